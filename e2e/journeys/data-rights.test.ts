import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import yauzl from 'yauzl';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, UI_TIMEOUT_MS, waitForPath } from '../support/browser.ts';
import { setUpJourney } from '../support/journey.ts';
import { findLink, readMailbox } from '../support/mailbox.ts';

/** The names of a zip's entries and the text of one of them. */
function readZip(archive: Buffer, textEntry: string): Promise<{ names: string[]; text: string }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true }, (openError, zip) => {
      if (openError || !zip) return reject(openError);
      const names: string[] = [];
      let text = '';
      zip.on('error', reject);
      zip.on('end', () => resolve({ names, text }));
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (entry.fileName !== textEntry) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            text = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

describe('data rights: download my data, then close the account', () => {
  const journey = setUpJourney('data-rights');

  it('prepares the archive with a progress bar, e-mails the link, downloads the zip from it, then closes the account', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/account');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Download my data' }).click();
    await waitForPath(page, /^\/en\/account\?data-export=\d+$/);
    // The answer to the request shows the bar until the page's next look at the export.
    await section.getByRole('progressbar', { name: 'Archive preparation' }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'data-rights-0-preparing-en');
    // The worker builds the archive within a second or two: the progress bar shows while it does.
    await section.getByText('Your archive is ready. We have sent a download link to your e-mail address.').waitFor({
      timeout: UI_TIMEOUT_MS,
    });
    await section.getByText(/The download link works until/).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'data-rights-1-ready-en');

    const mail = await readMailbox(journey.baseUrl, 'alice@demo.test', { subject: /data archive is ready/ });
    const link = findLink(mail, journey.baseUrl);
    assert.match(new URL(link).search, /^\?data-export=\d+&token=[\w-]{43}$/);
    await page.goto(link);
    const downloadLink = section.getByRole('link', { name: 'Download the archive (ZIP)' });
    await downloadLink.waitFor();
    await section.getByText('Your archive is ready to download.').waitFor();
    await screenshot(page, 'data-rights-2-from-the-email-en');
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
    assert.match(download.suggestedFilename(), /^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = await readFile(await download.path());
    const { names, text } = await readZip(archive, 'profile.json');
    for (const name of ['profile.json', 'addresses.json', 'orders.json', 'invoices.json', 'README.txt']) {
      assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
    }
    assert.ok(
      names.some((name) => /^invoices\/.+\.pdf$/.test(name)),
      'the invoices as PDFs',
    );
    assert.equal(JSON.parse(text).email, 'alice@demo.test');

    // Another export id in the address is not this researcher's.
    await page.goto('/en/account?data-export=999999999&token=AAAA');
    await section.getByText('This download link does not belong to the account you are signed in with.').waitFor();

    await page.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/This cannot be undone/).waitFor();
    await screenshot(page, 'data-rights-3-closing-en');
    await dialog.getByRole('button', { name: 'Yes, close the account' }).click();
    await waitForPath(page, /^\/en\/logout/);

    const login = await fetch(`${journey.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'alice@demo.test', password: DEMO_PASSWORD }),
    });
    assert.equal(login.status, 401, 'a closed account no longer signs in');
  });
});

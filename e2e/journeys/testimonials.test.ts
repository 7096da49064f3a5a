import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { DEMO_PASSWORD, signIn, signOut } from '../support/actions.ts';
import { screenshot } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { FIXTURES_DIR } from '../support/docx.ts';
import { setUpJourney } from '../support/journey.ts';

const NAME = 'testimonials';
const TEXT = 'The editor kept every gene name and made my discussion far clearer. Accepted at the first journal!';
const zh = loadCatalogue('zh');

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 240×180 PNG portrait stand-in (a colour gradient), written without an image library. */
async function writePhoto(): Promise<string> {
  const width = 240;
  const height = 180;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set([40 + (x % 200), 90 + (y % 150), 170], 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  await mkdir(FIXTURES_DIR, { recursive: true });
  const file = path.join(FIXTURES_DIR, 'portrait.png');
  await writeFile(file, png);
  return file;
}

describe('testimonials: a researcher sends one with a photo, and staff approve it', () => {
  const journey = setUpJourney(NAME);

  it('shows the form in Chinese to a Chinese researcher', async () => {
    const page = await journey.newPage({ locale: 'zh-CN' });
    await signIn(page, 'li.wei@demo.test', DEMO_PASSWORD);
    await page.goto('/cn/testimonials/submit');
    await page.getByRole('heading', { name: zh['testimonials-title'], level: 1 }).waitFor();
    await page.getByRole('button', { name: zh['testimonials-submit'], exact: true }).click();
    await page.getByText(zh['Please type in a testimonial before clicking Submit'] ?? '').waitFor();
    await screenshot(page, `${NAME}-1-form-zh`);
  });

  it('takes the text and a photo, then staff see it with its photo and approve it', async () => {
    const photo = await writePhoto();
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Rewards', exact: true }).click();
    await page.getByRole('link', { name: 'Write a testimonial', exact: true }).click();
    await page.getByRole('heading', { name: 'Share your experience', level: 1 }).waitFor();

    // The spec's message for an empty text, before anything is sent.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Please type in a testimonial before clicking Submit').waitFor();

    await page.getByLabel('Your testimonial').fill(TEXT);
    await page.getByLabel('Photo (optional)').setInputFiles(photo);
    await page.getByRole('img', { name: 'Preview of your photo' }).waitFor();
    await screenshot(page, `${NAME}-2-form-en`);
    // The photo can be removed and chosen again.
    await page.getByRole('button', { name: 'Remove portrait.png' }).click();
    await page.getByRole('img', { name: 'Preview of your photo' }).waitFor({ state: 'detached' });
    await page.getByLabel('Photo (optional)').setInputFiles(photo);

    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/testimonials/create'));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    assert.equal((await sent).status(), 200);
    await page.getByText('Your testimonial has been received. Thank you for helping us serve you better.').waitFor();
    await screenshot(page, `${NAME}-3-sent-en`);
    // Coming back: the already-submitted note instead of the form.
    await page.reload();
    await page.getByText('You have already sent us a testimonial. Thank you!').waitFor();
    await signOut(page);

    await signIn(page, 'support@demo.test', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Testimonials', exact: true }).click();
    await page.getByRole('heading', { name: 'Testimonials', level: 1 }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: TEXT });
    const thumbnail = card.getByRole('img', { name: /^Photo sent by Alice/ });
    await thumbnail.waitFor();
    await page.waitForFunction(
      (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth === 240,
      await thumbnail.elementHandle(),
    );
    await screenshot(page, `${NAME}-4-staff-en`);
    await card.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('Approved: 100 reward points awarded to the author.').waitFor();

    await page.goto('/cn/staff/testimonials?status=approved&page=1');
    await page.getByRole('heading', { name: zh['staff-testimonials-title'], level: 1 }).waitFor();
    await page.getByRole('listitem').filter({ hasText: TEXT }).waitFor();
    await screenshot(page, `${NAME}-5-staff-approved-zh`);
  });
});

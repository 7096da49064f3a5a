import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { englishText, SEGMENT_TO_CATALOGUE, translated } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';

describe('(f) the migration gate', () => {
  const journey = setUpJourney('f-migration-gate');

  it('sends a user of the migrating group to the gate; accepting the terms shows the check-back-later state', async () => {
    const page = await journey.newPage();
    await signIn(page, 'chen.min@demo.test', DEMO_PASSWORD);
    const gate = await waitForPath(page, /^\/[a-z]{2}\/researcher\/wfoe-migration-status\/?$/);
    // chen.min's language is Chinese: the app may switch to /cn/ after sign-in, so texts follow the segment.
    const language = SEGMENT_TO_CATALOGUE[gate.pathname.split('/')[1] ?? 'en'] ?? 'en';
    const accept = page.getByRole('button', { name: translated(language, 'Accept the terms') });
    await accept.waitFor();
    await screenshot(page, 'f-migration-gate-1-terms');

    await accept.click();
    const checkBack = translated(language, englishText(/check back/i).text);
    await page.getByText(checkBack, { exact: false }).first().waitFor();
    await screenshot(page, 'f-migration-gate-2-check-back-later');

    const account = await page.evaluate(async () => (await fetch('/api/account')).json());
    assert.equal(account.user.wfoeMigrationStatus.acceptedTermsOfService, true);
    assert.equal(account.user.wfoeMigrationStatus.migrated, false);

    // The gate still holds: other pages lead back to it until the migration is done.
    await page.goto(`/${gate.pathname.split('/')[1]}/researcher`);
    await waitForPath(page, /\/researcher\/wfoe-migration-status\/?$/);
    await page.getByText(checkBack, { exact: false }).first().waitFor();
  });
});

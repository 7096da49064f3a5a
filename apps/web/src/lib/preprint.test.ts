import { LANGUAGE_SEGMENTS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { preprintCampaignUrl } from './preprint.ts';

const links = { preprint: 'https://preprints.test/campaign' };

describe('the preprint campaign', () => {
  it('shows on the English and Chinese sites when the config gives its link, and on no other site', () => {
    const shown = LANGUAGE_SEGMENTS.filter((lang) => preprintCampaignUrl(lang, links) !== null);
    expect(shown).toEqual(['en', 'cn']);
    expect(preprintCampaignUrl('cn', links)).toBe('https://preprints.test/campaign');
  });

  it('stays hidden without its config flag (no link), whatever the site', () => {
    for (const lang of LANGUAGE_SEGMENTS) expect(preprintCampaignUrl(lang, {})).toBeNull();
  });
});

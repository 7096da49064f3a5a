import { describe, expect, it } from 'vitest';
import { newSiteUrlOf } from './rubriq.ts';

const flags = (on: boolean) => ({ rubriq_ui_hosted_on_new_site: on }) as never;

describe('the /rubriq pages', () => {
  it('go to the new site, keeping the path and query, only with the flag on and a site configured', () => {
    const withSite = { config: { links: { rubriq: 'https://tools.example.org/' } } } as never as {
      config: { links: Record<string, string> };
    };
    expect(newSiteUrlOf({ featureFlags: flags(true), ...withSite } as never, 'plan/subscribe', '?a=1')).toBe(
      'https://tools.example.org/rubriq/plan/subscribe?a=1',
    );
    expect(newSiteUrlOf({ featureFlags: flags(true), ...withSite } as never, '', '')).toBe('https://tools.example.org/rubriq');
    expect(newSiteUrlOf({ featureFlags: flags(false), ...withSite } as never, 'translation', '')).toBeNull();
    expect(newSiteUrlOf({ featureFlags: flags(true), config: { links: {} } } as never, 'translation', '')).toBeNull();
  });
});

import type { TUser } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addTexts, setLanguage } from '../../../lib/translation.ts';
import commonTexts from '../../../locales/en/common.json';
import dashboardTexts from '../../../locales/en/dashboard.json';
import homeTexts from '../../../locales/en/home.json';
import shellTexts from '../../../locales/en/shell.json';
import validationTexts from '../../../locales/en/validation.json';
import type { TDashboardVisibility } from '../utils/widgets.ts';
import { DashboardWidgets } from './dashboard-widgets.tsx';

const yen = { isoCode: 'JPY', shortName: 'JPY', name: 'Japanese Yen', sign: '¥', exchangeRate: '150', numDecimals: 0 };
const hidden: TDashboardVisibility = {
  rewards: false,
  credits: false,
  prepay: false,
  group: false,
  groupJoin: false,
  referrals: false,
  unfinishedOrder: false,
  unpaidInvoices: false,
  listsUnpaidInvoices: false,
  digitalOrdersNotice: false,
  groupWelcome: false,
};
// Only what the widgets read of the signed-in user.
const user = {
  identity: 'u-1',
  totalRewardPoints: 0,
  currency: yen,
  currencyIso: 'JPY',
  referralCode: 'ADA42',
} as unknown as TUser;

/** The texts the dashboard has: the start-up parts and the route's own (app/router.tsx: 'home', 'dashboard'). */
const dashboardCatalogue = { ...commonTexts, ...shellTexts, ...validationTexts, ...homeTexts, ...dashboardTexts };

async function render(visible: TDashboardVisibility): Promise<string> {
  addTexts('en', dashboardCatalogue);
  setLanguage('en');
  const widgets = createElement(DashboardWidgets, {
    lang: 'en',
    user,
    dashboard: undefined,
    group: null,
    referralAmount: 40,
    visible,
  });
  const routed = createElement(MemoryRouter, null, widgets);
  return renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, routed));
}

describe('the dashboard’s referrals widget', () => {
  it('offers the referral credit in the researcher’s currency, their code and a link to the referral rewards', async () => {
    const html = await render({ ...hidden, referrals: true });
    expect(html).toContain(`>${dashboardTexts['dashboard-referrals-title']}</h2>`);
    // 40 US dollars at 150 yen to the dollar.
    expect(html).toMatch(/you earn ¥6,000 in credit/);
    expect(html).toContain('Your referral code: ADA42');
    expect(html).toMatch(new RegExp(`<a href="/en/referral-rewards"[^>]*>${dashboardTexts['dashboard-referrals-link']}</a>`));
  });

  it('is not there when the researcher has no referral code', async () => {
    const html = await render(hidden);
    expect(html).not.toContain(dashboardTexts['dashboard-referrals-title']);
  });
});

describe('the dashboard’s preferred-group widget', () => {
  it('offers a researcher in no group the group-code field and its join button', async () => {
    const html = await render({ ...hidden, groupJoin: true });
    expect(html).toContain(`>${homeTexts['home-preferred-group-join-title']}</h2>`);
    expect(html).toContain('name="groupCode"');
    expect(html).toContain(`>${dashboardCatalogue['account-group-code-field']}<`);
    expect(html).toContain(dashboardCatalogue['account-join-group']);
    expect(await render(hidden)).not.toContain('name="groupCode"');
  });
});

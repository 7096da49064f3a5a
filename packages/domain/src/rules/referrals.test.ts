import { describe, expect, it } from 'vitest';
import { normalizeReferralCode, referralCreditAmount, referralShareUrl, referredNameOf } from './referrals.ts';

describe('referral credit amount', () => {
  it('is the amount in cents for US dollars', () => {
    expect(referralCreditAmount(40, { exchangeRate: '1', numDecimals: 2 })).toBe(4000);
  });

  it('converts at the exchange rate into the currency minor units', () => {
    expect(referralCreditAmount(40, { exchangeRate: '0.92', numDecimals: 2 })).toBe(3680);
    expect(referralCreditAmount(40, { exchangeRate: '7.1', numDecimals: 2 })).toBe(28_400);
    expect(referralCreditAmount(40, { exchangeRate: '5.05', numDecimals: 2 })).toBe(20_200);
  });

  it('rounds half up to the currency decimals', () => {
    // 40 × 1.234565 = 49.3826: 4938 cents.
    expect(referralCreditAmount(40, { exchangeRate: '1.234565', numDecimals: 2 })).toBe(4938);
    // 40 × 149.5125 = 5980.5 yen with no decimals: 5981.
    expect(referralCreditAmount(40, { exchangeRate: '149.5125', numDecimals: 0 })).toBe(5981);
    // 40 × 149.5 = 5980 yen exactly.
    expect(referralCreditAmount(40, { exchangeRate: '149.5', numDecimals: 0 })).toBe(5980);
  });
});

describe('referral codes and links', () => {
  it('accepts a code in any case and with spaces around it, upper-cased', () => {
    expect(normalizeReferralCode('  demoalice ')).toBe('DEMOALICE');
  });

  it.each([[''], [null], [undefined], ['ab'], ['DEMO-ALICE'], ['x'.repeat(41)], ['ÄBCDE']])('refuses %s', (value) => {
    expect(normalizeReferralCode(value)).toBeNull();
  });

  it('links to registration in the referrer language with the code', () => {
    expect(referralShareUrl('http://127.0.0.1:3000/', 'zh_CN', 'DEMOALICE')).toBe(
      'http://127.0.0.1:3000/cn/register?ref=DEMOALICE',
    );
    expect(referralShareUrl('https://portal.example', 'pt_BR', 'AB12CD34')).toBe(
      'https://portal.example/br/register?ref=AB12CD34',
    );
  });

  it('shows a referred researcher by first name and initial', () => {
    expect(referredNameOf('Grace', 'Hopper')).toBe('Grace H.');
    expect(referredNameOf(' Wei ', 'li')).toBe('Wei L.');
    expect(referredNameOf('Ada', '')).toBe('Ada');
    expect(referredNameOf('', '王')).toBe('王.');
  });
});

import { describe, expect, it } from 'vitest';
import { addTexts, type TTranslateOptions, translate } from '../../../lib/translation.ts';
import payment from '../../../locales/en/payment.json';
import { submitErrorText } from './submit-error.ts';

async function englishT() {
  addTexts('en', payment);
  return (key: string, options?: TTranslateOptions) => translate('en', key, options);
}

describe('the payment submit error', () => {
  it("says 'An error occurred processing your payment' for a generic failure", async () => {
    const t = await englishT();
    expect(submitErrorText(t, 'payment-processing-error')).toBe('An error occurred processing your payment');
  });

  it("wraps the server's error in 'There was a problem saving your payment: {error}'", async () => {
    const t = await englishT();
    expect(submitErrorText(t, 'payment-in-progress')).toBe(
      `There was a problem saving your payment: ${payment['payment-in-progress']}`,
    );
  });
});

import { translateMessage } from '../../../lib/i18n.ts';

/** 'There was a problem saving your payment: {error}', or the generic failure when nothing more is known. */
export function submitErrorText(t: Parameters<typeof translateMessage>[0], error: string): string {
  if (error === 'payment-processing-error') return t('payment-processing-error');
  return t('payment-save-error', { error: translateMessage(t, error) });
}

import { formatMoney } from '@portal/domain';
import { formatDocumentDate, renderBillingDocument } from '../../platform/billing-document.ts';
import { translate } from '../../platform/i18n.ts';
import type { TPdfFonts } from '../../platform/pdf-fonts.ts';
import type { TFapiaoIssueInput } from './tax-service.ts';

/** The seller printed on the sandbox's fapiaos (the provider's Chinese entity in production). */
export type TFapiaoSeller = { name: string; taxpayerNumber: string; addressLines: readonly string[]; website: string };

/**
 * The fapiao's PDF as the sandbox tax service issues it: always in Chinese (the tax document's language), with
 * the buyer, its taxpayer number, the item, the amount, the number and the date, in Noto Sans CJK.
 */
export function renderFapiaoDocument(
  input: TFapiaoIssueInput,
  number: string,
  issuedAt: Date,
  options: { fonts: TPdfFonts | null; seller: TFapiaoSeller },
): Promise<Buffer> {
  const locale = 'zh_CN' as const;
  const t = (key: string) => translate(locale, key);
  const amount = formatMoney(input.amount, { sign: input.currencySign, numDecimals: input.numDecimals });
  return renderBillingDocument(
    {
      title: t(`fapiao-pdf-title-${input.type}`),
      reference: number,
      meta: [
        [t('fapiao-pdf-number'), number],
        [t('fapiao-pdf-date'), formatDocumentDate(issuedAt, locale)],
      ],
      provider: { name: options.seller.name, addressLines: options.seller.addressLines, website: options.seller.website },
      blocks: [
        {
          kind: 'facts',
          title: t('fapiao-pdf-buyer'),
          rows: [
            [t('fapiao-pdf-buyer-name'), input.buyerName],
            [t('fapiao-pdf-taxpayer-number'), input.buyerTaxpayerNumber || '—'],
          ],
        },
        {
          kind: 'facts',
          title: t('fapiao-pdf-seller'),
          rows: [
            [t('fapiao-pdf-buyer-name'), options.seller.name],
            [t('fapiao-pdf-taxpayer-number'), options.seller.taxpayerNumber],
          ],
        },
        {
          kind: 'table',
          columns: [
            { title: t('fapiao-pdf-item'), share: 0.55 },
            { title: t('fapiao-pdf-quantity'), share: 0.15, align: 'right' },
            { title: t('fapiao-pdf-amount'), share: 0.3, align: 'right' },
          ],
          rows: [[input.itemName, '1', amount]],
        },
        { kind: 'totals', rows: [{ label: t('fapiao-pdf-total'), value: `${amount} ${input.currencyIso}`, isEmphasized: true }] },
        { kind: 'note', title: t('fapiao-pdf-remark'), text: input.remark },
      ],
    },
    { locale, fonts: options.fonts },
  );
}

/**
 * The sandbox provider's own page texts. They stand for a processor's hosted pages, which carry the
 * processor's wording in the payer's language, so they live with the adapter and not in the portal's catalogues.
 */
export const SANDBOX_LANGUAGES = ['en', 'zh', 'ja', 'pt', 'es'] as const;
export type TSandboxLanguage = (typeof SANDBOX_LANGUAGES)[number];

type TTexts = {
  cardNumber: string;
  expiry: string;
  cvv: string;
  errorNumber: string;
  errorExpiry: string;
  errorCvv: string;
  errorNetwork: string;
  checkoutTitle: string;
  amount: string;
  method: string;
  approve: string;
  decline: string;
  decided: string;
  boletoTitle: string;
  markPaid: string;
  boletoPaid: string;
  notFound: string;
};

export const SANDBOX_TEXTS: Record<TSandboxLanguage, TTexts> = {
  en: {
    cardNumber: 'Card number',
    expiry: 'Expiration date (MM/YY)',
    cvv: 'CVV',
    errorNumber: 'Please check the card number.',
    errorExpiry: 'Please check the expiration date.',
    errorCvv: 'Please check the CVV.',
    errorNetwork: 'The card could not be verified. Please try again.',
    checkoutTitle: 'Sandbox payment provider (test mode)',
    amount: 'Amount',
    method: 'Payment method',
    approve: 'Approve payment',
    decline: 'Decline payment',
    decided: 'This payment has already been decided.',
    boletoTitle: 'Sandbox boleto (test mode)',
    markPaid: 'Mark boleto as paid',
    boletoPaid: 'This boleto has been paid.',
    notFound: 'Payment session not found.',
  },
  zh: {
    cardNumber: '卡号',
    expiry: '有效期 (MM/YY)',
    cvv: '安全码',
    errorNumber: '请检查卡号。',
    errorExpiry: '请检查有效期。',
    errorCvv: '请检查安全码。',
    errorNetwork: '无法验证此卡，请重试。',
    checkoutTitle: '沙盒支付服务商（测试模式）',
    amount: '金额',
    method: '支付方式',
    approve: '批准付款',
    decline: '拒绝付款',
    decided: '此付款已处理。',
    boletoTitle: '沙盒 Boleto（测试模式）',
    markPaid: '将 Boleto 标记为已付',
    boletoPaid: '此 Boleto 已付款。',
    notFound: '未找到支付会话。',
  },
  ja: {
    cardNumber: 'カード番号',
    expiry: '有効期限 (MM/YY)',
    cvv: 'セキュリティコード',
    errorNumber: 'カード番号をご確認ください。',
    errorExpiry: '有効期限をご確認ください。',
    errorCvv: 'セキュリティコードをご確認ください。',
    errorNetwork: 'カードを確認できませんでした。もう一度お試しください。',
    checkoutTitle: 'サンドボックス決済事業者（テストモード）',
    amount: '金額',
    method: 'お支払い方法',
    approve: '支払いを承認',
    decline: '支払いを拒否',
    decided: 'この支払いは既に処理されています。',
    boletoTitle: 'サンドボックス Boleto（テストモード）',
    markPaid: 'Boleto を支払済みにする',
    boletoPaid: 'この Boleto は支払済みです。',
    notFound: '決済セッションが見つかりません。',
  },
  pt: {
    cardNumber: 'Número do cartão',
    expiry: 'Validade (MM/AA)',
    cvv: 'CVV',
    errorNumber: 'Verifique o número do cartão.',
    errorExpiry: 'Verifique a data de validade.',
    errorCvv: 'Verifique o CVV.',
    errorNetwork: 'Não foi possível verificar o cartão. Tente novamente.',
    checkoutTitle: 'Provedor de pagamento sandbox (modo de teste)',
    amount: 'Valor',
    method: 'Forma de pagamento',
    approve: 'Aprovar pagamento',
    decline: 'Recusar pagamento',
    decided: 'Este pagamento já foi decidido.',
    boletoTitle: 'Boleto sandbox (modo de teste)',
    markPaid: 'Marcar boleto como pago',
    boletoPaid: 'Este boleto foi pago.',
    notFound: 'Sessão de pagamento não encontrada.',
  },
  es: {
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de caducidad (MM/AA)',
    cvv: 'CVV',
    errorNumber: 'Compruebe el número de la tarjeta.',
    errorExpiry: 'Compruebe la fecha de caducidad.',
    errorCvv: 'Compruebe el CVV.',
    errorNetwork: 'No se pudo verificar la tarjeta. Inténtelo de nuevo.',
    checkoutTitle: 'Proveedor de pagos sandbox (modo de prueba)',
    amount: 'Importe',
    method: 'Método de pago',
    approve: 'Aprobar pago',
    decline: 'Rechazar pago',
    decided: 'Este pago ya se ha decidido.',
    boletoTitle: 'Boleto sandbox (modo de prueba)',
    markPaid: 'Marcar boleto como pagado',
    boletoPaid: 'Este boleto se ha pagado.',
    notFound: 'No se encontró la sesión de pago.',
  },
};

const ALIASES: Record<string, TSandboxLanguage> = {
  en: 'en',
  en_us: 'en',
  'en-us': 'en',
  zh: 'zh',
  cn: 'zh',
  zh_cn: 'zh',
  'zh-cn': 'zh',
  ja: 'ja',
  jp: 'ja',
  ja_jp: 'ja',
  'ja-jp': 'ja',
  pt: 'pt',
  br: 'pt',
  pt_br: 'pt',
  'pt-br': 'pt',
  es: 'es',
  es_es: 'es',
  'es-es': 'es',
};

/** Accepts a language, locale or URL segment ('ja', 'ja_JP', 'jp'); English otherwise. */
export function sandboxLanguageOf(locale: string | undefined): TSandboxLanguage {
  return ALIASES[(locale ?? '').toLowerCase()] ?? 'en';
}

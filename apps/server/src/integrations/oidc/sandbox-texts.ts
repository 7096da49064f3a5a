import type { TLocale } from '@portal/domain';

/**
 * The sandbox OpenID provider's own page texts. They stand for the provider's hosted sign-in page, which
 * carries the provider's wording in the visitor's language, so they live with the adapter (as the payment
 * sandbox's do) and not in the portal's catalogues.
 */
type TTexts = {
  title: string;
  intro: string;
  email: string;
  givenName: string;
  familyName: string;
  orcid: string;
  emailVerified: string;
  scenario: string;
  scenarioNormal: string;
  scenarioWrongNonce: string;
  scenarioBadSignature: string;
  scenarioExpired: string;
  approve: string;
  deny: string;
  invalidRequest: string;
};

const TEXTS: Record<'en' | 'zh' | 'ja' | 'pt' | 'es', TTexts> = {
  en: {
    title: 'Sandbox sign-in: {{provider}}',
    intro: '{{client}} asks to sign you in with your {{provider}} account. This is a test provider: enter any details.',
    email: 'Email address',
    givenName: 'First name',
    familyName: 'Last name',
    orcid: 'ORCID iD',
    emailVerified: 'Email address verified',
    scenario: 'Test scenario',
    scenarioNormal: 'Normal sign-in',
    scenarioWrongNonce: 'ID token with a wrong nonce',
    scenarioBadSignature: 'ID token with a bad signature',
    scenarioExpired: 'Expired ID token',
    approve: 'Approve',
    deny: 'Deny',
    invalidRequest: 'This sign-in request is not valid (unknown client or return address).',
  },
  zh: {
    title: '沙盒登录：{{provider}}',
    intro: '{{client}} 请求使用您的 {{provider}} 账户为您登录。这是测试提供方：可填写任意信息。',
    email: '电子邮箱',
    givenName: '名',
    familyName: '姓',
    orcid: 'ORCID iD',
    emailVerified: '电子邮箱已验证',
    scenario: '测试场景',
    scenarioNormal: '正常登录',
    scenarioWrongNonce: 'nonce 错误的 ID 令牌',
    scenarioBadSignature: '签名无效的 ID 令牌',
    scenarioExpired: '已过期的 ID 令牌',
    approve: '同意',
    deny: '拒绝',
    invalidRequest: '此登录请求无效（未知的客户端或返回地址）。',
  },
  ja: {
    title: 'サンドボックスのサインイン：{{provider}}',
    intro:
      '{{client}} が {{provider}} アカウントでのサインインを求めています。これはテスト用のプロバイダーです。任意の情報を入力してください。',
    email: 'メールアドレス',
    givenName: '名',
    familyName: '姓',
    orcid: 'ORCID iD',
    emailVerified: 'メールアドレス確認済み',
    scenario: 'テストシナリオ',
    scenarioNormal: '通常のサインイン',
    scenarioWrongNonce: 'nonce が誤っている ID トークン',
    scenarioBadSignature: '署名が不正な ID トークン',
    scenarioExpired: '有効期限切れの ID トークン',
    approve: '許可',
    deny: '拒否',
    invalidRequest: 'このサインイン要求は無効です（不明なクライアントまたは戻り先）。',
  },
  pt: {
    title: 'Login de teste: {{provider}}',
    intro: '{{client}} pede para entrar com a sua conta {{provider}}. Este é um provedor de teste: informe quaisquer dados.',
    email: 'Endereço de e-mail',
    givenName: 'Nome',
    familyName: 'Sobrenome',
    orcid: 'ORCID iD',
    emailVerified: 'E-mail verificado',
    scenario: 'Cenário de teste',
    scenarioNormal: 'Login normal',
    scenarioWrongNonce: 'Token de ID com nonce errado',
    scenarioBadSignature: 'Token de ID com assinatura inválida',
    scenarioExpired: 'Token de ID expirado',
    approve: 'Aprovar',
    deny: 'Negar',
    invalidRequest: 'Este pedido de login não é válido (cliente ou endereço de retorno desconhecido).',
  },
  es: {
    title: 'Inicio de sesión de prueba: {{provider}}',
    intro:
      '{{client}} solicita iniciar sesión con su cuenta de {{provider}}. Este es un proveedor de prueba: introduzca cualquier dato.',
    email: 'Correo electrónico',
    givenName: 'Nombre',
    familyName: 'Apellidos',
    orcid: 'ORCID iD',
    emailVerified: 'Correo electrónico verificado',
    scenario: 'Escenario de prueba',
    scenarioNormal: 'Inicio de sesión normal',
    scenarioWrongNonce: 'Token de ID con un nonce incorrecto',
    scenarioBadSignature: 'Token de ID con una firma no válida',
    scenarioExpired: 'Token de ID caducado',
    approve: 'Aprobar',
    deny: 'Denegar',
    invalidRequest: 'Esta solicitud de inicio de sesión no es válida (cliente o dirección de retorno desconocidos).',
  },
};

export type TSandboxOidcLanguage = keyof typeof TEXTS;

/** `ui_locales` as the portal sends it (its locale, e.g. zh_CN or zh-CN): the page's language. */
export function sandboxOidcLanguageOf(uiLocales: string | undefined): TSandboxOidcLanguage {
  const first = (uiLocales ?? '').split(' ')[0]?.slice(0, 2).toLowerCase() ?? '';
  return first in TEXTS ? (first as TSandboxOidcLanguage) : 'en';
}

export function sandboxOidcTexts(language: TSandboxOidcLanguage): TTexts {
  return TEXTS[language];
}

export function fillIn(text: string, params: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/** The BCP 47 tag of a portal locale, for ui_locales. */
export function uiLocaleOf(locale: TLocale): string {
  return locale.replace('_', '-');
}

import type { TSandboxLanguage } from '../payments/sandbox-texts.ts';

/**
 * The sandbox phone page's texts. They stand for WeChat's own screens on the phone, in the phone's
 * language, so they live with the adapter and not in the portal's catalogues (as the payment sandbox's do).
 */
type TTexts = {
  title: string;
  loginQuestion: string;
  linkQuestion: string;
  chooseUser: string;
  linkedUser: string;
  otherUser: string;
  newUser: string;
  confirm: string;
  refuse: string;
  confirmed: string;
  refused: string;
  invalid: string;
};

export const WECHAT_SANDBOX_TEXTS: Record<TSandboxLanguage, TTexts> = {
  en: {
    title: 'WeChat (sandbox, test mode)',
    loginQuestion: 'Sign in to Manuscript Services on your computer?',
    linkQuestion: 'Link this WeChat to your Manuscript Services account?',
    chooseUser: 'Signed in to WeChat on this phone as',
    linkedUser: 'linked to li.wei@demo.test',
    otherUser: 'not linked to any account',
    newUser: 'a new WeChat user',
    confirm: 'Confirm',
    refuse: 'Refuse',
    confirmed: 'Confirmed. Return to your computer.',
    refused: 'Refused. Nothing was signed in.',
    invalid: 'This QR code has expired or is not valid. Ask the computer for a new one.',
  },
  zh: {
    title: '微信（沙盒，测试模式）',
    loginQuestion: '在电脑上登录 Manuscript Services？',
    linkQuestion: '将此微信绑定到您的 Manuscript Services 账户？',
    chooseUser: '此手机上登录的微信用户',
    linkedUser: '已绑定 li.wei@demo.test',
    otherUser: '未绑定任何账户',
    newUser: '新的微信用户',
    confirm: '确认',
    refuse: '拒绝',
    confirmed: '已确认。请回到电脑上继续。',
    refused: '已拒绝。没有登录任何账户。',
    invalid: '此二维码已过期或无效。请在电脑上获取新的二维码。',
  },
  ja: {
    title: 'WeChat（サンドボックス、テストモード）',
    loginQuestion: 'パソコンで Manuscript Services にサインインしますか？',
    linkQuestion: 'この WeChat を Manuscript Services のアカウントに連携しますか？',
    chooseUser: 'このスマートフォンでログイン中の WeChat ユーザー',
    linkedUser: 'li.wei@demo.test に連携済み',
    otherUser: 'どのアカウントにも未連携',
    newUser: '新しい WeChat ユーザー',
    confirm: '確認',
    refuse: '拒否',
    confirmed: '確認しました。パソコンに戻ってください。',
    refused: '拒否しました。サインインは行われていません。',
    invalid: 'この QR コードは期限切れか無効です。パソコンで新しいコードを取得してください。',
  },
  pt: {
    title: 'WeChat (sandbox, modo de teste)',
    loginQuestion: 'Entrar no Manuscript Services no seu computador?',
    linkQuestion: 'Vincular este WeChat à sua conta do Manuscript Services?',
    chooseUser: 'Conectado ao WeChat neste telefone como',
    linkedUser: 'vinculado a li.wei@demo.test',
    otherUser: 'não vinculado a nenhuma conta',
    newUser: 'um novo usuário do WeChat',
    confirm: 'Confirmar',
    refuse: 'Recusar',
    confirmed: 'Confirmado. Volte ao seu computador.',
    refused: 'Recusado. Nenhuma sessão foi iniciada.',
    invalid: 'Este código QR expirou ou não é válido. Peça um novo no computador.',
  },
  es: {
    title: 'WeChat (sandbox, modo de prueba)',
    loginQuestion: '¿Iniciar sesión en Manuscript Services en su ordenador?',
    linkQuestion: '¿Vincular este WeChat a su cuenta de Manuscript Services?',
    chooseUser: 'Sesión de WeChat en este teléfono como',
    linkedUser: 'vinculado a li.wei@demo.test',
    otherUser: 'no vinculado a ninguna cuenta',
    newUser: 'un nuevo usuario de WeChat',
    confirm: 'Confirmar',
    refuse: 'Rechazar',
    confirmed: 'Confirmado. Vuelva a su ordenador.',
    refused: 'Rechazado. No se inició ninguna sesión.',
    invalid: 'Este código QR ha caducado o no es válido. Pida uno nuevo en el ordenador.',
  },
};

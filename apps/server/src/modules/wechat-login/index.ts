/** The wechat-login module's surface: what other modules and the app use of it; they import nothing else of it. */
export { eraseWeChatData, wechatIdentitiesForExport } from './personal-data.ts';
export { registerWeChatLogin } from './routes.ts';

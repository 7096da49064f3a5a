/** Every table, for Drizzle's client and drizzle-kit. Modules own their tables. */

export * from '../integrations/tax-service/sandbox-table.ts';
export * from '../modules/account/table.ts';
export * from '../modules/auth/table.ts';
export * from '../modules/catalogue/table.ts';
export * from '../modules/digital-documents/table.ts';
export * from '../modules/digital-purchases/table.ts';
export * from '../modules/fapiao/table.ts';
export * from '../modules/fulfilment/table.ts';
export * from '../modules/grammar-check/table.ts';
export * from '../modules/invoices/table.ts';
export * from '../modules/ledger/table.ts';
export * from '../modules/order-form/table.ts';
export * from '../modules/orders/table.ts';
export * from '../modules/payments/table.ts';
export * from '../modules/referrals/table.ts';
export * from '../modules/rewards/table.ts';
export * from '../modules/social-sign-in/table.ts';
export * from '../modules/testimonials/table.ts';
export * from '../modules/two-factor/table.ts';
export * from '../modules/wechat-login/table.ts';
export * from './tables.ts';

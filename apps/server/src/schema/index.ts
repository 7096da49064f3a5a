/**
 * The schema layer: every table, for Drizzle's client and drizzle-kit. It sits below the platform and the
 * modules and imports neither; a file here is named for the module (or the platform part) that writes its tables.
 */

export * from './account.ts';
export * from './auth.ts';
export * from './catalogue.ts';
export * from './digital-documents.ts';
export * from './digital-purchases.ts';
export * from './edit-review.ts';
export * from './fapiao.ts';
export * from './fulfilment.ts';
export * from './grammar-check.ts';
export * from './invoices.ts';
export * from './ledger.ts';
export * from './order-form.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './platform.ts';
export * from './referrals.ts';
export * from './rewards.ts';
export * from './social-sign-in.ts';
export * from './tax-service-sandbox.ts';
export * from './testimonials.ts';
export * from './two-factor.ts';
export * from './wechat-login.ts';

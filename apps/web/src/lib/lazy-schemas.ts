type TOrderFormSchemas = typeof import('@portal/domain/api/order-form');
type TPaymentSchemas = typeof import('@portal/domain/api/payment');
type TFapiaoSchemas = typeof import('@portal/domain/api/fapiao');

/**
 * An order-form call's domain schema, by name, as the import that gives it: the order form's first screen
 * (and the payment step opened directly) reads the server's typed answer without zod; the schemas, zod with
 * them, load with the first save, which they check.
 */
export function orderFormSchema<K extends keyof TOrderFormSchemas>(name: K): () => Promise<TOrderFormSchemas[K]> {
  return () => import('@portal/domain/api/order-form').then((schemas) => schemas[name]);
}

/** A payment call's domain schema, by name, loaded with the first payment submitted (see orderFormSchema). */
export function paymentSchema<K extends keyof TPaymentSchemas>(name: K): () => Promise<TPaymentSchemas[K]> {
  return () => import('@portal/domain/api/payment').then((schemas) => schemas[name]);
}

/** A fapiao call's domain schema, by name, loaded with the first fapiao call (see orderFormSchema). */
export function fapiaoSchema<K extends keyof TFapiaoSchemas>(name: K): () => Promise<TFapiaoSchemas[K]> {
  return () => import('@portal/domain/api/fapiao').then((schemas) => schemas[name]);
}

type TTwoFactorSchemas = typeof import('@portal/domain/api/two-factor');

/** A two-factor call's schema, loaded with the call: the second-step screen stays as small as the sign-in one. */
export function twoFactorSchema<K extends keyof TTwoFactorSchemas>(name: K): () => Promise<TTwoFactorSchemas[K]> {
  return () => import('@portal/domain/api/two-factor').then((schemas) => schemas[name]);
}

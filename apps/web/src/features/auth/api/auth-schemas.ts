type TAuthSchemas = typeof import('@portal/domain/api/auth');

/**
 * An auth call's or form's domain schema, by name, as the import that gives it: the schemas (and zod with
 * them) load when a sign-in form or call first needs them, so the sign-in screens themselves stay small.
 */
export function authSchema<K extends keyof TAuthSchemas>(name: K): () => Promise<TAuthSchemas[K]> {
  return () => import('@portal/domain/api/auth').then((schemas) => schemas[name]);
}

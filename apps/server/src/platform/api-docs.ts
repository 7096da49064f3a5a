import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { TConfig } from '../config.ts';
import { SESSION_COOKIE } from './sessions.ts';

/** The API description's own routes (its page, document and static files) under this prefix. */
export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI 3.1 description of the API, generated from the zod schemas the routes validate with: a
 * browsable page at /api/docs and the document at /api/docs/json. Registered before the routes, which it
 * collects as they are added; pages that are not API calls (sandbox provider pages, the web app) are left out.
 */
export async function registerApiDocs(app: FastifyInstance, config: TConfig): Promise<void> {
  if (!config.isApiDocsEnabled) return;
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.provider.name} customer portal API`,
        version: '1',
        description:
          'The calls the portal makes. Signed-in calls carry the session cookie; every state-changing call also ' +
          'carries `X-Requested-With: XMLHttpRequest`. Errors answer `{ error, fieldErrors? }` with message keys.',
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      if (!document.url.startsWith('/api/') || document.url.startsWith(DOCS_PREFIX)) {
        return { ...transformed, schema: { ...transformed.schema, hide: true } };
      }
      // Grouped by the path's first segment: account, auth, order-form, payment, invoice…
      const tag = document.url.split('/')[2] ?? 'api';
      return { ...transformed, schema: { ...transformed.schema, tags: [tag] } };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}

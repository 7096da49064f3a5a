import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { keptReadRoute, type TKeptRead } from '../../platform/kept-read.ts';

type TApp = Parameters<FastifyPluginAsyncZod>[0];

/** A tool's schemas of the pipeline's calls (the spec's): the create answer, the search query and answer, and the archive/delete answer. */
type TDocumentSchemas = { create: ZodType; searchQuery: ZodType; search: ZodType; answer: ZodType };

/** The calls a tool answers on the pipeline, each answering its schema; `download` for a tool with a result file. */
type TDocumentCalls<TSchemas extends TDocumentSchemas> = {
  create: (request: FastifyRequest, reply: FastifyReply) => Promise<z.output<TSchemas['create']>>;
  search: (request: FastifyRequest, query: z.output<TSchemas['searchQuery']>) => Promise<z.output<TSchemas['search']>>;
  archive: (request: FastifyRequest, identity: string) => Promise<z.output<TSchemas['answer']>>;
  remove: (request: FastifyRequest, identity: string) => Promise<z.output<TSchemas['answer']>>;
  download?: (request: FastifyRequest, reply: FastifyReply, identity: string) => Promise<unknown>;
};

/**
 * A tool's calls on the pipeline, under its `base` path (the spec's, with its own path parameter and answers):
 * POST {base}/create, the one multipart body (at most `fields` form fields of `fieldSize` bytes and one file,
 * in a context of its own so that no other call accepts multipart); GET {base}/search, kept by the read cache;
 * and on one document at {base}/:{param}: archive (POST …/archive), delete a failed one (DELETE), download
 * (GET …/download). The tool's own calls (details, captcha…) it registers itself.
 */
export async function documentRoutes<TSchemas extends TDocumentSchemas>(
  app: TApp,
  route: {
    base: string;
    param: string;
    maxUploadBytes: number;
    fields: number;
    fieldSize: number;
    schemas: TSchemas;
    /** The search's kept-read declaration (the tool's kept-reads.ts). */
    searchRead: TKeptRead;
  },
  calls: TDocumentCalls<TSchemas>,
): Promise<void> {
  const { base } = route;
  // Widened here: each call's answer is checked against its schema where the tool passes both (TDocumentCalls).
  const schemas: TDocumentSchemas = route.schemas;
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: {
        fileSize: route.maxUploadBytes,
        files: 1,
        fields: route.fields,
        fieldSize: route.fieldSize,
        parts: route.fields + 1,
        headerPairs: 50,
      },
    });
    uploads
      .withTypeProvider<ZodTypeProvider>()
      .post(`${base}/create`, { schema: { response: { 200: schemas.create } } }, (request, reply) =>
        calls.create(request, reply),
      );
  });

  app.get(
    `${base}/search`,
    { schema: { querystring: schemas.searchQuery, response: { 200: schemas.search } }, config: keptReadRoute(route.searchRead) },
    (request) => calls.search(request, request.query as z.output<TSchemas['searchQuery']>),
  );

  const params = z.object({ [route.param]: z.string().max(64) });
  const identityOf = (request: FastifyRequest) => (request.params as Record<string, string>)[route.param] ?? '';
  const path = `${base}/:${route.param}`;
  const schema = { params, response: { 200: schemas.answer } };
  app.post(`${path}/archive`, { schema }, (request) => calls.archive(request, identityOf(request)));
  app.delete(path, { schema }, (request) => calls.remove(request, identityOf(request)));
  const { download } = calls;
  if (download)
    app.get(`${path}/download`, { schema: { params } }, (request, reply) => download(request, reply, identityOf(request)));
}

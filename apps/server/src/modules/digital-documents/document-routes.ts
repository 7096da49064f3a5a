import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type TApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A tool's create call, the only one with a multipart body: its form fields (at most `fields`, each at most
 * `fieldSize` bytes) and one file of at most `maxUploadBytes`, in a context of its own so that no other call
 * accepts multipart.
 */
export async function documentUploadRoute<TResponse extends ZodType>(
  app: TApp,
  route: { path: string; response: TResponse; maxUploadBytes: number; fields: number; fieldSize: number },
  create: (request: FastifyRequest, reply: FastifyReply) => Promise<z.output<TResponse>>,
): Promise<void> {
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
    const response: ZodType = route.response;
    uploads
      .withTypeProvider<ZodTypeProvider>()
      .post(route.path, { schema: { response: { 200: response } } }, (request, reply) => create(request, reply));
  });
}

/**
 * A tool's calls on one document, at `{base}/:{param}`: archive (POST …/archive), delete a failed one
 * (DELETE), and, for a tool with a result file, its download (GET …/download). The tool names the paths, the
 * path parameter and the answer; the pipeline answers them.
 */
export function documentActionRoutes<TParam extends string, TAnswer extends ZodType>(
  app: TApp,
  route: { base: string; param: TParam; answer: TAnswer },
  actions: {
    archive: (request: FastifyRequest, identity: string) => Promise<z.output<TAnswer>>;
    remove: (request: FastifyRequest, identity: string) => Promise<z.output<TAnswer>>;
    download?: (request: FastifyRequest, reply: FastifyReply, identity: string) => Promise<unknown>;
  },
): void {
  const params = z.object({ [route.param]: z.string().max(64) });
  const identityOf = (request: FastifyRequest) => (request.params as Record<string, string>)[route.param] ?? '';
  const path = `${route.base}/:${route.param}`;
  const answer: ZodType = route.answer;
  const schema = { params, response: { 200: answer } };
  app.post(`${path}/archive`, { schema }, (request) => actions.archive(request, identityOf(request)));
  app.delete(path, { schema }, (request) => actions.remove(request, identityOf(request)));
  const { download } = actions;
  if (download)
    app.get(`${path}/download`, { schema: { params } }, (request, reply) => download(request, reply, identityOf(request)));
}

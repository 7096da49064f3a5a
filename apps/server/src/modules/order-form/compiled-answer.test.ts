import { ZLoadOrderFormResponse, ZOrderFormResponse } from '@portal/domain';
import type { FastifySchema } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { orderFormClient, signedIn } from '../../../test/fixtures/order-form/test-client.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { fastSerializerCompiler } from '../../platform/fast-serializer.ts';

/** Both serializers of a response schema, as fastify compiles them for a route. */
function serializersOf(schema: z.ZodType) {
  const route = { schema: schema as unknown as FastifySchema, method: 'PUT', url: '/api/order-form/:id/step', httpStatus: '200' };
  return {
    zod: serializerCompiler(route as never) as (data: unknown) => string,
    compiled: fastSerializerCompiler(route as never) as (data: unknown) => string,
  };
}

/** Every kind of answer a question can hold, and keys no schema names. */
function withEveryAnswerKindAndStrayKeys(answer: Record<string, unknown>): Record<string, unknown> {
  const order = answer.order as Record<string, unknown>;
  const answers = { text: 'Nature', count: 3, fraction: 2.5, yes: true, no: false, many: ['a', 'b'], none: [] };
  return {
    ...answer,
    internal: 'never answered',
    order: {
      ...order,
      passwordHash: 'never answered',
      answers,
      serviceBundle: { ...(order.serviceBundle as object), answers, tokenHash: 'never answered' },
      availableServices: (order.availableServices as Record<string, unknown>[]).map((s) => ({ ...s, costPrice: 1 })),
    },
  };
}

describe.each(BACKENDS)('the order form answers through the compiled serializer on %s', (backend) => {
  const t = withTestApp(backend);

  it('writes what the zod serializer writes, for real answers and every kind of question answer, and drops stray keys', async () => {
    const client = orderFormClient(t.app);
    const { who } = await signedIn(t.app, t.db);
    const opened = await client.open(who);
    const { id, order } = await client.openWithService(who, 'standard-editing');
    expect(id).toBe(opened.order.identity);
    expect(order.lineItems.length).toBeGreaterThan(0);
    const loaded = await client.get(id, 'load', who);
    expect(loaded.statusCode).toBe(200);
    const saved = await client.put(id, 'selected-service', who, {
      serviceIdentities: ['standard-editing'],
      deliveryTier: 'rush',
    });
    expect(saved.statusCode).toBe(200);

    const cases: [z.ZodType, unknown][] = [
      [ZLoadOrderFormResponse, opened.response.json()],
      [ZLoadOrderFormResponse, loaded.json()],
      [ZOrderFormResponse, saved.json()],
      [ZLoadOrderFormResponse, withEveryAnswerKindAndStrayKeys(loaded.json())],
      [ZOrderFormResponse, withEveryAnswerKindAndStrayKeys(saved.json())],
    ];
    for (const [schema, data] of cases) {
      const { zod, compiled } = serializersOf(schema);
      const written = compiled(data);
      expect(written).toBe(zod(data));
      expect(written).not.toContain('never answered');
      expect(written).not.toContain('costPrice');
    }
    // The routes answer exactly these bytes: re-writing an answer changes nothing.
    const { compiled } = serializersOf(ZOrderFormResponse);
    expect(compiled(saved.json())).toBe(saved.body);
  });
});

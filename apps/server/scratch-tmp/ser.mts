import { readFileSync } from 'node:fs';
import { ZOrderFormResponse, ZLoadOrderFormResponse } from '@portal/domain';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from '../src/platform/fast-serializer.ts';
import { isDeepStrictEqual } from 'node:util';
for (const [file, schema] of [['/tmp/s1.json', ZOrderFormResponse], ['/tmp/open.json', ZLoadOrderFormResponse]] as const) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const zs = (serializerCompiler as any)({ schema, method: 'PUT', url: 'x' });
  const fs = (fastSerializerCompiler as any)({ schema, method: 'PUT', url: 'x' });
  const a = zs(data), b = fs(data);
  console.log(file, 'equal', isDeepStrictEqual(JSON.parse(a), JSON.parse(b)), a.length, b.length, a === b);
  for (const [name, f] of [['zod', zs], ['fast', fs], ['stringify', JSON.stringify]] as const) {
    for (let i = 0; i < 300; i++) f(data);
    const t = performance.now(); for (let i = 0; i < 2000; i++) f(data); console.log(name, ((performance.now() - t) / 2000 * 1000).toFixed(0), 'us');
  }
}

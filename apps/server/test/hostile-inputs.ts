import fc from 'fast-check';

/**
 * Inputs for schema-driven fuzzing: from a route's JSON Schema (generated from its zod schema for the
 * OpenAPI document), values that fit it and values that break it in the ways an attacker or a broken
 * client would: wrong types, missing and extra fields, huge and hostile strings, extreme numbers, deep nesting.
 */
export type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
};

/** Strings people and attackers send: control characters (NUL first), markup, SQL, scripts, right-to-left marks, very long. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0001\u0002\u001f',
    '\r\n\t',
    "' or 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u202e\u200b\ufeff',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧪 文字 日本語 ção',
    '\ud800',
    '',
    ' ',
    'null',
    '{"__proto__":{"polluted":true}}',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

const hostileNumber: fc.Arbitrary<unknown> = fc.constantFrom(
  -1,
  0,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  0.5,
  '12abc',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
);

/** A nested value deep enough to trouble a recursive parser. */
const deepValue = fc.integer({ min: 50, max: 400 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { nested: value };
  return value;
});

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileString,
  fc.array(fc.oneof(fc.integer(), hostileString), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), hostileString), { maxKeys: 4 }),
  deepValue,
);

function typesOf(schema: TJsonSchema): string[] {
  if (schema.type) return [schema.type].flat();
  if (schema.properties) return ['object'];
  return [];
}

/** A value that fits the schema, as far as a generator can tell without running zod's refinements. */
export function fitting(schema: TJsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((v) => fitting(v, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return fitting(schema.allOf[0], depth + 1);
  const [type] = typesOf(schema).filter((t) => t !== 'null');
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date') return fc.constantFrom('2026-01-31', '2025-12-01');
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? 0, -1e6), max: Math.min(schema.maximum ?? 1e6, 1e6) });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fitting(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of properties) record[name] = fitting(property, depth + 1);
      return fc.record(record, { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) });
    }
    default:
      return anyJson;
  }
}

/** A value that breaks the schema, or fits it with one field made hostile. */
export function breaking(schema: TJsonSchema | undefined): fc.Arbitrary<unknown> {
  const properties = Object.keys(schema?.properties ?? {});
  const withHostileField =
    properties.length === 0
      ? anyJson
      : fc
          .tuple(fitting(schema), fc.constantFrom(...properties), anyJson)
          .map(([value, field, hostile]) => ({ ...(value as Record<string, unknown>), [field]: hostile }));
  return fc.oneof(
    withHostileField,
    fitting(schema).map((value) => ({
      ...(typeof value === 'object' && value ? value : {}),
      unexpected: '\u0000',
      __proto__x: 1,
    })),
    fc.constant({}),
    anyJson,
  );
}

/** A path or query value: an id that fits, or a hostile string. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom('1', '0', '-1', '99999999999', 'abc', '%00', '%2e%2e%2f', '%E2%80%AE', '%ZZ', 'a%00b'),
  // Lone surrogates cannot be percent-encoded: they become U+FFFD, as a browser would send them.
  hostileString.map((s) => encodeURIComponent(s.slice(0, 300).replace(/[\ud800-\udfff]/g, '\ufffd'))),
);

import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { MAX_PREPARED_PARAMETERS, statementNameOf } from './statement-names.ts';

/**
 * PGlite answers `query(text, params)` with an unnamed statement: every call parses and plans the SQL again,
 * in six separate trips through the WebAssembly backend. The portal's reads are a handful of statements run
 * over and over, so on the embedded database that planning was most of a read's cost (issue 9's profile).
 * This names each parameterised statement by its text, parses and describes it once, and then runs it with
 * one Bind/Describe/Execute trip, inside PGlite's own query lock exactly as `query` does. Transactions
 * (`transaction(tx => tx.query(…))`) are untouched: their statements go through PGlite's own path.
 */

const MAX_STATEMENTS = 2_000;

type TInternals = {
  _checkReady: () => Promise<void>;
  _runExclusiveTransaction: <T>(fn: () => Promise<T>) => Promise<T>;
  _runExclusiveQuery: <T>(fn: () => Promise<T>) => Promise<T>;
  execProtocolStream: PGlite['execProtocolStream'];
  syncToFs: () => Promise<void>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Parameters<typeof parse.parseResults>[1];
};

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function usePreparedStatements(client: PGlite): void {
  const pglite = client as unknown as TInternals;
  const unprepared = client.query.bind(client);
  /** Statement name → its parameter types, for the statements this connection has prepared. */
  const prepared = new Map<string, number[]>();
  const noSync = { syncToFs: false };

  async function runPrepared<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const name = statementNameOf(text);
    const messages: Awaited<ReturnType<PGlite['execProtocolStream']>> = [];
    try {
      let types = prepared.get(name);
      if (types === undefined) {
        await pglite.execProtocolStream(protocol.serialize.parse({ name, text }), noSync);
        types = parse.parseDescribeStatementResults(
          await pglite.execProtocolStream(protocol.serialize.describe({ type: 'S', name }), noSync),
        );
        prepared.set(name, types);
      }
      const parameterTypes = types;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serialize = options?.serializers?.[parameterTypes[index] ?? 0] ?? pglite.serializers[parameterTypes[index] ?? 0];
        return serialize ? serialize(value) : String(value);
      });
      messages.push(
        ...(await pglite.execProtocolStream(
          concat([
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
          ]),
          noSync,
        )),
      );
    } finally {
      messages.push(...(await pglite.execProtocolStream(protocol.serialize.sync(), noSync)));
    }
    await pglite.syncToFs();
    const [results] = parse.parseResults(messages, pglite.parsers, options);
    return results as Results<T>;
  }

  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (!params || params.length === 0 || params.length > MAX_PREPARED_PARAMETERS || options?.blob) {
      return unprepared<T>(text, params, options);
    }
    if (prepared.size >= MAX_STATEMENTS && !prepared.has(statementNameOf(text))) return unprepared<T>(text, params, options);
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => runPrepared<T>(text, params, options)));
  };
}

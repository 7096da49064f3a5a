import { readdirSync, readFileSync } from 'node:fs';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from './index.ts';

const META = new URL('../../drizzle/meta/', import.meta.url);

/** The snapshot `drizzle-kit generate` compares the schema with: the last one, by file name. */
function latestSnapshot() {
  const names = readdirSync(META)
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort();
  return JSON.parse(readFileSync(new URL(names[names.length - 1] as string, META), 'utf8'));
}

describe('drizzle schema snapshot', () => {
  it('holds the schema of src/schema, so generating a migration finds no change', async () => {
    const snapshot = latestSnapshot();
    const current = generateDrizzleJson(schema, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });

  it('is the snapshot of the last migration the journal lists', () => {
    const journal = JSON.parse(readFileSync(new URL('_journal.json', META), 'utf8')) as { entries: { tag: string }[] };
    const last = journal.entries[journal.entries.length - 1]?.tag ?? '';
    const names = readdirSync(META).filter((name) => name.endsWith('_snapshot.json'));
    expect(names).toContain(`${last.slice(0, 4)}_snapshot.json`);
  });
});

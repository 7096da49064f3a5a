import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories.ts';
import { buildSeeds, mutate, randomSource, type TSeedKind } from '../../../test/fixtures/files/file-mutations.ts';
import { findUploadRoutes, openOrderForm, sendToolUpload, uploadFile } from '../../../test/fixtures/files/upload-requests.ts';
import { staffClient } from '../../../test/fixtures/fulfilment/staff-requests.ts';
import { withTestApp } from '../../../test/test-app.ts';
import type { TApp } from '../../app.ts';
import type { Db } from '../../platform/db.ts';
import { parsePool } from '../../platform/parse-pool/shared-pools.ts';
import { grantDigitalPurchase } from '../digital-purchases/access.ts';
import { placeTestOrder } from '../orders/fixtures/checkout-fixtures.ts';
import { sendTestimonial } from '../testimonials/fixtures/testimonial-photos.ts';

/**
 * The file fuzzer: mutations of valid .doc, .docx, .pdf, .png, .jpg and .zip files (fixtures/file-mutations.ts)
 * sent to every upload route. Every answer must be below 500, every refusal an error the five catalogues
 * translate, and the server (this process) must live to the end. FUZZ_FILES sets how many files (2,000 here,
 * 20,000 in `npm run fuzz:files`), FUZZ_SEED the random seed (printed, so a failure can be replayed).
 */
const FILES = Number(process.env.FUZZ_FILES ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const LOCALES = ['en', 'zh', 'ja', 'pt', 'es'] as const;

type TAnswer = { statusCode: number; body: string };
type TFuzzTarget = { kinds: readonly TSeedKind[]; send: (fileName: string, content: Buffer) => Promise<TAnswer> };

/** A context (a researcher, an order form…) opened again every `every` files, under the routes' own limits. */
function rotating<T>(every: number, open: () => Promise<T>) {
  let current: Promise<T> | null = null;
  let used = 0;
  return {
    get: () => {
      if (!current || used >= every) {
        current = open();
        used = 0;
      }
      used += 1;
      return current;
    },
    renew: () => {
      current = null;
    },
  };
}

const IMAGES: readonly TSeedKind[] = ['png', 'jpg'];

/** An automated tool's upload, by a researcher (with a purchase) changed every `every` files under its limits. */
function toolRoute(url: string, fields: Record<string, string>, every: number, purchase?: 'translation' | 'editing') {
  return (app: TApp, db: Db): TFuzzTarget => {
    const researcher = rotating(every, async () => {
      const signedIn = await createSignedInUser(app, db);
      if (purchase) await grantDigitalPurchase(db, { userId: signedIn.user.id, type: purchase, uses: 100 });
      return signedIn;
    });
    return {
      kinds: ['doc', 'docx'],
      send: async (fileName, content) =>
        sendToolUpload(app, (await researcher.get()).session, url, fields, { fileName, content }),
    };
  };
}

/** Every upload route and the kinds of file it takes; the first test checks none is missing. */
const FUZZ_ROUTES: Record<string, (app: TApp, db: Db) => TFuzzTarget> = {
  'POST /api/order-form/:id/files': (app) => {
    // A visitor's new order form every 20 files.
    const form = rotating(20, () => openOrderForm(app));
    return {
      kinds: ['doc', 'docx', 'pdf', 'zip', 'png', 'jpg'],
      send: async (fileName, content) => {
        const { identity, requester } = await form.get();
        const kind = IMAGES.some((image) => fileName.endsWith(`.${image}`)) ? 'figure' : 'main';
        return uploadFile(app, identity, requester, kind, fileName, content);
      },
    };
  },
  'POST /api/grammar-check/create': toolRoute('/api/grammar-check/create', { terms: 'true' }, 50),
  'POST /api/digital-order/create': toolRoute('/api/digital-order/create', { language: 'spanish-to-english' }, 50, 'translation'),
  'POST /api/digital-edit/create': toolRoute('/api/digital-edit/create', { styleOfEnglish: 'american' }, 25, 'editing'),
  'POST /api/order/:externalId/proof-of-payment': (app, db) => {
    const order = rotating(20, async () => {
      const { user, session } = await createSignedInUser(app, db);
      const { externalId } = await placeTestOrder(db, user.id, { status: 'awaiting-payment' });
      return { session, externalId };
    });
    return {
      kinds: ['pdf', 'png', 'jpg'],
      send: async (fileName, content) => {
        const { session, externalId } = await order.get();
        return sendToolUpload(app, session, `/api/order/${externalId}/proof-of-payment`, {}, { fileName, content }, 'file');
      },
    };
  },
  'POST /api/staff/orders/:externalId/deliverables': (app, db) => {
    const order = rotating(50, async () => {
      const researcher = await createUser(db);
      const { externalId } = await placeTestOrder(db, researcher.id);
      const { session } = await createSignedInUser(app, db, { role: 'staff' });
      return { session, externalId };
    });
    return {
      kinds: ['docx', 'doc', 'pdf', 'zip'],
      send: async (fileName, content) => {
        const { session, externalId } = await order.get();
        return staffClient(app, session).upload(externalId, fileName, content);
      },
    };
  },
  'POST /api/testimonials/create': (app, db) => {
    // One testimonial per researcher: a photo that is taken ends that researcher's turn.
    const researcher = rotating(Number.POSITIVE_INFINITY, () => createSignedInUser(app, db));
    return {
      kinds: IMAGES,
      send: async (fileName, content) => {
        const answer = await sendTestimonial(app, (await researcher.get()).session, 'Fuzzed photo', [{ fileName, content }]);
        if (answer.statusCode < 300) researcher.renew();
        return answer;
      },
    };
  },
};

/** Every message key of a locale, whatever its catalogue. */
function keysOf(locale: string): Set<string> {
  const folder = path.join(import.meta.dirname, `../../../../web/src/locales/${locale}`);
  const keys = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    for (const key of Object.keys(JSON.parse(readFileSync(path.join(folder, file), 'utf8')))) keys.add(key);
  }
  return keys;
}

describe('the file fuzzer on every upload route', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'file-fuzz-'));
  const t = withTestApp('pglite', { DATA_DIR: dataDir, MAX_UPLOAD_BYTES: String(4 * 1024 ** 2) });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('knows every route that takes a file', async () => {
    expect(await findUploadRoutes(t.app)).toEqual(Object.keys(FUZZ_ROUTES));
  });

  it(`answers ${FILES} mutated files below 500, each refusal in five languages, and lives`, {
    timeout: 120_000 + FILES * 400,
  }, async () => {
    const random = randomSource(SEED);
    const seeds = await buildSeeds();
    const targets = Object.entries(FUZZ_ROUTES).map(([route, open]) => ({ route, target: open(t.app, t.db) }));
    const started = Date.now();
    const processesBefore = parsePool('documents').started + parsePool('grammar').started;
    const failures: unknown[] = [];
    const perRoute = new Map<string, Record<string, number>>();
    const refusals = new Set<string>();
    for (let i = 0; i < FILES; i += 1) {
      const { route, target } = targets[i % targets.length] as (typeof targets)[number];
      const kind = random.pick(target.kinds);
      const content = mutate(seeds[kind], kind, random);
      const answer = await target.send(`fuzz-${i}.${kind}`, content).catch((error: unknown) => ({
        statusCode: 599,
        body: String(error instanceof Error ? error.message : error),
      }));
      const counts = perRoute.get(route) ?? {};
      counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
      perRoute.set(route, counts);
      if (answer.statusCode >= 500)
        failures.push({ route, file: i, kind, status: answer.statusCode, body: answer.body.slice(0, 300) });
      else if (answer.statusCode >= 400) {
        const error = (JSON.parse(answer.body) as { error?: unknown }).error;
        if (typeof error === 'string') refusals.add(error.split('?')[0] as string);
        else failures.push({ route, file: i, kind, status: answer.statusCode, body: answer.body.slice(0, 300) });
      }
    }
    const seconds = (Date.now() - started) / 1000;
    const restarted = parsePool('documents').started + parsePool('grammar').started - processesBefore;
    console.info(
      `file fuzzer, seed ${SEED}: ${FILES} files in ${seconds.toFixed(1)} s (${((seconds * 1000) / FILES).toFixed(1)} ms a file), ` +
        `parse processes started ${restarted}, failures ${failures.length}\n` +
        [...perRoute].map(([route, counts]) => `  ${route}: ${JSON.stringify(counts)}`).join('\n') +
        `\n  refusals: ${[...refusals].sort().join(', ')}`,
    );
    expect(failures).toEqual([]);
    for (const locale of LOCALES) {
      const keys = keysOf(locale);
      expect({ locale, untranslated: [...refusals].filter((key) => !keys.has(key)) }).toEqual({ locale, untranslated: [] });
    }
  });
});

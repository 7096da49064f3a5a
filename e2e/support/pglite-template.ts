/**
 * `tsx support/pglite-template.ts`: writes the seeded PGlite template the journeys' servers start from (see
 * PGLITE_TEMPLATE_DIR in server.ts). It starts the portal once on an empty folder (which migrates it and seeds the
 * demo data), stops it cleanly, and keeps the folder. Run before the journeys by `npm test` in e2e; written afresh
 * every run, so it always matches the migrations and seed of the checkout.
 */
import { cp, rm, writeFile } from 'node:fs/promises';
import { PGLITE_TEMPLATE_DIR, PGLITE_TEMPLATE_MARK, PORT_RANGE, startPortalServer } from './server.ts';

const started = Date.now();
await rm(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
const server = await startPortalServer({ ports: PORT_RANGE(3291, 3299), fromTemplate: false, keepDataDir: true });
await server.stop();
if (!server.dataDir) throw new Error('the template server had no data folder');
await cp(server.dataDir, PGLITE_TEMPLATE_DIR, { recursive: true });
await rm(server.dataDir, { recursive: true, force: true });
await writeFile(PGLITE_TEMPLATE_MARK, new Date().toISOString());
console.log(`[pglite template] migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${PGLITE_TEMPLATE_DIR}`);

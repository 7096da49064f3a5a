import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts the real portal server (apps/server/src/main.ts under tsx) for the browser journeys and the
 * benchmark: a free port, a fresh PGlite folder or a given PostgreSQL URL, development mode (demo seed
 * and mailbox on). Used by the journeys and by bench/api-load.ts so both exercise the server exactly as `npm start` runs it.
 */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The production build the server serves: apps/web/dist, or WEB_DIST as the server itself reads it. */
/**
 * A data folder the server has already migrated and seeded (e2e/support/pglite-template.ts writes it before the
 * journeys run). A journey's server starts on a copy of it, which spares each of them creating a database and
 * seeding it (about 5 s of every start on this machine); without it, or with E2E_FRESH_DATABASE=1, each server
 * starts on an empty folder as before. The copy is the journey's own: journeys still never see each other's data.
 */
export const PGLITE_TEMPLATE_DIR = path.join(REPO_ROOT, 'e2e/.cache/pglite-template');
/** Written last into the template, so a half-written one is never used. */
export const PGLITE_TEMPLATE_MARK = path.join(PGLITE_TEMPLATE_DIR, '.complete');

export const WEB_DIST = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist');

export type TServerOptions = {
  /** Ports tried in order; the first one free is used. */
  ports: readonly number[];
  /** PostgreSQL connection string; without it the server runs on PGlite in a fresh temporary folder. */
  databaseUrl?: string;
  /** Where the server's output is written (created if needed). */
  logFile?: string;
  /** How long the server may take to answer its first request. */
  readyTimeoutMs?: number;
  env?: Record<string, string>;
  /** Whether a PGlite server starts on a copy of the seeded template when there is one (default true). */
  fromTemplate?: boolean;
  /** Keep the data folder when the server stops (the caller removes it). */
  keepDataDir?: boolean;
  /**
   * The host name the browser uses (and PUBLIC_URL names): 127.0.0.1 by default; `localhost` where an IP
   * address will not do, as a WebAuthn RP ID. The server listens on 127.0.0.1 either way.
   */
  publicHost?: 'localhost' | '127.0.0.1';
};

export type TRunningServer = {
  baseUrl: string;
  port: number;
  pid: number;
  dataDir: string | null;
  stop: () => Promise<void>;
};

export const PORT_RANGE = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * A claim on a port among this machine's journeys and benches: a lock file made with O_EXCL, holding the claimer's
 * pid. Probing alone is racy when journeys run side by side: two probes find a port free, one server takes it,
 * and the other's readiness check is answered by the first server. A claim whose process is gone is taken over.
 */
const PORT_CLAIMS = path.join(os.tmpdir(), 'portal-e2e-ports');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function claimPort(port: number): (() => void) | null {
  mkdirSync(PORT_CLAIMS, { recursive: true });
  const file = path.join(PORT_CLAIMS, `${port}.lock`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      const release = () => rmSync(file, { force: true });
      process.once('exit', release);
      return () => {
        process.removeListener('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner && isAlive(owner)) return null;
      rmSync(file, { force: true });
    }
  }
  return null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** The environment of the child: ours, minus what would change the mode or the database behind our back. */
function childEnv(port: number, dataDir: string | null, options: TServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  delete env.MAILBOX_ENABLED;
  delete env.SMTP_URL;
  return {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://${options.publicHost ?? '127.0.0.1'}:${port}`,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    WEB_DIST,
    ...options.env,
  };
}

async function tryStart(port: number, options: TServerOptions): Promise<TRunningServer | { failed: string }> {
  const dataDir = options.databaseUrl ? null : await mkdtemp(path.join(os.tmpdir(), 'portal-data-'));
  if (dataDir && options.fromTemplate !== false && !process.env.E2E_FRESH_DATABASE && existsSync(PGLITE_TEMPLATE_MARK)) {
    await cp(PGLITE_TEMPLATE_DIR, dataDir, { recursive: true });
  }
  const baseUrl = `http://${options.publicHost ?? '127.0.0.1'}:${port}`;
  const readyUrl = `http://127.0.0.1:${port}/api/researcher/load`;
  // PORTAL_NODE_ARGS: options for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a benchmark.
  const nodeArgs = (process.env.PORTAL_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: childEnv(port, dataDir, options),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : null;
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
    log?.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 10_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    await new Promise<void>((resolve) => (log ? log.end(resolve) : resolve()));
    if (dataDir && !options.keepDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  // E2E_READY_TIMEOUT_MS: a loaded machine (shared cores) may need longer than 90 s to start the server.
  const readyTimeoutMs = options.readyTimeoutMs ?? Number(process.env.E2E_READY_TIMEOUT_MS ?? 90_000);
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      return { failed: `server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output}` };
    }
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { baseUrl, port, pid: child.pid ?? -1, dataDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  return { failed: `server did not answer GET /api/researcher/load within ${readyTimeoutMs} ms:\n${output}` };
}

/** Starts the server on the first free port of the range; throws with the server's own output when it cannot. */
export async function startPortalServer(options: TServerOptions): Promise<TRunningServer> {
  if (options.logFile) await mkdir(path.dirname(options.logFile), { recursive: true });
  let lastFailure = 'no port was free';
  for (const port of options.ports) {
    const release = claimPort(port);
    if (!release) continue;
    if (!(await isPortFree(port))) {
      release();
      continue;
    }
    const result = await tryStart(port, options).catch((error: unknown) => {
      release();
      throw error;
    });
    if (!('failed' in result)) {
      const stop = result.stop;
      return {
        ...result,
        stop: async () => {
          await stop();
          release();
        },
      };
    }
    release();
    lastFailure = result.failed;
    // Another process took the port between our probe and the server's listen: try the next one.
    if (!lastFailure.includes('EADDRINUSE')) break;
  }
  throw new Error(`Could not start the portal server on ports ${options.ports.join(', ')}: ${lastFailure}`);
}

export function hasWebBuild(): boolean {
  return existsSync(path.join(WEB_DIST, 'index.html'));
}

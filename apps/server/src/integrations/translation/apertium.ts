import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { batchesOf, type TLanguagePair, TranslationEngineError, type TTranslationEngine } from './engine.ts';
import { translateProtected } from './glossary.ts';
import { markedLinesOfStream, streamLineOf } from './inline-markup.ts';

/**
 * The offline engine: Apertium's command-line pipeline (Debian packages apertium, apertium-eng-spa and
 * apertium-es-pt), run as a child process so its CPU work never touches the API's event loop. Spanish →
 * English is the mode spa-eng; Portuguese → English goes through Spanish (pt-es, then spa-eng).
 *
 * A batch of segments goes to one process as lines: Apertium's plain-text format keeps every line break, so
 * the n-th output line is the n-th segment's translation. A batch answering another number of lines is
 * translated again segment by segment.
 *
 * Marked segments (inline-markup.ts) go in Apertium's own stream format (`-f none`): a styled word as a
 * word-bound blank, which the pipeline moves with its word when it reorders, and a kept span as a superblank.
 * They go in null-flush mode (`-z`), each segment ended by a NUL: without it the transfer rules read across
 * the line break of a segment without final punctuation (a heading, a caption) and move a word into the
 * next one ("Cuadro: datos del campo" + "Materiales y métodos" gave "…data of the Material" + "field and
 * methods").
 */

export type TApertiumOptions = { command: string; timeoutMs: number };

/** The chain of Apertium modes for each pair it can offer, and the modes each needs installed. */
const ROUTES: readonly { pair: TLanguagePair; modes: readonly string[] }[] = [
  { pair: { from: 'es', to: 'en' }, modes: ['spa-eng'] },
  { pair: { from: 'pt', to: 'en' }, modes: ['pt-es', 'spa-eng'] },
];

const MAX_BATCH_SEGMENTS = 500;
const MAX_BATCH_CHARS = 200_000;

/** The installed modes (`apertium -l`); none when apertium is not installed. */
function installedModes(command: string): Promise<Set<string>> {
  return new Promise((resolve) => {
    execFile(command, ['-l'], { timeout: 10_000 }, (error, stdout) => {
      if (error) return resolve(new Set());
      resolve(new Set(stdout.split(/\s+/).filter(Boolean)));
    });
  });
}

/**
 * One Apertium process: the input from a private temporary file (apertium's script opens /dev/stdin, which
 * is not readable when Node's stdin is a socket), its output, killed past the timeout.
 */
export async function runApertiumMode(
  options: TApertiumOptions,
  mode: string,
  input: string,
  format: 'txt' | 'none' = 'txt',
): Promise<string> {
  // The stream format goes in null-flush mode: each NUL-ended block is translated on its own.
  const dir = await mkdtemp(path.join(tmpdir(), 'apertium-'));
  const inputFile = path.join(dir, 'input.txt');
  try {
    await writeFile(inputFile, input, { encoding: 'utf8', mode: 0o600 });
    return await runProcess(options, mode, inputFile, format);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function runProcess(options: TApertiumOptions, mode: string, inputFile: string, format: 'txt' | 'none'): Promise<string> {
  return new Promise((resolve, reject) => {
    // Its own process group, so that a timeout ends the whole pipeline, not only the script.
    const child = spawn(options.command, [...(format === 'none' ? ['-z'] : []), '-u', '-f', format, mode, inputFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let isSettled = false;
    const settle = (error: Error | null, value?: string) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(value ?? '');
    };
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      settle(new TranslationEngineError(`apertium ${mode} timed out`));
    }, options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 20) err.push(chunk);
    });
    child.on('error', (error) => settle(new TranslationEngineError(`apertium could not start: ${error.message}`)));
    child.on('close', (code) => {
      const message = Buffer.concat(err).toString('utf8').slice(0, 300);
      if (code !== 0) return settle(new TranslationEngineError(`apertium ${mode} exited with ${code}: ${message}`));
      settle(null, Buffer.concat(out).toString('utf8'));
    });
  });
}

/** Segments as lines (a line break inside one would split it); empty ones are not sent. */
const asLine = (segment: string) => segment.replace(/[\r\n\u2028\u2029]+/g, ' ');

/** The answers of a null-flush run: one per NUL-ended block (trailing NULs of the pipeline dropped). */
function markedBlocksOf(output: string): string[] {
  const blocks = output.split('\0');
  while (blocks.length > 0 && (blocks.at(-1) as string).trim() === '') blocks.pop();
  return blocks.map((block) => markedLinesOfStream(block).join(' '));
}

async function translateLines(
  options: TApertiumOptions,
  modes: readonly string[],
  lines: readonly string[],
  isMarked: boolean,
): Promise<string[]> {
  let text = isMarked ? lines.map((line) => `${streamLineOf(line)}\0`).join('') : `${lines.join('\n')}\n`;
  for (const mode of modes) text = await runApertiumMode(options, mode, text, isMarked ? 'none' : 'txt');
  const output = isMarked ? markedBlocksOf(text) : text.split('\n');
  if (!isMarked && output.at(-1) === '') output.pop();
  if (output.length === lines.length) return output;
  if (lines.length === 1) return [output.join(' ')];
  // Rare: a line the pipeline merged or split. One line per process gives each its own answer.
  const single: string[] = [];
  for (const line of lines) single.push(...(await translateLines(options, modes, [line], isMarked)));
  return single;
}

export function createApertiumEngine(options: TApertiumOptions): TTranslationEngine {
  let routes: Promise<{ pair: TLanguagePair; modes: readonly string[] }[]> | null = null;
  const availableRoutes = () => {
    routes ??= installedModes(options.command).then((modes) => ROUTES.filter((r) => r.modes.every((m) => modes.has(m))));
    return routes;
  };
  return {
    name: 'apertium',
    languagePairs: async () => (await availableRoutes()).map((r) => r.pair),
    async translate(request) {
      const route = (await availableRoutes()).find((r) => r.pair.from === request.from && r.pair.to === request.to);
      if (!route) throw new TranslationEngineError(`apertium does not offer ${request.from}→${request.to}`);
      const isMarked = request.markup === true;
      return translateProtected(request.segments, request.glossary, isMarked, async (segments) => {
        const lines = segments.map(asLine);
        const sent = lines.map((line, index) => ({ line, index })).filter((s) => s.line.trim() !== '');
        const result = lines.map(() => '');
        let offset = 0;
        for (const batch of batchesOf(
          sent.map((s) => s.line),
          MAX_BATCH_SEGMENTS,
          MAX_BATCH_CHARS,
        )) {
          const translated = await translateLines(options, route.modes, batch, isMarked);
          translated.forEach((text, i) => {
            const target = sent[offset + i];
            if (target) result[target.index] = text.trim();
          });
          offset += batch.length;
        }
        return result;
      });
    },
  };
}

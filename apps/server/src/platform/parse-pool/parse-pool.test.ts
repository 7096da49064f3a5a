import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createParsePool, ParseProcessError, ParseTaskError, parseNiceness } from './parse-pool.ts';

const run = promisify(execFile);

/** Whether a process still runs (a zombie nobody reaped does not). */
function isRunning(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}
const TASKS = new URL('../../../test/fixtures/parse-pool/pool-tasks.ts', import.meta.url);
const warnings: object[] = [];
const log = { warn: (details: object) => warnings.push(details) };

describe('the parse pool', () => {
  const pool = createParsePool(
    'test',
    { processes: 2, maxHeapMb: 64, maxRssMb: 400, timeoutMs: 12_000, maxOutputBytes: 1024 ** 2 },
    log,
  );
  afterAll(() => pool.close());

  it('runs a task in a child process and answers its result, Buffers included', async () => {
    expect(await pool.run(TASKS, 'echo', [{ a: [1, 'b'] }])).toEqual({ a: [1, 'b'] });
    expect(await pool.run(TASKS, 'length', [Buffer.from('hello')])).toEqual({ isBuffer: true, length: 5 });
    expect(await pool.run<number>(TASKS, 'pid', [])).not.toBe(process.pid);
  });

  it("runs its processes at a lower scheduling priority than the server's (PARSE_NICENESS, 10 by default)", async () => {
    const saved = process.env.PARSE_NICENESS;
    const limits = { processes: 1, maxHeapMb: 64, maxRssMb: 400, timeoutMs: 12_000, maxOutputBytes: 1024 ** 2 };
    const niced = createParsePool('niced', limits, log);
    try {
      delete process.env.PARSE_NICENESS;
      expect(getPriority(await niced.run<number>(TASKS, 'pid', []))).toBe(Math.min(19, getPriority() + 10));
    } finally {
      if (saved === undefined) delete process.env.PARSE_NICENESS;
      else process.env.PARSE_NICENESS = saved;
      await niced.close();
    }
    expect(['', ' ', '0', '5', '19', '20', '-1', '2.5', 'low'].map((value) => parseNiceness(value))).toEqual([
      10, 10, 0, 5, 19, 10, 10, 10, 10,
    ]);
  });

  it('keeps its processes for the next task', async () => {
    const before = pool.started;
    await Promise.all(Array.from({ length: 6 }, () => pool.run(TASKS, 'pid', [])));
    expect(pool.started - before).toBeLessThanOrEqual(2);
  });

  it("answers a task's own error by its class name", async () => {
    const failure = await pool.run(TASKS, 'refuse', []).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ParseTaskError);
    expect((failure as ParseTaskError).taskErrorName).toBe('BrokenInputError');
  });

  it('survives a V8 abort, an exit, a hang, native memory and an oversized answer, and goes on answering', async () => {
    const reasons = await Promise.all(
      [
        pool.run(TASKS, 'growForever', []),
        pool.run(TASKS, 'exit', []),
        pool.run(TASKS, 'spin', []),
        pool.run(TASKS, 'holdNativeMemory', [600]),
        pool.run(TASKS, 'bigAnswer', [2 * 1024 ** 2]),
      ].map((run) =>
        run.then(
          () => 'answered',
          (error: unknown) => (error instanceof ParseProcessError ? error.reason : error),
        ),
      ),
    );
    expect(reasons).toEqual(['out-of-memory', 'crashed', 'timed-out', 'out-of-memory', 'output-too-large']);
    expect(await pool.run(TASKS, 'echo', ['still here'])).toBe('still here');
  }, 60_000);

  it('does not keep the process alive while idle, and its processes end with it', async () => {
    const script = fileURLToPath(new URL('../../../test/fixtures/parse-pool/run-one-task.ts', import.meta.url));
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script], { timeout: 20_000 });
    const childPid = Number(stdout.trim());
    expect(childPid).toBeGreaterThan(0);
    // The pool's process saw its parent go and ended too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(isRunning(childPid)).toBe(false);
  });
});

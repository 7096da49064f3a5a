import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';

const HOST = new URL('./parse-host.mjs', import.meta.url);

/**
 * The limits of one pool's processes. A task that passes one of them ends its process (a new one starts for
 * the next task) and rejects with a ParseProcessError naming the limit.
 */
export type TParsePoolLimits = {
  /** How many processes run tasks at once; more tasks wait in order. */
  processes: number;
  /** V8's heap ceiling of each process (--max-old-space-size). */
  maxHeapMb: number;
  /** The resident memory a process may reach while a task runs (native buffers and WASM included). */
  maxRssMb: number;
  /** How long one task may take. */
  timeoutMs: number;
  /** The largest answer a task may send back, as serialized. */
  maxOutputBytes: number;
};

export type TParseFailureReason = 'crashed' | 'timed-out' | 'out-of-memory' | 'output-too-large';

/** The process parsing a file ended or was ended: the file is refused (or its job fails), the server goes on. */
export class ParseProcessError extends Error {
  constructor(readonly reason: TParseFailureReason) {
    super(`parse process ${reason}`);
    this.name = 'ParseProcessError';
  }
}

/** The task itself threw: its error's name (UnreadableDocumentError…) and a short message, nothing more. */
export class ParseTaskError extends Error {
  constructor(
    readonly taskErrorName: string,
    message: string,
  ) {
    super(message);
    this.name = 'ParseTaskError';
  }
}

export type TParsePool = {
  /**
   * Runs `task` of the task module at `module` (a file URL whose module exports `parseTasks`) in one of the
   * pool's processes, with `args` (structured-clonable: Buffers arrive as Buffers, come back as Uint8Arrays).
   */
  run: <T>(module: URL, task: string, args: readonly unknown[]) => Promise<T>;
  /** Ends every process; a later run starts new ones. */
  close: () => Promise<void>;
  /** For tests and the benchmark: how many processes were started so far. */
  readonly started: number;
};

type TLog = { warn: (details: object, message: string) => void };

type TReply = { id: number; result?: unknown; error?: { name: string; message: string }; tooLarge?: number };

type TPending = {
  module: string;
  task: string;
  args: readonly unknown[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};

const STDERR_TAIL_BYTES = 2048;
const RSS_POLL_MS = 50;
const PAGE_BYTES = 4096;

/** The resident memory of a process in MiB, from /proc (Linux); null where there is none. */
async function residentMb(pid: number): Promise<number | null> {
  try {
    const statm = await readFile(`/proc/${pid}/statm`, 'utf8');
    return (Number(statm.split(' ')[1]) * PAGE_BYTES) / 1024 ** 2;
  } catch {
    return null;
  }
}

/**
 * How much lower a parse process's scheduling priority is than the server's: a parse or a grammar check is a
 * job that may take a moment longer, a signed-in page's read is not (measured with bench/grammar-check.ts: the
 * reads' p99 while four checks run). `PARSE_NICENESS` (0 to 19) overrides it; the test suite sets 0, where two
 * test files run at once and a parse at nice +10 would wait behind both.
 */
export const DEFAULT_PARSE_NICENESS = 10;

export function parseNiceness(value = process.env.PARSE_NICENESS): number {
  const niceness = Number(value);
  return value?.trim() && Number.isInteger(niceness) && niceness >= 0 && niceness <= 19 ? niceness : DEFAULT_PARSE_NICENESS;
}

function lowerPriority(child: ChildProcess): void {
  const niceness = parseNiceness();
  if (child.pid === undefined || niceness === 0) return;
  try {
    setPriority(child.pid, Math.min(19, getPriority() + niceness));
  } catch {
    // A system that does not let a process lower its children's priority runs them at the server's.
  }
}

/**
 * A pool of child processes that parse untrusted bytes: a parser that loops, aborts V8 ("invalid size"),
 * exhausts memory or hangs takes down its own process, never the server's. Processes start at the first
 * task and are kept for the next (loading the parsers costs far more than a task); an idle process does not
 * keep the server's process alive, and it exits when the server's process does.
 */
export function createParsePool(name: string, limits: TParsePoolLimits, log: TLog): TParsePool {
  type TSlot = { child: ChildProcess | null; busy: boolean };
  const slots: TSlot[] = Array.from({ length: limits.processes }, () => ({ child: null, busy: false }));
  const waiting: TPending[] = [];
  let sequence = 0;
  let started = 0;
  /** The end of what each process wrote to stderr: the reason V8 gives when it aborts. */
  const stderrTails = new WeakMap<ChildProcess, string>();
  /** Processes ended by close(): their end is no news. */
  const closed = new WeakSet<ChildProcess>();

  function spawn(): ChildProcess {
    started += 1;
    const child = fork(HOST, [], {
      execArgv: [`--max-old-space-size=${limits.maxHeapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: { ...process.env, PARSE_MAX_OUTPUT_BYTES: String(limits.maxOutputBytes) },
    });
    lowerPriority(child);
    stderrTails.set(child, '');
    child.stderr?.on('data', (chunk: Buffer) => {
      stderrTails.set(child, ((stderrTails.get(child) ?? '') + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES));
    });
    child.once('exit', (code, signal) => {
      const stderr = stderrTails.get(child)?.slice(0, 300);
      if ((code !== 0 || signal) && !closed.has(child)) log.warn({ pool: name, code, signal, stderr }, 'parse process ended');
    });
    child.on('error', (error) => log.warn({ pool: name, err: error }, 'parse process failed'));
    idle(child);
    return child;
  }

  /** An idle process holds nothing open that keeps the event loop alive. */
  function idle(child: ChildProcess) {
    child.unref();
    child.channel?.unref();
    (child.stderr as { unref?: () => void } | null)?.unref?.();
  }

  function busy(child: ChildProcess) {
    child.ref();
    child.channel?.ref();
  }

  function dispatch() {
    for (const slot of slots) {
      if (slot.busy) continue;
      const next = waiting.shift();
      if (!next) return;
      slot.busy = true;
      void runOn(slot, next).finally(() => {
        slot.busy = false;
        dispatch();
      });
    }
  }

  function runOn(slot: TSlot, pending: TPending): Promise<void> {
    const child = slot.child && slot.child.exitCode === null && slot.child.connected ? slot.child : spawn();
    slot.child = child;
    const id = ++sequence;
    return new Promise<void>((done) => {
      let ending: TParseFailureReason | null = null;
      const end = (reason: TParseFailureReason) => {
        ending ??= reason;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(() => end('timed-out'), limits.timeoutMs);
      const watchdog = setInterval(() => {
        if (child.pid === undefined) return;
        void residentMb(child.pid).then((mb) => {
          if (mb !== null && mb > limits.maxRssMb) end('out-of-memory');
        });
      }, RSS_POLL_MS);
      const settle = () => {
        clearTimeout(timer);
        clearInterval(watchdog);
        child.off('message', onMessage).off('exit', onExit);
        if (slot.child === child && child.exitCode === null) idle(child);
        done();
      };
      const onMessage = (reply: TReply) => {
        if (reply.id !== id) return;
        settle();
        if (reply.tooLarge !== undefined) return pending.reject(new ParseProcessError('output-too-large'));
        if (reply.error) return pending.reject(new ParseTaskError(reply.error.name, reply.error.message));
        pending.resolve(reply.result);
      };
      const onExit = () => {
        if (slot.child === child) slot.child = null;
        settle();
        // V8 aborts a process whose heap is exhausted ("heap out of memory"): the heap ceiling at work.
        const outOfHeap = /heap (limit|out of memory)/i.test(stderrTails.get(child) ?? '');
        pending.reject(new ParseProcessError(ending ?? (outOfHeap ? 'out-of-memory' : 'crashed')));
      };
      child.on('message', onMessage).once('exit', onExit);
      busy(child);
      child.send({ id, module: pending.module, task: pending.task, args: pending.args }, (error) => {
        if (error) end('crashed');
      });
    });
  }

  return {
    run<T>(module: URL, task: string, args: readonly unknown[]) {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ module: module.href, task, args, resolve: resolve as (value: unknown) => void, reject });
        dispatch();
      });
    },
    async close() {
      const ended = slots.flatMap((slot) => {
        const child = slot.child;
        slot.child = null;
        if (!child || child.exitCode !== null) return [];
        return [
          new Promise<void>((resolve) => {
            closed.add(child);
            child.once('exit', () => resolve());
            child.kill('SIGKILL');
          }),
        ];
      });
      await Promise.all(ended);
    },
    get started() {
      return started;
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface Managed {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the child has ended. */
  exited: Promise<number | string>;
  /** The last lines the child printed (from its log file when it has one): for an error message. */
  recentOutput(): string;
  stop(): Promise<void>;
}

const KEEP_LINES = 60;

/** Prefixes each line a child prints with its name, so one terminal can show the whole stack. */
function pipeWithPrefix(
  stream: NodeJS.ReadableStream | null,
  name: string,
  quiet: boolean,
  recent: string[],
) {
  if (!stream) return;
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      recent.push(line);
      if (recent.length > KEEP_LINES) recent.shift();
      if (!quiet) process.stdout.write(`[${name}] ${line}\n`);
    }
  });
}

/** The last lines of a log file. */
export function tail(path: string, lines = KEEP_LINES): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export interface ProcessOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Hide the child's output (it is still kept for an error message). */
  quiet?: boolean;
  /**
   * A file (made anew) that takes all the child's output instead of the terminal: for a
   * chatty child (the database), whose lines are no news to whoever runs the platform.
   */
  log?: string;
}

/** Starts a long-running child that is stopped with SIGTERM (then SIGKILL after 10 s). */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: ProcessOptions = {},
): Managed {
  const { log } = options;
  let output: number | 'pipe' = 'pipe';
  if (log) {
    mkdirSync(dirname(log), { recursive: true });
    output = openSync(log, 'w');
  }
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', output, output],
  });
  if (typeof output === 'number') closeSync(output); // the child holds its own copy
  const recent: string[] = [];
  pipeWithPrefix(child.stdout, name, options.quiet ?? false, recent);
  pipeWithPrefix(child.stderr, name, options.quiet ?? false, recent);
  // A child that cannot start at all (missing binary) emits 'error': it counts as an exit.
  const exited = once(child, 'exit').then(
    ([code, signal]) => (code ?? signal) as number | string,
    (error: unknown) => {
      recent.push(String(error));
      return 'error';
    },
  );
  return {
    name,
    child,
    exited,
    recentOutput: () => (log ? tail(log) : recent.join('\n')),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a command to its end; rejects with its last output when it fails or is aborted. */
export async function runToEnd(
  name: string,
  command: string,
  args: string[],
  options: ProcessOptions & { signal?: AbortSignal } = {},
): Promise<void> {
  options.signal?.throwIfAborted();
  const managed = startProcess(name, command, args, options);
  const abort = () => void managed.stop();
  options.signal?.addEventListener('abort', abort, { once: true });
  const code = await managed.exited;
  options.signal?.removeEventListener('abort', abort);
  options.signal?.throwIfAborted();
  if (code !== 0) {
    const where = options.log ? ` (log: ${options.log})` : '';
    throw new Error(`${name} failed (${code})${where}:\n${managed.recentOutput()}`);
  }
}

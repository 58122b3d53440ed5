import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface Managed {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Prefixes each line a child prints with its name, so one terminal can show the whole stack. */
function pipeWithPrefix(stream: NodeJS.ReadableStream | null, name: string, quiet: boolean) {
  if (!stream) return;
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    if (!quiet) for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
  });
}

/** Starts a long-running child that is stopped with SIGTERM (then SIGKILL after 10 s). */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; quiet?: boolean } = {},
): Managed {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeWithPrefix(child.stdout, name, options.quiet ?? false);
  pipeWithPrefix(child.stderr, name, options.quiet ?? false);
  const exited = once(child, 'exit');
  return {
    name,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

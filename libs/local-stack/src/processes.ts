import { spawn, ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { localPath } from './paths';

export interface Managed {
  name: string;
  child: ChildProcess;
  logFile: string;
}

/** Starts a long-running process with its output in .local/logs/<name>.log. */
export function startProcess(
  name: string,
  cmd: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Managed {
  const logFile = localPath('logs', `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(cmd, args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', out, out],
    // Own process group, so stopping kills the JVM or tsx together with its children.
    detached: true,
  });
  fs.closeSync(out);
  return { name, child, logFile };
}

export function stopProcess(m: Managed, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (m.child.exitCode !== null || m.child.signalCode !== null || m.child.pid === undefined) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-m.child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 8000);
    m.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-m.child.pid, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

export function isPortOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs: number,
  m?: Managed,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (m && m.child.exitCode !== null) {
      throw new Error(`${what} exited with code ${m.child.exitCode}; see ${m.logFile}\n${logTail(m.logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer within ${Math.round(timeoutMs / 1000)} s; see ${m?.logFile ?? 'its log'}`);
}

/** The last lines of a log, so an error names why a process stopped even after its folder is gone. */
export function logTail(file: string, lines = 15): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export function hasCommand(cmd: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

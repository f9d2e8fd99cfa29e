import { spawn } from 'node:child_process';

export interface RunResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/**
 * Runs a tool with an argv array (no shell, so nothing in a script or file name is ever interpreted),
 * optional stdin, a time limit, and capped output so a runaway tool cannot eat memory.
 */
export function run(
  cmd: string,
  args: string[],
  opts: { input?: string; timeoutMs?: number; maxStdout?: number } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    const max = opts.maxStdout ?? 64 * 1024 * 1024;
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 60_000);
    child.stdout.on('data', (d: Buffer) => {
      outBytes += d.length;
      if (outBytes > max) child.kill('SIGKILL');
      else out.push(d);
    });
    child.stderr.on('data', (d: Buffer) => {
      if (err.length < 64 * 1024) err += d.toString('utf8');
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 137 : 1), stdout: Buffer.concat(out), stderr: err });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(opts.input ?? '');
  });
}

/** Like run, but a non-zero exit is an error carrying the tool's last words. */
export async function runOk(cmd: string, args: string[], opts: Parameters<typeof run>[2] = {}): Promise<RunResult> {
  const r = await run(cmd, args, opts);
  if (r.code !== 0) throw new Error(`${cmd} exited ${r.code}: ${r.stderr.trim().split('\n').slice(-3).join(' | ')}`);
  return r;
}

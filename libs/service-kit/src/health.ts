import type { ServiceHealth, DependencyState } from '@rbt/contracts';

export type HealthCheck = () => Promise<void>;

async function timed(check: HealthCheck, timeoutMs: number): Promise<DependencyState> {
  const start = Date.now();
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs)),
    ]);
    return { status: 'ok', latencyMs: Date.now() - start };
  } catch (err) {
    return { status: 'down', latencyMs: Date.now() - start, error: (err as Error).message };
  }
}

export async function runHealthChecks(
  service: string,
  checks: Record<string, HealthCheck>,
  timeoutMs = 2000,
): Promise<ServiceHealth> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([k, c]) => [k, await timed(c, timeoutMs)] as const),
  );
  const dependencies = Object.fromEntries(entries);
  const down = entries.some(([, s]) => s.status === 'down');
  return { service, status: down ? 'degraded' : 'ok', dependencies };
}

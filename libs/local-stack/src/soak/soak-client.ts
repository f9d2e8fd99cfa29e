/**
 * An HTTP client as the portal's browser code behaves: same-origin writes, the session cookie, and a 502/503
 * retried with backoff (the product's contract for a service that is restarting). Every attempt is counted.
 */

/** A retry budget long enough to outlast a service restart on the slow shared box (tsx start-up is 5–20 s). */
const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 4000, 4000, 4000, 4000, 8000, 8000, 8000, 8000, 8000];
const RETRIED = new Set([502, 503]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface FiveXx {
  at: string;
  method: string;
  path: string;
  status: number;
  body: string;
}

export class SoakStats {
  requests = 0;
  byStatus: Record<string, number> = {};
  /** 502/503 answers whose call then succeeded on a retry. */
  fiveXxRecovered = 0;
  /** 5xx answers that were never followed by a success: not retriable (500, 504) or the retries ran out. */
  fiveXxUnrecovered: FiveXx[] = [];
  /** Calls whose request never got an answer (socket error); the gateway never restarts, so there should be none. */
  networkErrors: string[] = [];
  count(status: number) {
    this.requests += 1;
    this.byStatus[status] = (this.byStatus[status] ?? 0) + 1;
  }
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  retried5xx: number;
}

export class SoakClient {
  cookie = '';

  constructor(
    private readonly base: string,
    private readonly stats: SoakStats,
  ) {}

  /** One logical call: retries 502/503 (or `retried`) with backoff and returns the final answer, whatever its status. */
  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    retried: ReadonlySet<number> = RETRIED,
  ): Promise<Answer<T>> {
    const seen: FiveXx[] = [];
    for (let attempt = 0; ; attempt += 1) {
      let res: Response;
      try {
        res = await fetch(`${this.base}${path}`, {
          method,
          headers: {
            origin: this.base,
            'content-type': 'application/json',
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(60_000),
        });
      } catch (err) {
        this.stats.networkErrors.push(`${new Date().toISOString()} ${method} ${path}: ${(err as Error).message}`);
        this.stats.fiveXxUnrecovered.push(...seen);
        throw err;
      }
      this.stats.count(res.status);
      const text = await res.text();
      if (res.status >= 500)
        seen.push({ at: new Date().toISOString(), method, path, status: res.status, body: text.slice(0, 200) });
      if (retried.has(res.status) && attempt < RETRY_DELAYS_MS.length) {
        await sleep(RETRY_DELAYS_MS[attempt]!);
        continue;
      }
      if (res.status >= 500) this.stats.fiveXxUnrecovered.push(...seen);
      else this.stats.fiveXxRecovered += seen.length;
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      return { status: res.status, body: parsed as T, headers: res.headers, retried5xx: seen.length };
    }
  }

  /** A call that must succeed with `expected`; anything else is thrown with its answer. */
  async expect<T = unknown>(
    expected: number,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<T>> {
    const a = await this.call<T>(method, path, body, headers);
    if (a.status !== expected) throw new UnexpectedAnswer(method, path, a.status, a.body);
    return a;
  }

  async signIn(email: string, password: string): Promise<void> {
    const a = await this.expect(200, 'POST', '/api/auth/signin', { email, password });
    this.cookie = a.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!this.cookie.includes('rbt.sid=')) throw new Error(`sign-in as ${email} set no rbt.sid cookie`);
  }
}

export class UnexpectedAnswer extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${method} ${path}: ${status} ${JSON.stringify(body).slice(0, 300)}`);
  }
}

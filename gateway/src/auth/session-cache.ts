import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type Redis from 'ioredis';
import type { SessionUser } from './session';

interface Entry {
  id: string;
  user: SessionUser;
  touchedAt: number;
  readAt: number;
}

/**
 * Signed-in sessions as the API fast path last read them from Redis, keyed by the raw cookie value (so a hit skips
 * both the cookie's HMAC and the Redis round trip). An entry lives one second at most, and every session the store
 * destroys (logout, id rotation at sign-in) is dropped here and, through Redis pub/sub, on every other gateway
 * instance. `ended` returns only once every listening instance has said it dropped the session: a message published
 * is not yet a message read, and on a busy machine the next call reached another instance before it had read it.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly subscriber: Redis;
  /** Cached entries are trusted only while drops can reach this instance. */
  private listening = false;
  /** Counts drops, so a Redis read that started before one is not cached after it. */
  private drops = 0;

  constructor(
    private readonly redis: Redis,
    private readonly channel: string,
    private readonly ttlMs = 1000,
    private readonly maxEntries = 20_000,
    private readonly ackWaitMs = 2000,
  ) {
    this.subscriber = redis.duplicate();
    // On every (re)connection: a subscription that failed or lapsed is made again, and nothing is cached meanwhile.
    this.subscriber.on('ready', () => {
      this.subscriber.subscribe(channel).then(
        () => (this.listening = true),
        () => undefined,
      );
    });
    this.subscriber.on('close', () => this.deaf());
    this.subscriber.on('message', (_channel: string, message: string) => {
      const [id = '', ack] = message.split(' ');
      this.drop(id);
      // A lost ack (Redis away) only makes that logout wait its bounded time; it must not be an unhandled rejection,
      // which ends the process (onFatal).
      if (ack)
        void this.redis
          .multi()
          .incr(this.ackKey(ack))
          .pexpire(this.ackKey(ack), 60_000)
          .exec()
          .catch(() => undefined);
    });
  }

  /** Read before a Redis read of a session; hand it back to `set`. */
  version(): number {
    return this.drops;
  }

  get(cookie: string, now = Date.now()): Entry | undefined {
    if (!this.listening) return undefined;
    const hit = this.entries.get(cookie);
    if (hit && now - hit.readAt < this.ttlMs) return hit;
    if (hit) this.entries.delete(cookie);
    return undefined;
  }

  /** Caches what a read started at `version` found, unless a session was dropped since (it may be this one). */
  set(cookie: string, entry: Entry, version: number): void {
    if (!this.listening || version !== this.drops) return;
    // A crude bound: entries are small and re-read within a second anyway.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(cookie, entry);
  }

  /** Called by the session store whenever it destroys a session; returns once every listening instance dropped it. */
  async ended(id: string): Promise<void> {
    this.drop(id);
    const ack = randomUUID();
    const listeners = await this.redis.publish(this.channel, `${id} ${ack}`);
    // An instance that dies meanwhile never answers: past the wait its cache has expired (ttlMs) anyway.
    const deadline = Date.now() + Math.max(this.ackWaitMs, this.ttlMs);
    while (Date.now() < deadline && Number((await this.redis.get(this.ackKey(ack))) ?? 0) < listeners) await sleep(5);
  }

  private ackKey(ack: string): string {
    return `${this.channel}:ack:${ack}`;
  }

  private drop(id: string): void {
    this.drops += 1;
    for (const [cookie, e] of this.entries) if (e.id === id) this.entries.delete(cookie);
  }

  private deaf(): void {
    this.listening = false;
    this.entries.clear();
  }

  async close(): Promise<void> {
    this.deaf();
    this.subscriber.disconnect();
  }
}

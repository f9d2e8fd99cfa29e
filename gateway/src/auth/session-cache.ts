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
 * destroys (logout, id rotation at sign-in) is dropped at once here and, through Redis pub/sub, on every other
 * gateway instance: a logout takes effect everywhere before its response is sent.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly subscriber: Redis;

  constructor(
    private readonly redis: Redis,
    private readonly channel: string,
    private readonly ttlMs = 1000,
    private readonly maxEntries = 20_000,
  ) {
    this.subscriber = redis.duplicate();
    void this.subscriber.subscribe(channel);
    this.subscriber.on('message', (_channel: string, id: string) => this.drop(id));
  }

  get(cookie: string, now = Date.now()): Entry | undefined {
    const hit = this.entries.get(cookie);
    if (hit && now - hit.readAt < this.ttlMs) return hit;
    if (hit) this.entries.delete(cookie);
    return undefined;
  }

  set(cookie: string, entry: Entry): void {
    // A crude bound: entries are small and re-read within a second anyway.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(cookie, entry);
  }

  /** Called by the session store whenever it destroys a session. */
  async ended(id: string): Promise<void> {
    this.drop(id);
    await this.redis.publish(this.channel, id);
  }

  private drop(id: string): void {
    for (const [cookie, e] of this.entries) if (e.id === id) this.entries.delete(cookie);
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }
}

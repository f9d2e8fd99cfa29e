import type Redis from 'ioredis';
import type { Logger } from '@rbt/service-kit';
import type { KeyRecord, PlatformsRepository } from './platforms-repository';

interface Entry {
  record: KeyRecord | null;
  readAt: number;
}

/**
 * Platform keys as the /rtb path last read them, by key id, so a decision request costs one SHA-256 and no
 * database round trip. An entry (an unknown id too, so a stream of bad keys does not become a stream of queries)
 * lives `ttlMs`; every change an admin makes (revoke, rotate) drops the platform's keys here and, through Redis
 * pub/sub, on every other gateway instance at once: the TTL only bounds how stale a lost message can leave one.
 * Concurrent misses of one id share one query.
 */
export class PlatformKeyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<KeyRecord | null>>();
  private readonly touchedAt = new Map<string, number>();
  private readonly subscriber: Redis;
  /** Bumped by every invalidation: a load that started before one does not cache what it read. */
  private epoch = 0;

  constructor(
    private readonly repo: PlatformsRepository,
    private readonly redis: Redis,
    private readonly channel: string,
    private readonly logger: Logger,
    private readonly ttlMs = 5000,
    private readonly maxEntries = 10_000,
  ) {
    this.subscriber = redis.duplicate();
    void this.subscriber.subscribe(channel).catch((err: Error) => logger.warn({ err: err.message }, 'key cache'));
    this.subscriber.on('message', (_channel: string, ids: string) => this.drop(ids.split(',')));
  }

  /** The cached answer for `keyId` (null = no such key), or undefined when it must be loaded. */
  get(keyId: string, now = Date.now()): KeyRecord | null | undefined {
    const hit = this.entries.get(keyId);
    if (hit && now - hit.readAt < this.ttlMs) return hit.record;
    return undefined;
  }

  load(keyId: string): Promise<KeyRecord | null> {
    const pending = this.loading.get(keyId);
    if (pending) return pending;
    const started = this.epoch;
    const p = this.repo.findKey(keyId).then(
      (record) => {
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        if (started === this.epoch) this.entries.set(keyId, { record, readAt: Date.now() });
        this.loading.delete(keyId);
        return record;
      },
      (err: unknown) => {
        this.loading.delete(keyId);
        throw err;
      },
    );
    this.loading.set(keyId, p);
    return p;
  }

  /** Records a use at most once a minute per key and instance: lastUsedAt is for people, not for billing. */
  used(record: KeyRecord, now = Date.now()): void {
    if (now - (this.touchedAt.get(record.keyId) ?? 0) < 60_000) return;
    if (this.touchedAt.size >= this.maxEntries) this.touchedAt.clear();
    this.touchedAt.set(record.keyId, now);
    this.repo
      .touch(record.platformId, record.keyId, new Date(now))
      .catch((err: Error) => this.logger.warn({ err: err.message }, 'could not record key use'));
  }

  /** After an admin changed keys: forget them here and on every other instance before answering. */
  async changed(keyIds: string[]): Promise<void> {
    if (keyIds.length === 0) return;
    this.drop(keyIds);
    await this.redis.publish(this.channel, keyIds.join(','));
  }

  private drop(ids: string[]): void {
    this.epoch += 1;
    for (const id of ids) this.entries.delete(id);
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }
}

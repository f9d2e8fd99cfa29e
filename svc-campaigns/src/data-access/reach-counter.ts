import type Redis from 'ioredis';

/** Day and cell sketches outlive any date range the dashboard asks for (a year and a bit). */
const TTL_SEC = 400 * 86_400;
const campaignKey = (campaignId: string) => `reach:campaign:${campaignId}`;

/** Where a play happened, as the analytics cell it lands in. */
export interface PlaceOfPlay {
  campaignId: string;
  date: string;
  timeSlot: string;
  city: string;
}

/**
 * Unique reach from real subscriber hashes, as Redis HyperLogLogs (at most 12 KB each, sparse while small; standard
 * error 0.81 %): per campaign, per campaign × Karachi day, and per analytics cell (campaign × day × hour × city)
 * (docs/decisions/campaigns.md). PFADD answers whether the sketch changed: "a subscriber not seen before" up to
 * that error. Re-adding a hash changes nothing, so a redelivered play never counts twice.
 */
export function reachCounter(redis: Redis) {
  return {
    async add(at: PlaceOfPlay, subscriberHash: string) {
      const day = `${campaignKey(at.campaignId)}:${at.date}`;
      const cell = `${day}:${at.timeSlot}:${at.city}`;
      const r = await redis
        .multi()
        .pfadd(campaignKey(at.campaignId), subscriberHash)
        .pfadd(day, subscriberHash)
        .pfadd(cell, subscriberHash)
        .expire(day, TTL_SEC)
        .expire(cell, TTL_SEC)
        .exec();
      const failed = r?.find(([err]) => err)?.[0];
      if (!r || failed) throw failed ?? new Error('reach: the Redis transaction was discarded');
      return { newToCampaign: r[0][1] === 1, newToDay: r[1][1] === 1, newToCell: r[2][1] === 1 };
    },
    /** Estimated distinct subscribers of a campaign: all time, or over the given days (the sketches' union). */
    count: (campaignId: string, days?: string[]) =>
      days
        ? redis.pfcount(...days.map((d) => `${campaignKey(campaignId)}:${d}`))
        : redis.pfcount(campaignKey(campaignId)),
    /** Estimated distinct subscribers over several campaign × day sketches (PFCOUNT of their union). */
    union: (days: { campaignId: string; date: string }[]) =>
      redis.pfcount(...days.map((d) => `${campaignKey(d.campaignId)}:${d.date}`)),
  };
}
export type ReachCounter = ReturnType<typeof reachCounter>;

import type { Cluster } from 'ioredis';
import type { TrackingEvent } from '@rbt/contracts';
import type { ReplicatedStep } from './replicated-step';
import { campaignEventsKey, campaignPlaysStream, decKey, seenKey, type TrackOutcome } from './serving-scripts';
import { SANDBOX_COUNTS } from './sandbox-and-opt-out';

interface TrackCommands {
  rbtTrackRead(numKeys: number, ...args: (string | number)[]): Promise<string[]>;
  rbtTrackMark(numKeys: number, ...args: (string | number)[]): Promise<number>;
}

/**
 * Tracking on a Redis Cluster (docs/scaling.md), one atomic step per slot, in an order that never counts twice and
 * never loses a count a retry can still make: read the decision on `{adServingId}` (unknown, repeat, no impression),
 * confirm or give back the subscriber's reservation on `{subscriber}` (idempotent), count the event once and append
 * it to the campaign's plays stream on `{campaign}` (once per event: a retry after a failed later step answers
 * 'repeat' there), then mark it seen on `{adServingId}`. A step that fails throws: the platform's retry goes on from
 * where it stopped. Same outcomes as the one-script TRACK_LUA.
 */
export function clusterTrack(cluster: Cluster, step: ReplicatedStep) {
  const redis = cluster as Cluster & TrackCommands;
  return async (adServingId: string, event: TrackingEvent, at: Date, errorCode?: number): Promise<TrackOutcome> => {
    const dec = decKey(adServingId);
    const seen = seenKey(adServingId);
    const r = await redis.rbtTrackRead(2, dec, seen, event);
    if (r[0] !== 'ok') return r[0] as TrackOutcome;
    const [, played, ttl = '1', sc = '', m = '', dl = '', rs = '', d = '', c = '', p = '', v = '', sx = ''] = r;
    if (sx) {
      // A sandbox decision counts its events apart only: no play, no reservation, nothing on the plays stream.
      if ((await redis.rbtTrackMark(2, dec, seen, event)) === 0) return 'repeat';
      await redis.hincrby(SANDBOX_COUNTS, `${sx}|${event}`, 1);
      return 'counted';
    }
    const giveBack = event === 'error' && played === '0';
    if (event === 'impression' || giveBack) {
      if ((await step<number>('rbtTrackSubscriber', 1, sc, m, event)) === 0) return 'released';
    }
    const outcome = await step<string>(
      'rbtTrackCampaign',
      ...[4, dl, rs, campaignEventsKey(c, adServingId), campaignPlaysStream(c), adServingId, event],
      ...[at.toISOString(), errorCode ?? '', d, c, p, v || '-', ttl, giveBack ? '1' : '0'],
    );
    await redis.rbtTrackMark(2, dec, seen, event);
    return outcome === 'repeat' ? 'repeat' : 'counted';
  };
}

import { servedResponse, telephonePromptOf, type TelephonePrompt } from '@rbt/contracts';
import type { AudienceListClient, AudioInfoClient, ReservationRepository } from './ports';
import { serveableOf, type IndexSource, type MeasuredAudio, type ServingIndex } from './serving-index';

/** What loading the decision index takes: the bookings, svc-media's measures, the customer lists, the channel. */
export interface ServingIndexPorts {
  config: { SERVING_KEY_PREFIX: string };
  reservations: Pick<ReservationRepository, 'liveReserved' | 'get'>;
  audioInfo: Pick<AudioInfoClient, 'durationOf'>;
  audienceLists: Pick<AudienceListClient, 'members'>;
  servingIndex: ServingIndex;
  /** Redis pub/sub, to every instance's index sync (entry-points/jobs/serving-index-sync.ts). */
  redis: { publish(channel: string, message: string): Promise<unknown> };
}

/**
 * An audio's telephone rendition as svc-media measured it: with the spoken prompt when the ad has a response,
 * else (or when svc-media could not make it) plain. The length is the one of the file that will be served.
 */
async function measure(p: ServingIndexPorts, audioId: string, prompt: TelephonePrompt | null): Promise<MeasuredAudio> {
  const prompted = prompt ? await p.audioInfo.durationOf(audioId, prompt) : null;
  if (prompted !== null) return { sec: prompted, prompt };
  return { sec: await p.audioInfo.durationOf(audioId), prompt: null };
}

/**
 * A campaign as served, with its customer list's members when it targets one and its ads' measured lengths (all
 * fetched off the hot path). Each ad's prompt says its own response (docs/creatives.md) in its own language.
 */
async function serveable(p: ServingIndexPorts, r: IndexSource) {
  // A paused or ended campaign leaves the index at once, without waiting on svc-media.
  const spec = r.serving;
  if (!serveableOf(r) || !spec) return null;
  const listId = spec.audienceListId;
  // By ad (the campaign id for its own): the audio it plays and the prompt after it.
  const ads = new Map<string, { audioId: string; prompt: TelephonePrompt | null }>();
  if (spec.audio) ads.set(r._id, { audioId: spec.audio.id, prompt: telephonePromptOf(spec.response, spec.language) });
  for (const c of spec.creatives) {
    const prompt = telephonePromptOf(servedResponse(spec, c), c.language ?? spec.language);
    ads.set(c.id, { audioId: c.audio.id, prompt });
  }
  const [members, measured] = await Promise.all([
    listId ? p.audienceLists.members(listId) : null,
    Promise.all([...ads].map(async ([id, ad]) => [id, await measure(p, ad.audioId, ad.prompt)] as const)),
  ]);
  return serveableOf(r, members, new Map(measured));
}

export const invalidationChannel = (p: Pick<ServingIndexPorts, 'config'>) => `${p.config.SERVING_KEY_PREFIX}invalidate`;

/** Loads every serveable campaign from MongoDB into this instance's index (start-up and the periodic reload). */
export async function reloadServingIndex(p: ServingIndexPorts): Promise<number> {
  const all = await p.reservations.liveReserved();
  const built = await Promise.all(all.map((r) => serveable(p, r)));
  p.servingIndex.replaceAll(built.filter((c) => c !== null));
  return p.servingIndex.size;
}

/** Reloads one campaign (after a status change announced on the channel). */
export async function reloadCampaign(p: ServingIndexPorts, campaignId: string): Promise<void> {
  const r = await p.reservations.get(campaignId);
  p.servingIndex.set(campaignId, r ? await serveable(p, r) : null);
}

/**
 * Reloads a campaign the inventory changed here, then tells every other instance to (a Kafka consumer runs on one
 * instance only). This instance reloads first, so its own next decision already sees the change.
 */
export async function reloadEverywhere(p: ServingIndexPorts, campaignId: string): Promise<void> {
  await reloadCampaign(p, campaignId);
  await p.redis.publish(invalidationChannel(p), campaignId);
}

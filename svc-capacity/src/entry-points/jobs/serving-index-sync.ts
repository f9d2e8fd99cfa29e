import { servedResponse, telephonePromptOf, type TelephonePrompt } from '@rbt/contracts';
import { intervalJob } from '@rbt/service-kit/jobs';
import type { Deps } from '../../deps';
import { serveableOf, type IndexSource, type MeasuredAudio } from '../../domain/serving-index';

/**
 * An audio's telephone rendition as svc-media measured it: with the spoken prompt when the ad has a response,
 * else (or when svc-media could not make it) plain. The length is the one of the file that will be served.
 */
async function measure(deps: Deps, audioId: string, prompt: TelephonePrompt | null): Promise<MeasuredAudio> {
  const prompted = prompt ? await deps.audioInfo.durationOf(audioId, prompt) : null;
  if (prompted !== null) return { sec: prompted, prompt };
  return { sec: await deps.audioInfo.durationOf(audioId), prompt: null };
}

/**
 * A campaign as served, with its customer list's members when it targets one and its ads' measured lengths (all
 * fetched off the hot path). Each ad's prompt says its own response (docs/creatives.md) in its own language.
 */
async function serveable(deps: Deps, r: IndexSource) {
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
    listId ? deps.audienceLists.members(listId) : null,
    Promise.all([...ads].map(async ([id, ad]) => [id, await measure(deps, ad.audioId, ad.prompt)] as const)),
  ]);
  return serveableOf(r, members, new Map(measured));
}

export const invalidationChannel = (deps: Pick<Deps, 'config'>) => `${deps.config.SERVING_KEY_PREFIX}invalidate`;

/** Loads every serveable campaign from MongoDB into this instance's index (start-up and the periodic reload). */
export async function reloadServingIndex(deps: Deps): Promise<number> {
  const all = await deps.reservations.liveReserved();
  const built = await Promise.all(all.map((r) => serveable(deps, r)));
  deps.servingIndex.replaceAll(built.filter((c) => c !== null));
  return deps.servingIndex.size;
}

/** Reloads one campaign (after a status change announced on the channel). */
export async function reloadCampaign(deps: Deps, campaignId: string): Promise<void> {
  const r = await deps.reservations.get(campaignId);
  deps.servingIndex.set(campaignId, r ? await serveable(deps, r) : null);
}

/**
 * Tells every instance to reload the campaign in its decision index (a Kafka consumer runs on one instance only).
 * This instance reloads too, before the caller goes on, so its own next decision already sees the change.
 */
export async function invalidateServing(deps: Deps, campaignId: string): Promise<void> {
  await reloadCampaign(deps, campaignId);
  await deps.redis.publish(invalidationChannel(deps), campaignId);
}

/**
 * Keeps the index current on EVERY instance: Kafka gives a status change to one instance of the group, which
 * publishes the campaign id on Redis pub/sub; each instance reloads that campaign at once (a pause stops new
 * decisions within milliseconds). A full reload every SERVING_INDEX_REFRESH_MS covers a missed message.
 * A runService job: returns its stop.
 */
export function servingIndexSyncJob(deps: Deps): () => () => Promise<void> {
  const fullReload = intervalJob(
    deps.config.SERVING_INDEX_REFRESH_MS,
    () => reloadServingIndex(deps),
    deps.logger,
    'serving index full reload failed',
  );
  return () => {
    const sub = deps.redis.duplicate();
    const channel = invalidationChannel(deps);
    sub.on('error', (err) => deps.logger.warn({ err: err.message }, 'serving invalidation subscriber error'));
    sub.on('message', (_ch: string, campaignId: string) => {
      reloadCampaign(deps, campaignId).catch((err) =>
        deps.logger.warn({ err: (err as Error).message, campaignId }, 'serving index reload failed'),
      );
    });
    void sub.subscribe(channel).catch(() => undefined);
    const stopReloads = fullReload();
    return async () => {
      await stopReloads();
      await sub.quit().catch(() => sub.disconnect());
    };
  };
}

import { audioIdOf, type CampaignDraftPatch } from '@rbt/contracts';
import { AppError } from '@rbt/service-kit';
import type { MediaClient } from '../data-access/media-client';

/** Who made an audio: svc-media's answer. */
export type AudioOwners = { media: Pick<MediaClient, 'audioOwner'> };

export const AUDIO_NOT_OWNED =
  'This audio is not one of your uploads or generated tracks; upload or generate it again.';

const refuse = () =>
  new AppError(400, 'validation_failed', `audioUrl: ${AUDIO_NOT_OWNED}`, [
    { path: 'audioUrl', message: AUDIO_NOT_OWNED },
  ]);

/**
 * A creative plays only audio its campaign's owner made: `/api/audio/<id>` that svc-media holds for that owner
 * (docs/security.md). Another advertiser's audio answers exactly like a missing one, so ids cannot be probed.
 */
export async function assertAudioOwned(
  p: AudioOwners,
  ownerId: string,
  audioUrl: string | null | undefined,
): Promise<void> {
  if (audioUrl === null || audioUrl === undefined) return;
  const audioId = audioIdOf(audioUrl);
  if (!audioId) throw refuse();
  const owner = await p.media.audioOwner(audioId);
  if (owner !== ownerId) throw refuse();
}

/** Every audio a patch names: the selected method's and the set-aside ones (keptCreatives). */
export async function assertPatchAudioOwned(p: AudioOwners, ownerId: string, patch: CampaignDraftPatch): Promise<void> {
  const kept = Object.values(patch.keptCreatives ?? {}).map((k) => k?.audioUrl);
  for (const url of new Set([patch.audioUrl, ...kept])) await assertAudioOwned(p, ownerId, url);
}

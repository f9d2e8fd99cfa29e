import type { UploadStatus } from './ports';
import type { MediaPorts } from './ports';
import { incomingKey } from './register-upload-use-case';

const PAGE = 100;
/** A slot in one of these no longer needs its incoming file (registration or refusal removed it, or should have). */
const CLOSED: UploadStatus[] = ['registered', 'rejected', 'expired'];

export interface SweepResult {
  expiredSlots: number;
  orphanFiles: number;
}

/**
 * Removes what abandoned uploads leave behind: slots still open `retentionMs` after their URL expired are closed
 * as `expired` (their incoming file deleted), and incoming files whose slot is closed or unknown (a crash between
 * two steps) are deleted. `now` comes from the caller's clock, so tests can move time forward.
 */
export async function sweepUploads(p: MediaPorts, now: Date, retentionMs: number): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - retentionMs);
  const result: SweepResult = { expiredSlots: 0, orphanFiles: 0 };
  for (let progressed = true; progressed;) {
    const stale = await p.uploads.staleOpen(cutoff, PAGE);
    progressed = false;
    for (const slot of stale) {
      // Only if nobody moved the slot meanwhile (a registration that just started wins).
      if (!(await p.uploads.transition(slot._id, [slot.status], { status: 'expired' }))) continue;
      await p.storage.delete(incomingKey(slot._id));
      result.expiredSlots += 1;
      progressed = stale.length === PAGE;
    }
  }
  for (const file of await p.storage.list('incoming')) {
    const slot = await p.uploads.byId(file.key.slice('incoming/'.length));
    if (slot && !CLOSED.includes(slot.status)) continue;
    await p.storage.delete(file.key);
    result.orphanFiles += 1;
  }
  if (result.expiredSlots || result.orphanFiles) p.logger.info({ ...result }, 'upload sweep removed leftovers');
  return result;
}

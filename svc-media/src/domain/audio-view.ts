import type { AudioFileView } from '@rbt/contracts';
import type { AudioDoc } from './ports';

/** Audio is served through the gateway under /api/audio/:id; the bare path is the 44.1 kHz master. */
export const audioPath = (id: string) => `/api/audio/${id}`;

export function toView(doc: AudioDoc): AudioFileView {
  const base = audioPath(doc._id);
  return {
    audioId: doc._id,
    objectPath: base,
    ownerId: doc.ownerId,
    metadata: doc.metadata,
    renditions: {
      master: base,
      telephone: `${base}/telephone`,
      original: `${base}/original`,
      download: `${base}?download=1`,
    },
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

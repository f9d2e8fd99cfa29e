import { audioPathOf, type AudioFileView } from '@rbt/contracts';
import type { AudioDoc } from './ports';

export function toView(doc: AudioDoc): AudioFileView {
  // Served through the gateway under /api/audio/:id; the bare path is the 44.1 kHz master.
  const base = audioPathOf(doc._id);
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

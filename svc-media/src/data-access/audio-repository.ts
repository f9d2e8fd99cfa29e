import { Schema, type Connection } from 'mongoose';
import { audioPathOf, type AudioFileView, type AudioMetadata, type TtsRequest } from '@rbt/contracts';

/** One accepted audio: the original as received, the delivery master and the telephone rendition. */
export interface AudioDoc {
  _id: string;
  ownerId: string;
  source: AudioMetadata['source'];
  originalKey: string;
  originalType: string;
  masterKey: string;
  telephoneKey: string;
  metadata: AudioMetadata;
  tts?: TtsRequest;
  createdAt: Date;
}

/** The answer's view of a stored audio: its paths through the gateway and its facts. */
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

const schema = new Schema<AudioDoc>(
  {
    _id: String,
    ownerId: { type: String, required: true, index: true },
    source: String,
    originalKey: String,
    originalType: String,
    masterKey: String,
    telephoneKey: String,
    metadata: Schema.Types.Mixed,
    tts: Schema.Types.Mixed,
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

export function audioRepository(conn: Connection) {
  const Model = conn.models.Audio ?? conn.model<AudioDoc>('Audio', schema, 'audios');
  return {
    insert: async (doc: AudioDoc): Promise<void> => {
      await Model.create(doc);
    },
    byId: (id: string) => Model.findById(id).lean<AudioDoc>().exec(),
  };
}
export type AudioRepository = ReturnType<typeof audioRepository>;

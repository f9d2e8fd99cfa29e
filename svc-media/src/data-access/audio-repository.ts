import { Schema, type Connection } from 'mongoose';
import type { AudioMetadata, TtsRequest } from '@rbt/contracts';

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

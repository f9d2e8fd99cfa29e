import { z } from 'zod';
import { plainText } from './input-rules';
import { TTS_DEFAULTS, TTS_LIMITS } from './tts-settings';

/** Spec §9 creative constants. */
export const MEDIA_LIMITS = {
  scriptMaxChars: 350,
  uploadMaxBytes: 10_485_760,
  audioMaxSeconds: 30,
  targetSampleRate: 44_100,
  targetLufs: -16,
  waveformBars: 16,
} as const;
export const SCRIPT_TOO_LONG = `Script must be at most ${MEDIA_LIMITS.scriptMaxChars} characters`;

/** Spec §5: a script is read at 12 characters a second at speed 1. */
export const SCRIPT_CHARS_PER_SECOND = 12;

/**
 * Spec §5: estimated duration = script length / 12 × speed, rounded. The blanks around a script are not spoken,
 * so they are not counted (the engines are given the trimmed text). The wizard, svc-media's answer and its help use it.
 */
export const scriptSeconds = (script: string, speed: number = TTS_DEFAULTS.speed): number =>
  Math.round((script.trim().length / SCRIPT_CHARS_PER_SECOND) * speed);

/**
 * An ad is sold only when it can play: its creative names a registered audio (an upload, a recording, or the track
 * text-to-speech generated from the script). A script alone plays nothing. The creative step says so in spec §5's words.
 */
export const NO_PLAYABLE_AUDIO =
  'Please generate the audio for your script, or upload or record one, before continuing.';

export const TtsLanguage = z.enum(['urdu', 'english', 'punjabi', 'arabic']);
export type TtsLanguage = z.infer<typeof TtsLanguage>;
export const TtsEmotion = z.enum(['calm', 'excited', 'professional', 'friendly']);
export type TtsEmotion = z.infer<typeof TtsEmotion>;

export const TtsVoice = z.object({
  id: z.string(),
  name: z.string(),
  gender: z.enum(['female', 'male']),
  /** The voice's own language as the spec lists it (§3: Urdu or English). */
  language: TtsLanguage,
  /** Script languages the voice reads; Urdu voices also read Punjabi and Arabic (docs/decisions/media.md). */
  speaks: z.array(TtsLanguage),
  description: z.string(),
  tone: z.string(),
  /** The OpenAI speech voice used when that engine is configured. */
  openaiVoice: z.enum(['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer']),
});
export type TtsVoice = z.infer<typeof TtsVoice>;

/** The six voices of spec §3 (names are ours: the spec leaves them as {name}). */
export const VOICES: readonly TtsVoice[] = [
  {
    id: 'ayesha',
    name: 'Ayesha',
    gender: 'female',
    language: 'urdu',
    speaks: ['urdu', 'punjabi', 'arabic'],
    description: 'Warm Urdu voice for everyday offers',
    tone: 'Warm',
    openaiVoice: 'nova',
  },
  {
    id: 'sara',
    name: 'Sara',
    gender: 'female',
    language: 'english',
    speaks: ['english'],
    description: 'Clear, bright English voice',
    tone: 'Bright',
    openaiVoice: 'shimmer',
  },
  {
    id: 'emma',
    name: 'Emma',
    gender: 'female',
    language: 'english',
    speaks: ['english'],
    description: 'Calm English voice for premium brands',
    tone: 'Calm',
    openaiVoice: 'alloy',
  },
  {
    id: 'hamza',
    name: 'Hamza',
    gender: 'male',
    language: 'urdu',
    speaks: ['urdu', 'punjabi', 'arabic'],
    description: 'Deep Urdu voice with authority',
    tone: 'Confident',
    openaiVoice: 'onyx',
  },
  {
    id: 'james',
    name: 'James',
    gender: 'male',
    language: 'english',
    speaks: ['english'],
    description: 'Friendly English voice for retail',
    tone: 'Friendly',
    openaiVoice: 'echo',
  },
  {
    id: 'oliver',
    name: 'Oliver',
    gender: 'male',
    language: 'english',
    speaks: ['english'],
    description: 'Expressive English storyteller',
    tone: 'Energetic',
    openaiVoice: 'fable',
  },
];
export const VoiceId = z.enum(['ayesha', 'sara', 'emma', 'hamza', 'james', 'oliver']);
export type VoiceId = z.infer<typeof VoiceId>;
export const DEFAULT_VOICE: VoiceId = TTS_DEFAULTS.voice;

export const voicesFor = (language: TtsLanguage): TtsVoice[] => VOICES.filter((v) => v.speaks.includes(language));

export const SCRIPT_REQUIRED_MESSAGE = 'Please enter a script before generating audio.';
const { speed: SPEED, pitch: PITCH } = TTS_LIMITS;
const SPEED_OUT_OF_RANGE = `Speed must be between ${SPEED.min} and ${SPEED.max}`;
const PITCH_OUT_OF_RANGE = `Pitch must be between ${PITCH.min} and ${PITCH.max}`;

/**
 * ttsConfig (spec §3, §5) as POST /api/tts/generate accepts it: strict rules and the spec's messages.
 * (campaigns.ts keeps a looser TtsConfig for the stored draft, which also carries the returned metadata.)
 */
export const TtsRequest = z
  .object({
    script: z
      .string({ required_error: SCRIPT_REQUIRED_MESSAGE })
      .refine((s) => s.trim().length > 0, SCRIPT_REQUIRED_MESSAGE)
      .refine((s) => s.length <= MEDIA_LIMITS.scriptMaxChars, SCRIPT_TOO_LONG)
      // Same text rules as every other field: no NUL, C1 or bidi overrides (line breaks are fine in a script).
      .pipe(plainText(Number.MAX_SAFE_INTEGER, { multiline: true })),
    provider: z.literal(TTS_DEFAULTS.provider).default(TTS_DEFAULTS.provider),
    voice: VoiceId.default(DEFAULT_VOICE),
    language: TtsLanguage.default(TTS_DEFAULTS.language),
    speed: z.number().min(SPEED.min, SPEED_OUT_OF_RANGE).max(SPEED.max, SPEED_OUT_OF_RANGE).default(TTS_DEFAULTS.speed),
    pitch: z
      .number()
      .int('Pitch must be a whole number')
      .min(PITCH.min, PITCH_OUT_OF_RANGE)
      .max(PITCH.max, PITCH_OUT_OF_RANGE)
      .default(TTS_DEFAULTS.pitch),
    emotion: TtsEmotion.default(TTS_DEFAULTS.emotion),
  })
  .superRefine((c, ctx) => {
    const v = VOICES.find((x) => x.id === c.voice);
    if (v && !v.speaks.includes(c.language)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['voice'],
        message: `Voice ${v.name} does not speak ${c.language}; choose one of ${voicesFor(c.language)
          .map((x) => x.name)
          .join(', ')}`,
      });
    }
  });
export type TtsRequest = z.infer<typeof TtsRequest>;
export type TtsRequestInput = z.input<typeof TtsRequest>;

export const TtsEngine = z.enum(['espeak-ng', 'openai']);

/** Measured figures of a delivery master (44.1 kHz mono, -16 LUFS). */
export const AudioMetadata = z.object({
  durationSec: z.number().nonnegative(),
  sampleRate: z.number().int(),
  channels: z.number().int(),
  loudnessLufs: z.number(),
  truePeakDbtp: z.number(),
  /** 16 bar heights between 0 and 1 for the preview waveform. */
  waveform: z.array(z.number().min(0).max(1)).length(MEDIA_LIMITS.waveformBars),
  /** Where the audio came from: a TTS engine or an upload. */
  source: z.enum(['espeak-ng', 'openai', 'upload']),
});
export type AudioMetadata = z.infer<typeof AudioMetadata>;

/** Audio URLs: `{audioUrl}` is the master; `/telephone` the 8 kHz G.711 rendition; `/original` as received. */
export const AudioRenditions = z.object({
  master: z.string(),
  telephone: z.string(),
  original: z.string(),
  download: z.string(),
});

export const TtsResponse = z.object({
  audioUrl: z.string(),
  audioId: z.string(),
  metadata: AudioMetadata.extend({
    engine: TtsEngine,
    voice: VoiceId,
    language: TtsLanguage,
    estimatedDurationSec: z.number(),
  }),
  renditions: AudioRenditions,
});
export type TtsResponse = z.infer<typeof TtsResponse>;

/** POST /api/objects/upload answer: a short-lived signed URL to PUT the file to. */
export const UploadUrlResponse = z.object({
  uploadURL: z.string(),
  expiresAt: z.string().datetime(),
  maxBytes: z.number().int(),
});
export type UploadUrlResponse = z.infer<typeof UploadUrlResponse>;

/** PUT /api/audio-files body: the uploadURL the file was sent to. */
export const RegisterAudioFileRequest = z.object({
  audioFileURL: z.string({ required_error: 'audioFileURL is required' }).min(1, 'audioFileURL is required'),
});
export type RegisterAudioFileRequest = z.infer<typeof RegisterAudioFileRequest>;

export const RegisterAudioFileResponse = z.object({
  objectPath: z.string(),
  audioId: z.string(),
  metadata: AudioMetadata,
  renditions: AudioRenditions,
});
export type RegisterAudioFileResponse = z.infer<typeof RegisterAudioFileResponse>;

/** GET /api/audio-files/:id */
export const AudioFileView = RegisterAudioFileResponse.extend({ ownerId: z.string(), createdAt: z.string() });
export type AudioFileView = z.infer<typeof AudioFileView>;

/**
 * Spec §3 ttsConfig defaults and §5 speed and pitch limits, written once: the generate request, the stored draft,
 * the help context and the wizard (its new config, steppers and clamps) all read these, so none can drift from the
 * others. Plain values (no zod) so media.ts can type-check them against its enums without an import cycle.
 */
export const TTS_DEFAULTS = {
  /** The spec sends "openai" always; the engine actually used is reported in metadata.engine. */
  provider: 'openai',
  voice: 'sara',
  language: 'english',
  speed: 1,
  pitch: 0,
  emotion: 'calm',
} as const;

/** Spec §5: speed 0.5 to 2 in steps of 0.1, pitch -10 to 10 in steps of 1. */
export const TTS_LIMITS = {
  speed: { min: 0.5, max: 2, step: 0.1 },
  pitch: { min: -10, max: 10, step: 1 },
} as const;

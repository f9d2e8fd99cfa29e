/** What a through-the-gateway test asks TTS to speak, and the creative its drafts then carry. */
export const TTS_REQUEST = {
  script: 'Visit Sana Traders this weekend for fresh deals.',
  voice: 'sara',
  language: 'english',
} as const;

/**
 * A draft with every wizard step filled: one Karachi evening day, everyone, PKR 20,000, the TTS audio at `audioUrl`
 * (made from TTS_REQUEST). `overrides` sets any field otherwise (cities, slots, a later end date).
 */
export function ttsDraft(name: string, date: string, audioUrl: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    objective: 'awareness',
    cities: ['karachi'],
    gender: 'all',
    valueTier: 'all',
    deviceType: 'all',
    freqCapPerDay: 2,
    startDate: date,
    endDate: date,
    daysOfWeek: [],
    timeSlots: ['18-19', '19-20'],
    timezone: 'Asia/Karachi',
    pacing: 'even',
    creativeType: 'tts',
    ttsConfig: TTS_REQUEST,
    audioUrl,
    goalType: 'budget',
    budget: 20000,
    rightsConfirmed: true,
    ...overrides,
  };
}

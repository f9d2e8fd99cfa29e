import { CAPACITY_SLOT_IDS } from '@rbt/contracts';

/** What a through-the-gateway test asks TTS to speak, and the creative its drafts then carry. */
export const TTS_REQUEST = {
  script: 'Visit Sana Traders this weekend for fresh deals.',
  voice: 'sara',
  language: 'english',
} as const;

/** Every slot svc-capacity sells (06-07 … 23-24): the serving hour is one of them whenever the test runs. */
export const EVERY_SLOT: string[] = [...CAPACITY_SLOT_IDS];

/**
 * A draft with every wizard step filled: one Karachi evening day, everyone, PKR 20,000, the TTS audio at `audioUrl`
 * (made from TTS_REQUEST; none, a draft without audio). `overrides` sets any field otherwise (cities, slots, a later end date).
 */
export function ttsDraft(
  name: string,
  date: string,
  audioUrl: string | undefined,
  overrides: Record<string, unknown> = {},
) {
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

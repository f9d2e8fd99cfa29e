import crypto from 'node:crypto';
import { estimate, lockedQuoteDetails } from '@rbt/pricing';
import {
  AudienceStep,
  CampaignDetail,
  CampaignDraftPatch,
  CreativeStep,
  EstimateRequest,
  PricingStep,
  ScheduleStep,
  SignUpRequest,
  TTS_DEFAULTS,
} from '../src';

const issue = (r: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  r.success ? 'accepted' : `${r.error!.issues[0].path.join('.')}: ${r.error!.issues[0].message}`;
const patch = (body: unknown) => issue(CampaignDraftPatch.safeParse(body));

/** What the wizard's creative step stores after generating (CreativeStep.tsx: config merged with TtsResponse.metadata). */
const wizardTtsConfig = {
  script: 'Eid sale now on',
  ...TTS_DEFAULTS,
  durationSec: 2.4,
  sampleRate: 44100,
  channels: 1,
  loudnessLufs: -16.1,
  truePeakDbtp: -1.6,
  source: 'espeak-ng',
  engine: 'espeak-ng',
  estimatedDurationSec: 1,
};

function nested(depth: number): Record<string, unknown> {
  let o: Record<string, unknown> = { x: 1 };
  for (let i = 0; i < depth; i++) o = { a: o };
  return o;
}

describe('hostile values in campaign payloads', () => {
  it.each([
    ['a day 99', { startDate: '2026-11-99' }, 'startDate: Date must be a real calendar date between 2000 and 2100'],
    ['a month 99', { endDate: '2026-99-99' }, 'endDate: Date must be a real calendar date between 2000 and 2100'],
    ['30 February', { startDate: '2027-02-30' }, 'startDate: Date must be a real calendar date between 2000 and 2100'],
    ['year 0001', { startDate: '0001-01-01' }, 'startDate: Date must be a real calendar date between 2000 and 2100'],
    ['a backwards slot', { timeSlots: ['10-09'] }, 'timeSlots.0: Unknown time slot "10-09"; slots run 06-07 to 23-24'],
    [
      'a slot past midnight',
      { timeSlots: ['18-19', '23-00'] },
      'timeSlots.1: Unknown time slot "23-00"; slots run 06-07 to 23-24',
    ],
    [
      'a slot outside the wizard hours',
      { timeSlots: ['05-06'] },
      'timeSlots.0: Unknown time slot "05-06"; slots run 06-07 to 23-24',
    ],
    ['an infinite budget (1e999)', JSON.parse('{"budget":1e999}'), 'budget: Amount must be a finite number'],
    ['a negative budget', { budget: -1 }, 'budget: Amount must not be negative'],
    ['a budget above PKR 1 billion', { budget: 1_000_000_000.01 }, 'budget: Amount must be at most 1,000,000,000'],
    ['a budget with 3 decimals', { budget: 100.005 }, 'budget: Amount must have at most 2 decimals'],
    ['an unknown city', { cities: ['karachi', 'atlantis'] }, 'cities.1: Unknown city "atlantis"'],
    ['a city twice', { cities: ['karachi', 'karachi'] }, 'cities: Each city can be chosen only once'],
    [
      '10,000 cities',
      { cities: Array.from({ length: 10_000 }, (_, i) => `city-${i}`) },
      'cities: Choose at most 42 cities',
    ],
    [
      'a $-key in ttsConfig',
      { ttsConfig: { script: 'hi', $gt: '' } },
      "ttsConfig: Unrecognized key(s) in object: '$gt'",
    ],
    [
      'a dotted key in ttsConfig',
      { ttsConfig: { script: 'hi', 'a.b': 1 } },
      "ttsConfig: Unrecognized key(s) in object: 'a.b'",
    ],
    [
      '5,000-level nesting in frontendCalculationDetails',
      { frontendCalculationDetails: nested(5000) },
      "frontendCalculationDetails: Unrecognized key(s) in object: 'a'",
    ],
    [
      'a $-key in frontendCalculationDetails',
      { frontendCalculationDetails: { $where: 'sleep(1)' } },
      "frontendCalculationDetails: Unrecognized key(s) in object: '$where'",
    ],
    [
      'nesting inside rawCalculation',
      { frontendCalculationDetails: { rawCalculation: { formula: 'x', deep: nested(10) } } },
      "frontendCalculationDetails.rawCalculation: Unrecognized key(s) in object: 'deep'",
    ],
    ['a NUL in the name', { name: 'Eid\u0000Sale' }, 'name: Must not contain control characters (such as NUL)'],
    [
      'a right-to-left override in the name',
      { name: 'Sale\u202Egpj.exe' },
      'name: Must not contain bidirectional override characters (U+202A–U+202E, U+2066–U+2069)',
    ],
    [
      'a bidi isolate in the name',
      { name: 'Sale\u2067x' },
      'name: Must not contain bidirectional override characters (U+202A–U+202E, U+2066–U+2069)',
    ],
    ['a lone surrogate in the name', { name: 'Sale\ud800' }, 'name: Must be valid Unicode text'],
    [
      'a foreign URL as audio',
      { audioUrl: 'http://evil.example/track.mp3' },
      'audioUrl: Audio must be a /api/audio/<id> path returned by upload or text-to-speech',
    ],
    [
      'a path trick as audio',
      { audioUrl: `/api/audio/${crypto.randomUUID()}/../../x` },
      'audioUrl: Audio must be a /api/audio/<id> path returned by upload or text-to-speech',
    ],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone: Unknown time zone "Mars/Olympus"'],
    [
      '10,000 custom cities',
      { nicheTargeting: { location: { customCities: Array(10_000).fill('x') } } },
      'nicheTargeting.location.customCities: At most 50 entries',
    ],
  ])('when a draft carries %s, then it is refused naming the field', (_label, body, expected) => {
    expect(patch(body)).toBe(expected);
  });

  it('when the wizard sends what it really sends, then it is accepted', () => {
    const quote = estimate(
      EstimateRequest.parse({
        audience: { cities: ['karachi', 'lahore'] },
        schedule: { startDate: '2030-01-10', endDate: '2030-01-16', timeSlots: ['18-19'] },
      }),
    );
    expect(
      patch({
        name: 'عید سیل 🎉',
        objective: 'offer',
        cities: ['karachi', 'lahore'],
        startDate: '2028-02-29',
        endDate: '2028-03-05',
        timeSlots: ['06-07', '18-19', '23-24'],
        timezone: 'Asia/Karachi',
        pacing: 'even',
        ttsConfig: { ...wizardTtsConfig, script: 'Line one\nLine two' },
        audioUrl: `/api/audio/${crypto.randomUUID()}`,
        budget: 123456.78,
        ...lockedQuoteDetails(quote, 2),
        nicheTargeting: {
          interests: ['finance', 'cricket'],
          location: { areas: ['karachi/dha'], customCities: ['Chitral'] },
          behavior: { deviceBrands: ['samsung'], deviceModels: ['galaxy-s24'] },
        },
      }),
    ).toBe('accepted');
    expect(
      issue(PricingStep.safeParse({ budgetPkr: 0.07, totalCost: 1530.8700000000001, fees: 0, taxes: 0.1 + 0.2 })),
    ).toBe('accepted');
  });

  it('when the step calls carry hostile values, then each is refused like the autosave', () => {
    expect(issue(AudienceStep.safeParse({ cities: Array(10_000).fill('karachi') }))).toBe(
      'cities: Choose at most 42 cities',
    );
    expect(
      issue(ScheduleStep.safeParse({ startDate: '2026-11-99', endDate: '2026-99-99', timeSlots: ['10-09'] })),
    ).toBe('startDate: Date must be a real calendar date between 2000 and 2100');
    expect(
      issue(ScheduleStep.safeParse({ startDate: '2030-01-01', endDate: '2031-01-02', timeSlots: ['10-11'] })),
    ).toBe('endDate: A campaign can run at most 366 days');
    expect(issue(CreativeStep.safeParse({ type: 'upload', fileUrl: 'http://evil.example/track.mp3' }))).toBe(
      'fileUrl: Audio must be a /api/audio/<id> path returned by upload or text-to-speech',
    );
    expect(issue(CreativeStep.safeParse({ type: 'tts', ttsMeta: { script: 'x', voice: { $ne: null } } }))).toBe(
      'ttsMeta.voice: Expected string, received object',
    );
    expect(issue(PricingStep.safeParse(JSON.parse('{"budgetPkr":1e999}')))).toBe(
      'budgetPkr: Amount must be a finite number',
    );
  });

  it('when a sign-up name carries NUL or a bidi override, then it is refused', () => {
    const base = { email: 'a@example.pk', password: 'correct-horse-1', firstName: 'Ali' };
    expect(issue(SignUpRequest.safeParse({ ...base, firstName: 'A\u0000li' }))).toBe(
      'firstName: Must not contain control characters (such as NUL)',
    );
    expect(issue(SignUpRequest.safeParse({ ...base, companyName: 'Acme\u202E' }))).toBe(
      'companyName: Must not contain bidirectional override characters (U+202A–U+202E, U+2066–U+2069)',
    );
    expect(issue(SignUpRequest.safeParse({ ...base, lastName: 'خان' }))).toBe('accepted');
  });

  it('when a campaign stored before these rules is read back, then it still parses (so an admin can open and reject it)', () => {
    const legacy = {
      id: 'c1',
      status: 'pending_review',
      createdAt: 'x',
      updatedAt: 'x',
      rejectionReason: null,
      reviewHold: null,
      statusHistory: [],
      name: 'Sale\u202E',
      objective: 'awareness',
      cities: ['atlantis'],
      gender: 'all',
      valueTier: 'all',
      deviceType: 'all',
      freqCapPerDay: 2,
      startDate: '2026-11-99',
      endDate: '2026-99-99',
      daysOfWeek: [],
      timeSlots: ['10-09'],
      timezone: 'Asia/Karachi',
      pacing: 'even',
      creativeType: 'upload',
      ttsConfig: { script: '', $gt: 1 },
      audioFile: null,
      audioUrl: 'http://evil.example/track.mp3',
      goalType: 'budget',
      budget: 1e15,
      targetImpressions: null,
      rightsConfirmed: true,
      termsAccepted: true,
      promoCode: null,
      bidStrategy: 'auto',
      customTargeting: null,
      nicheTargeting: null,
      estimatedReach: null,
      frontendCalculatedCost: null,
      frontendCalculationDetails: { a: { b: 1 } },
      campaign: { name: 'Sale', objective: 'awareness' },
      audience: { cities: ['atlantis'], gender: 'all', valueTier: 'all' },
      schedule: { startDate: '2026-11-99', endDate: '2026-99-99', timeSlots: ['10-09'] },
      pricing: { budgetPkr: 1e15, fees: 0, taxes: 0, totalCost: 0, weightedCpm: 0, locked: false },
      quote: null,
    };
    expect(issue(CampaignDetail.safeParse(legacy))).toBe('accepted');
  });
});

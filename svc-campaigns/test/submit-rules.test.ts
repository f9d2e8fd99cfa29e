import { DRAFT_DEFAULTS, type CampaignDraft } from '@rbt/contracts';
import { step1Gaps, step2Complete } from '@rbt/pricing';
import { submitIssues, MESSAGES } from '../src/campaigns/domain/submit-rules';
import { assertPlayable, audioIssue } from '../src/campaigns/domain/lifecycle';

// Submit and the wizard read one rule set: a draft the wizard would not let past a step is refused at submit.
const TODAY = '2030-01-01';
const NOW = new Date('2030-01-01T07:00:00Z');
const complete: CampaignDraft = {
  ...DRAFT_DEFAULTS,
  name: 'Eid Sale',
  objective: 'awareness',
  cities: ['karachi'],
  startDate: '2030-01-10',
  endDate: '2030-01-16',
  daysOfWeek: ['mon', 'tue'],
  timeSlots: ['18-19'],
  creativeType: 'tts',
  ttsConfig: {
    script: 'Buy now',
    voice: 'ayesha',
    language: 'urdu',
    provider: 'openai',
    speed: 1,
    pitch: 0,
    emotion: 'neutral',
  },
  audioUrl: '/api/audio/4f6c2a1e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
  goalType: 'budget',
  budget: 50000,
  rightsConfirmed: true,
  termsAccepted: true,
} as CampaignDraft;

const cases: [string, Partial<CampaignDraft>, string][] = [
  ['no name', { name: '  ' }, 'name'],
  ['no city', { cities: [] }, 'cities'],
  ['a start in the past', { startDate: '2029-12-31' }, 'startDate'],
  ['an end before the start', { endDate: '2030-01-09' }, 'endDate'],
  ['a run longer than a year', { endDate: '2031-01-11' }, 'endDate'],
  ['no chosen day between the dates', { startDate: '2030-01-10', endDate: '2030-01-12' }, 'daysOfWeek'],
  ['no time slot', { timeSlots: [] }, 'timeSlots'],
  ['no script', { ttsConfig: { ...complete.ttsConfig!, script: ' ' } }, 'ttsConfig.script'],
  ['no uploaded audio', { creativeType: 'upload', audioUrl: null }, 'audioUrl'],
];

describe('submit rules are the wizard’s step rules', () => {
  it('when the draft is complete, then neither the wizard nor submit finds a gap', () => {
    expect(step1Gaps(complete, NOW, null)).toEqual([]);
    expect(step2Complete(complete)).toBe(true);
    expect(submitIssues(complete, TODAY)).toEqual([]);
  });

  it.each(cases)('when the draft has %s, then the wizard holds the step and submit names %s', (_, over, path) => {
    const d = { ...complete, ...over } as CampaignDraft;
    expect(step1Gaps(d, NOW, null).length + Number(!step2Complete(d))).toBeGreaterThan(0);
    expect(submitIssues(d, TODAY).map((i) => i.path)).toContain(path);
  });

  it('when no chosen day falls between the dates, then submit says so in the wizard’s words', () => {
    const d = { ...complete, startDate: '2030-01-10', endDate: '2030-01-12' } as CampaignDraft;
    expect(step1Gaps(d, NOW, null)).toEqual(['noPlayDay']);
    expect(submitIssues(d, TODAY)).toEqual([{ path: 'daysOfWeek', message: MESSAGES.noPlayDay }]);
  });

  it('when the run is longer than a year, then the wizard and submit both stop it', () => {
    const d = { ...complete, endDate: '2031-01-11' } as CampaignDraft;
    expect(step1Gaps(d, NOW, null)).toEqual(['tooLong']);
    expect(submitIssues(d, TODAY)).toEqual([{ path: 'endDate', message: MESSAGES.tooLong }]);
  });
});

describe('the playable guard on a stored creative part', () => {
  const script = complete.ttsConfig;
  it('when a stored creative has a script but no audio and no method, then it is refused as silent text-to-speech', () => {
    expect(audioIssue({ ttsConfig: script })).toEqual({ path: 'audioUrl', message: MESSAGES.noAudio });
    expect(() => assertPlayable({ ttsConfig: script, audioUrl: null })).toThrow(MESSAGES.noAudio);
  });
  it('when an upload has no audio, then the creative message is given; with audio, nothing', () => {
    expect(audioIssue({ creativeType: 'upload' })).toEqual({ path: 'audioUrl', message: MESSAGES.creative });
    expect(() => assertPlayable({ creativeType: 'record', audioUrl: complete.audioUrl })).not.toThrow();
  });
});

import { withDefaults } from '../../draft/default-draft';
import { canContinue, firstIncompleteStep, parseStep, step1Valid, step2Valid } from './step-rules';
import { DEFAULT_TTS } from '../../api/media';

const full1 = withDefaults({
  name: 'Eid',
  objective: 'awareness',
  cities: ['karachi'],
  startDate: '2030-12-01',
  endDate: '2030-12-07',
  timeSlots: ['20-21'],
  budget: 25_000,
});

describe('step rules (spec §5)', () => {
  test('when every step 1 field is set, then Continue is allowed', () => {
    expect(step1Valid(full1)).toBe(true);
  });

  test('when it is 23:30 UTC on 30 Nov (1 Dec in Karachi), then a 30 Nov start is refused and a 1 Dec start allowed, whatever the browser zone', () => {
    const at = new Date(Date.UTC(2026, 10, 30, 23, 30));
    expect(step1Valid({ ...full1, startDate: '2026-11-30', endDate: '2026-12-07' }, at)).toBe(false);
    expect(step1Valid({ ...full1, startDate: '2026-12-01', endDate: '2026-12-07' }, at)).toBe(true);
  });

  test.each([
    ['no budget', { budget: null }],
    ['a budget below PKR 5,000', { budget: 4999 }],
    ['a budget above the whole audience × days × cap', { budget: 999_999_999 }],
    ['plays as the goal but none set', { goalType: 'impressions' as const, targetImpressions: null }],
    ['a start date in the past', { startDate: '2020-01-01' }],
  ])('when step 1 has %s, then Continue is not allowed', (_what, patch) => {
    expect(canContinue(1, { ...full1, ...patch })).toBe(false);
  });

  test.each([
    ['a blank name', { name: '   ' }],
    ['no objective', { objective: null }],
    ['no city', { cities: [] }],
    ['no start date', { startDate: null }],
    ['no end date', { endDate: null }],
    ['no time slot', { timeSlots: [] }],
  ])('when step 1 has %s, then Continue is not allowed', (_what, patch) => {
    expect(canContinue(1, { ...full1, ...patch })).toBe(false);
  });

  test.each([
    [
      {
        creativeType: 'tts',
        ttsConfig: { ...DEFAULT_TTS, script: 'Eid offer', voice: '' },
        rightsConfirmed: true,
      },
      true,
    ],
    [
      {
        creativeType: 'tts',
        ttsConfig: { ...DEFAULT_TTS, script: '  ', voice: '' },
        rightsConfirmed: true,
      },
      false,
    ],
    [{ creativeType: 'upload', audioUrl: '/objects/a.mp3', rightsConfirmed: true }, true],
    // Only a name, nothing registered: nothing would play.
    [{ creativeType: 'upload', audioFile: 'a.mp3', rightsConfirmed: true }, false],
    [{ creativeType: 'upload', audioUrl: '/objects/a.mp3', rightsConfirmed: false }, false],
    [{ creativeType: 'record', audioFile: 'a.mp3', rightsConfirmed: true }, false],
    [{ creativeType: 'record', audioUrl: '/objects/r.wav', rightsConfirmed: true }, true],
  ] as const)('when step 2 is %j, then Continue allowed is %s', (patch, ok) => {
    expect(step2Valid(withDefaults(patch as never))).toBe(ok);
  });

  test('when on step 3, then Continue stays enabled (the terms rule answers with a toast)', () => {
    expect(canContinue(3, withDefaults({}))).toBe(true);
  });

  test.each([
    ['1', 1],
    ['3', 3],
    [' 2 ', 2],
    ['0', null],
    ['4', null],
    ['2.0', null],
    ['-1', null],
    ['x', null],
    [null, null],
  ] as const)('when step is %j, then it reads as %j', (raw, want) => expect(parseStep(raw)).toBe(want));

  test('when a draft is resumed, then it opens on its first incomplete step', () => {
    const step1Done = withDefaults({
      name: 'N',
      objective: 'awareness',
      cities: ['karachi'],
      startDate: '2030-01-01',
      endDate: '2030-01-02',
      timeSlots: ['18-19'],
    });
    expect(firstIncompleteStep(withDefaults({ name: 'Only a name' }))).toBe(1);
    expect(firstIncompleteStep(step1Done)).toBe(2);
  });
});

describe('a run longer than a year', () => {
  test('when the end date is more than a year after the start, then step 1 holds and says so', () => {
    const long = { ...full1, endDate: '2031-12-02' };
    expect(step1Valid(long)).toBe(false);
    expect(step1Valid({ ...full1, endDate: '2031-12-01' })).toBe(true);
  });
});

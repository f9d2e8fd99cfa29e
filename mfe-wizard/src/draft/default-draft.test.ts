import { pickDraft } from './default-draft';
import { testAudioUrl } from '../testing/test-fixtures';

describe('pickDraft', () => {
  const campaign = {
    name: 'Eid Sale',
    status: 'live',
    creativeType: 'tts',
    ttsConfig: { script: 'Playing now' },
    audioUrl: testAudioUrl(1),
    audioFile: null,
  };

  test('when a campaign has no new ad waiting, then its creative is the one that plays', () => {
    expect(pickDraft({ ...campaign, pendingCreative: null })).toMatchObject({
      name: 'Eid Sale',
      ttsConfig: { script: 'Playing now' },
      audioUrl: testAudioUrl(1),
    });
    expect(pickDraft(campaign)).not.toHaveProperty('status');
  });

  test('when a new ad waits for review, then the wizard edits that one', () => {
    const pendingCreative = {
      creativeType: 'upload',
      ttsConfig: null,
      audioUrl: testAudioUrl(2),
      audioFile: 'eid.wav',
      submittedAt: '2030-01-11T07:00:00.000Z',
    };
    const draft = pickDraft({ ...campaign, pendingCreative });
    expect(draft).toMatchObject({
      creativeType: 'upload',
      ttsConfig: null,
      audioUrl: testAudioUrl(2),
      audioFile: 'eid.wav',
    });
    expect(draft).not.toHaveProperty('submittedAt');
  });
});

import { useState } from 'react';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CampaignDraftPatch, TtsResponse } from '@rbt/contracts';
import { mswServer } from '@rbt/web-kit/src/testing';
import { renderWizard } from '../../../testing/test-render-wizard';
import { DEFAULT_DRAFT } from '../../../draft/default-draft';
import type { WizardDraft } from '../../../draft/wizard-types';
import { CreativeStep } from './CreativeStep';
import { WIZ_EN as en } from '../../../testing/test-catalogs';
import { DEFAULT_TTS } from '../../../api/media';
import { testAudioId, testAudioUrl } from '../../../testing/test-fixtures';

const RIGHTS_TEXT = en['wiz.creative.rights'];
const MIC_DENIED = en['wiz.record.denied'];

// Uppy's dependency @transloadit/prettier-bytes exports only an ESM "import" condition, which jest's CommonJS
// resolver cannot load without a root config change; the uploader itself is exercised in the browser e2e.
jest.mock('./UploadModal/UploadModal', () => ({ UploadModal: () => null }));
configure({ asyncUtilTimeout: 8000 });
const server = mswServer();
const GENERATED = testAudioUrl(1);
const UPLOADED = testAudioUrl(2);

const metadata = {
  durationSec: 4.2,
  sampleRate: 44100,
  channels: 1,
  loudnessLufs: -16.1,
  truePeakDbtp: -1.5,
  waveform: Array.from({ length: 16 }, (_, i) => i / 16),
  source: 'espeak-ng' as const,
};
const renditions = {
  master: GENERATED,
  telephone: `${GENERATED}/telephone`,
  original: `${GENERATED}/original`,
  download: `${GENERATED}?download=1`,
};
const ttsAnswer: TtsResponse = {
  audioUrl: GENERATED,
  audioId: testAudioId(1),
  metadata: { ...metadata, engine: 'espeak-ng', voice: 'hamza', language: 'urdu', estimatedDurationSec: 4 },
  renditions,
};

function renderStep(
  start: Partial<WizardDraft> = {},
  { paid = false, flushSave = async () => 'c1' }: { paid?: boolean; flushSave?: () => Promise<string> } = {},
) {
  const patches: CampaignDraftPatch[] = [];
  const notify = jest.fn();
  function Harness() {
    const [draft, setDraft] = useState<WizardDraft>({ ...DEFAULT_DRAFT, ...start });
    const update = (p: CampaignDraftPatch) => {
      patches.push(p);
      setDraft((d) => ({ ...d, ...p }) as WizardDraft);
    };
    return (
      <CreativeStep draft={draft} update={update} campaignId="c1" notify={notify} flushSave={flushSave} paid={paid} />
    );
  }
  renderWizard(<Harness />, { path: '/campaigns/new' });
  return { patches, notify };
}

const script = () => screen.getByPlaceholderText('Write your ad script here. Aim for 10-25 seconds when spoken.');

describe('CreativeStep', () => {
  test('when the script is blank, then Generate Audio is disabled; typing updates the counter and the estimated duration', async () => {
    renderStep({ ttsConfig: null });
    expect(await screen.findByTestId('generate-audio')).toBeDisabled();
    fireEvent.change(script(), { target: { value: 'x'.repeat(48) } });
    expect(screen.getByTestId('script-counter')).toHaveTextContent('48/350 characters · Estimated duration: 4s');
    // The blanks around a script are not read aloud (contracts' scriptSeconds, as svc-media estimates it).
    fireEvent.change(script(), { target: { value: `${'x'.repeat(48)}${' '.repeat(24)}` } });
    expect(screen.getByTestId('script-counter')).toHaveTextContent('72/350 characters · Estimated duration: 4s');
    expect(screen.getByTestId('generate-audio')).toBeEnabled();
    expect(screen.getByText('Audio Guidelines')).toBeInTheDocument();
    expect(screen.getByText('Audio is automatically normalized and optimized for RBT delivery.')).toBeInTheDocument();
  });

  test('when speed and pitch are at their limits, then plus keeps them at 2.0x and 10 and minus steps down', async () => {
    renderStep({
      ttsConfig: { ...DEFAULT_TTS, speed: 2, pitch: 10 },
    });
    fireEvent.click(await screen.findByLabelText('Increase speed'));
    fireEvent.click(screen.getByLabelText('Increase pitch'));
    expect(screen.getByTestId('speed-value')).toHaveTextContent('2.0x');
    expect(screen.getByTestId('pitch-value')).toHaveTextContent('10');
    fireEvent.click(screen.getByLabelText('Decrease speed'));
    expect(screen.getByTestId('speed-value')).toHaveTextContent('1.9x');
  });

  test('when Urdu is chosen, then only voices that read Urdu are offered and the voice follows', async () => {
    const { patches } = renderStep();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), { target: { value: 'urdu' } });
    expect(screen.getByLabelText(/Ayesha/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Hamza/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Sara/)).not.toBeInTheDocument();
    expect(patches.at(-1)?.ttsConfig).toMatchObject({ language: 'urdu', voice: 'ayesha' });
  });

  test('when a paid campaign refuses the new audio (a longer script), then no "Audio Generated" success is toasted but that it was not kept', async () => {
    server.use(http.post('/api/tts/generate', () => HttpResponse.json(ttsAnswer)));
    const flushSave = jest.fn(() => Promise.reject(new Error('refused')));
    const { notify } = renderStep({}, { paid: true, flushSave });
    fireEvent.change(await screen.findByPlaceholderText(/10-25 seconds/), { target: { value: 'Eid Mubarak' } });
    fireEvent.click(screen.getByTestId('generate-audio'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Audio Not Kept' })));
    expect(flushSave).toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Audio Generated' }));
  });

  test('when a paid campaign keeps the new audio, then "Audio Generated" is toasted once it is saved', async () => {
    server.use(http.post('/api/tts/generate', () => HttpResponse.json(ttsAnswer)));
    const flushSave = jest.fn(async () => 'c1');
    const { notify } = renderStep({}, { paid: true, flushSave });
    fireEvent.change(await screen.findByPlaceholderText(/10-25 seconds/), { target: { value: 'Eid Mubarak' } });
    fireEvent.click(screen.getByTestId('generate-audio'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Audio Generated' })));
    expect(flushSave).toHaveBeenCalled();
  });

  test('when generation succeeds, then the preview shows the server figures and "Audio Generated" is toasted', async () => {
    server.use(http.post('/api/tts/generate', () => HttpResponse.json(ttsAnswer)));
    const { notify, patches } = renderStep();
    fireEvent.change(await screen.findByPlaceholderText(/10-25 seconds/), { target: { value: 'Eid Mubarak' } });
    fireEvent.click(screen.getByTestId('generate-audio'));
    expect(await screen.findByTestId('audio-preview')).toBeInTheDocument();
    expect(screen.getAllByTestId('waveform-bar')).toHaveLength(16);
    expect(screen.getByTestId('preview-loudness')).toHaveTextContent('Loudness -16.1 LUFS (guideline -16 LUFS)');
    expect(screen.getByText('Download WAV').closest('a')).toHaveAttribute('href', `${GENERATED}?download=1`);
    expect(screen.getByText('Regenerate')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Audio Generated' }));
    expect(patches.at(-1)).toMatchObject({
      audioUrl: GENERATED,
      ttsConfig: { script: 'Eid Mubarak', engine: 'espeak-ng' },
    });
  });

  test('when generation fails, then "Generation Failed" carries the server message', async () => {
    server.use(
      http.post('/api/tts/generate', () =>
        HttpResponse.json(
          { error: { code: 'validation_failed', message: 'voice: Voice Sara does not speak urdu' } },
          { status: 400 },
        ),
      ),
    );
    const { notify } = renderStep({
      ttsConfig: { ...DEFAULT_TTS, script: 'Hello' },
    });
    fireEvent.click(await screen.findByTestId('generate-audio'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Generation Failed',
        text: 'Voice Sara does not speak urdu.',
        color: 'danger',
      }),
    );
  });

  test('when an English TTS ad is generated, then Upload Audio and back to Text-to-Speech keeps script, language, voice and audio', async () => {
    server.use(
      http.post('/api/tts/generate', () =>
        HttpResponse.json({ ...ttsAnswer, metadata: { ...ttsAnswer.metadata, voice: 'james', language: 'english' } }),
      ),
    );
    const { patches } = renderStep();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), { target: { value: 'english' } });
    fireEvent.click(screen.getByLabelText(/James/));
    fireEvent.change(script(), { target: { value: 'Eid sale at Saddar, this week only' } });
    fireEvent.click(screen.getByTestId('generate-audio'));
    expect(await screen.findByTestId('audio-preview')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('method-upload').querySelector('button') as HTMLButtonElement);
    // The upload method has no work yet: its panel shows no audio, and nothing of the TTS ad is its creative.
    expect(screen.queryByTestId('audio-preview')).not.toBeInTheDocument();
    expect(patches.at(-1)).toMatchObject({ creativeType: 'upload', ttsConfig: null, audioUrl: null, audioFile: null });

    fireEvent.click(screen.getByTestId('method-tts').querySelector('button') as HTMLButtonElement);
    expect(script()).toHaveValue('Eid sale at Saddar, this week only');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('english');
    expect(screen.getByLabelText(/James/)).toBeChecked();
    expect(await screen.findByTestId('audio-preview')).toBeInTheDocument();
    expect(patches.at(-1)).toMatchObject({
      creativeType: 'tts',
      audioUrl: GENERATED,
      ttsConfig: { script: 'Eid sale at Saddar, this week only', voice: 'james', language: 'english' },
    });
  });

  test('when an uploaded file is set aside for TTS and chosen again, then its audio and file name come back', async () => {
    server.use(
      http.get(`/api/audio-files/${testAudioId(2)}`, () => HttpResponse.json({ ...ttsAnswer, objectPath: UPLOADED })),
    );
    const { patches } = renderStep({ creativeType: 'upload', audioUrl: UPLOADED, audioFile: 'eid-promo.wav' });
    expect(await screen.findByTestId('uploaded-file')).toHaveTextContent('Uploaded file: eid-promo.wav');
    fireEvent.click(screen.getByTestId('method-tts').querySelector('button') as HTMLButtonElement);
    // Nothing was kept for TTS: it starts from the spec defaults, without the upload's audio.
    expect(patches.at(-1)).toEqual({
      creativeType: 'tts',
      audioFile: null,
      audioUrl: null,
      ttsConfig: expect.objectContaining({ script: '', voice: 'sara', language: 'english' }),
      keptCreatives: { upload: { ttsConfig: null, audioUrl: UPLOADED, audioFile: 'eid-promo.wav' } },
    });
    expect(screen.queryByTestId('audio-preview')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('method-upload').querySelector('button') as HTMLButtonElement);
    expect(await screen.findByTestId('uploaded-file')).toHaveTextContent('eid-promo.wav');
    expect(await screen.findByTestId('audio-preview')).toBeInTheDocument();
  });

  test('when a 400-character script is pasted, then it is cut to 350 and the step says so', async () => {
    renderStep();
    fireEvent.change(await screen.findByPlaceholderText(/10-25 seconds/), { target: { value: 'a'.repeat(400) } });
    expect(script()).toHaveValue('a'.repeat(350));
    expect(screen.getByTestId('script-cut')).toHaveTextContent(
      'Your text had 400 characters; a script holds at most 350, so the last 50 were cut.',
    );
    expect(screen.getByTestId('script-counter')).toHaveTextContent('350/350 characters (the limit)');
  });

  test('when the microphone is refused, then record mode says how to allow it', async () => {
    Object.assign(navigator, {
      mediaDevices: {
        getUserMedia: jest.fn().mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' })),
      },
    });
    Object.assign(globalThis, { MediaRecorder: class {} });
    renderStep({ creativeType: 'record', ttsConfig: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Recording' }));
    expect(await screen.findByTestId('record-error')).toHaveTextContent(MIC_DENIED);
  });

  test('when the rights box is ticked, then rightsConfirmed is saved', async () => {
    const { patches } = renderStep();
    fireEvent.click(await screen.findByLabelText(RIGHTS_TEXT));
    expect(patches.at(-1)).toEqual({ rightsConfirmed: true });
    expect(screen.getByText('Legal Confirmation Required')).toBeInTheDocument();
  });
});

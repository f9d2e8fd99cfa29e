import { useEffect, useRef, useState } from 'react';
import { EuiButton, EuiCallOut, EuiSpacer, EuiText } from '@elastic/eui';
import { MEDIA_LIMITS, type RegisterAudioFileResponse } from '@rbt/contracts';
import { uploadBlob } from '../../../../api/media';
import { recordingToWav } from './wav-encode';
import { apiErrorMessage } from '@rbt/web-kit';

export const MIC_DENIED =
  'Microphone access was refused. Allow the microphone for this site in your browser settings, then try again.';
export const MIC_MISSING = 'Recording is not available: this browser has no microphone access.';

type State = 'idle' | 'recording' | 'saving';

/** Record mode (the spec's dead button made real): MediaRecorder, stopped at 30 s, saved through the upload flow. */
export function RecordPanel({ onRecorded }: { onRecorded(answer: RegisterAudioFileResponse): void }) {
  const [state, setState] = useState<State>('idle');
  const [error, setError] = useState<string | null>(null);
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);

  useEffect(() => () => recorder.current?.stream.getTracks().forEach((t) => t.stop()), []);
  useEffect(() => {
    if (state !== 'recording') return undefined;
    const started = Date.now();
    const t = setInterval(() => {
      const s = Math.floor((Date.now() - started) / 1000);
      setSeconds(s);
      if (s >= MEDIA_LIMITS.audioMaxSeconds) recorder.current?.stop();
    }, 250);
    return () => clearInterval(t);
  }, [state]);

  const start = async () => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') return setError(MIC_MISSING);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (e) {
      return setError(
        (e as Error).name === 'NotAllowedError' ? MIC_DENIED : `${MIC_MISSING} (${(e as Error).message})`,
      );
    }
    const chunks: Blob[] = [];
    const rec = new MediaRecorder(stream);
    rec.ondataavailable = (e) => chunks.push(e.data);
    rec.onstop = async () => {
      stream.getTracks().forEach((t) => t.stop());
      setState('saving');
      try {
        onRecorded(await uploadBlob(await recordingToWav(new Blob(chunks, { type: rec.mimeType }))));
      } catch (e) {
        setError(`Processing failed: ${apiErrorMessage(e)}`);
      } finally {
        setState('idle');
      }
    };
    recorder.current = rec;
    setSeconds(0);
    rec.start();
    setState('recording');
  };

  return (
    <div data-testid="record-panel">
      <EuiText size="s">
        <p>Record up to {MEDIA_LIMITS.audioMaxSeconds} seconds from your microphone.</p>
      </EuiText>
      <EuiSpacer size="s" />
      {state === 'recording' ? (
        <EuiButton color="danger" iconType="stop" onClick={() => recorder.current?.stop()}>
          Stop Recording ({seconds}s)
        </EuiButton>
      ) : (
        <EuiButton
          iconType="dotInCircle"
          onClick={() => void start()}
          isLoading={state === 'saving'}
          isDisabled={state === 'saving'}
        >
          {state === 'saving' ? 'Saving Recording...' : 'Start Recording'}
        </EuiButton>
      )}
      {error && (
        <>
          <EuiSpacer size="s" />
          <EuiCallOut color="danger" iconType="error" size="s" title={error} data-testid="record-error" />
        </>
      )}
    </div>
  );
}

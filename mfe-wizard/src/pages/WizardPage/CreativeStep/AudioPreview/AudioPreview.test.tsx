import { fireEvent, screen } from '@testing-library/react';
import { renderWizard } from '../../../../testing/test-render-wizard';
import { AudioPreview } from './AudioPreview';
import { testAudioUrl } from '../../../../testing/test-fixtures';

const AUDIO = testAudioUrl(1);

const info = (durationSec: number) => ({
  metadata: {
    durationSec,
    sampleRate: 22050,
    channels: 1,
    loudnessLufs: -16.1,
    truePeakDbtp: -1.5,
    waveform: Array.from({ length: 16 }, (_, i) => i / 16),
    source: 'espeak-ng' as const,
  },
  renditions: { master: AUDIO, telephone: `${AUDIO}/telephone`, download: `${AUDIO}?download=1` },
});

describe('AudioPreview', () => {
  // EuiRange throws when its max is off the step sequence; espeak gives durations like 5.157 s, which crashed the wizard.
  it.each([5.157, 0.03, 29.999, 0])('when the audio lasts %p s, then the preview renders with its seek bar', (d) => {
    renderWizard(<AudioPreview audioUrl={AUDIO} info={info(d)} />);
    expect(screen.getByTestId('audio-preview')).toBeTruthy();
    expect(screen.getByLabelText('Seek')).toBeTruthy();
    expect(screen.getByTestId('preview-loudness').textContent).toContain('Loudness -16.1 LUFS');
  });

  it('when the campaign offers a response and the caller view is on, then the preview plays the ad with its prompt', () => {
    renderWizard(<AudioPreview audioUrl={AUDIO} info={info(5)} prompt="sms-urdu" />);
    const audio = () => screen.getByTestId('preview-audio').getAttribute('src');
    expect(audio()).toBe(AUDIO);
    fireEvent.click(screen.getByRole('switch', { name: 'Hear it as a caller will' }));
    expect(audio()).toBe(`${AUDIO}/telephone?prompt=sms-urdu`);
    expect(screen.getByTestId('preview-prompt').textContent).toContain('press 1 / press 9');
  });

  it('when the campaign offers no response, then the caller view is the ad alone', () => {
    renderWizard(<AudioPreview audioUrl={AUDIO} info={info(5)} prompt={null} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Hear it as a caller will' }));
    expect(screen.getByTestId('preview-audio').getAttribute('src')).toBe(`${AUDIO}/telephone`);
    expect(screen.queryByTestId('preview-prompt')).toBeNull();
  });
});

import { metricsText } from '@rbt/service-kit';
import { timeMediaJob } from '../src/metrics';

describe('svc-media metrics', () => {
  it('when an audio job succeeds or fails, then its duration is counted under its job and outcome', async () => {
    await timeMediaJob('tts', async () => 'ok');
    await expect(
      timeMediaJob('normalise', async () => {
        throw new Error('ffmpeg died');
      }),
    ).rejects.toThrow('ffmpeg died');
    const text = (await metricsText()).body;
    expect(text).toMatch(/media_job_duration_seconds_count\{job="tts",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/media_job_duration_seconds_count\{job="normalise",outcome="error"\} [1-9]/);
  });
});

import { defineHistogram } from '@rbt/service-kit';

/** svc-media's own metric (the kit keeps only what every service shares): audio job durations. */
const mediaJobDuration = defineHistogram({
  name: 'media_job_duration_seconds',
  help: 'Text-to-speech and loudness normalisation durations, by job and outcome',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
});

/** Times an audio job (tts, normalise) into media_job_duration_seconds, failures included. */
export async function timeMediaJob<T>(job: 'tts' | 'normalise', work: () => Promise<T>): Promise<T> {
  const end = mediaJobDuration.startTimer({ job });
  try {
    const out = await work();
    end({ outcome: 'ok' });
    return out;
  } catch (err) {
    end({ outcome: 'error' });
    throw err;
  }
}

// A short advertiser guide. Creative limits come from @rbt/contracts' MEDIA_LIMITS, the review
// timeline from spec §2/§9 (step 3 and checkout), so the guide says what the wizard enforces.
import { MEDIA_LIMITS, TtsLanguage } from '@rbt/contracts';
import { t, tag, type ShellMessageId } from '../i18n';
import { callToAction } from './site-chrome';

/**
 * What follows payment, as the review step says it: a person approves or rejects each paid campaign and
 * the slots are booked on approval; the spec's "2-4 hours" and "30 minutes" were promises nothing kept.
 */
export const timeline = () => [
  { step: t('shell.timeline.paid'), time: t('shell.timeline.paid.time') },
  { step: t('shell.timeline.review'), time: t('shell.timeline.review.time') },
  { step: t('shell.timeline.booking'), time: t('shell.timeline.booking.time') },
];

const LANGUAGE_ID: Record<TtsLanguage, ShellMessageId> = {
  urdu: 'shell.tts.urdu',
  english: 'shell.tts.english',
  punjabi: 'shell.tts.punjabi',
  arabic: 'shell.tts.arabic',
};

const b = tag('<strong>', '</strong>');
const row = (head: ShellMessageId, cell: string) => `<tr><th scope="row">${t(head)}</th><td>${cell}</td></tr>`;

export function docsBody(signedIn: boolean): string {
  const languages = TtsLanguage.options.map((l) => t(LANGUAGE_ID[l])).join(t('shell.list.separator'));
  const steps = timeline()
    .map((s) => `<li><strong>${s.step}</strong> <span>${s.time}</span></li>`)
    .join('');
  return `
  <h1>${t('shell.docs.title')}</h1>
  <p class="rbt-lead">${t('shell.docs.lead')}</p>
  <nav class="rbt-toc" aria-label="${t('shell.docs.toc')}">
    <a href="#how-it-works">${t('shell.docs.toc.how')}</a> <a href="#three-steps">${t('shell.docs.toc.steps')}</a> <a href="#targeting">${t('shell.docs.toc.targeting')}</a>
    <a href="#audio">${t('shell.docs.toc.audio')}</a> <a href="#payment">${t('shell.docs.toc.payment')}</a>
  </nav>
  <section id="how-it-works">
    <h2>${t('shell.docs.how.title')}</h2>
    <p>${t('shell.docs.how.p1')}</p>
    <p>${t('shell.docs.how.p2', { pricing: tag('<a href="/pricing">', '</a>') })}</p>
  </section>
  <section id="three-steps">
    <h2>${t('shell.docs.steps.title')}</h2>
    <ol class="rbt-steps">
      <li>${t('shell.docs.steps.1', { b })}</li>
      <li>${t('shell.docs.steps.2', { b })}</li>
      <li>${t('shell.docs.steps.3', { b })}</li>
    </ol>
  </section>
  <section id="targeting">
    <h2>${t('shell.docs.targeting.title')}</h2>
    <ul>
      <li>${t('shell.docs.targeting.standard', { b })}</li>
      <li>${t('shell.docs.targeting.niche', { b })}</li>
      <li>${t('shell.docs.targeting.schedule', { b })}</li>
    </ul>
  </section>
  <section id="audio">
    <h2>${t('shell.docs.audio.title')}</h2>
    <table class="rbt-table rbt-table-text"><tbody>
      ${row('shell.docs.audio.duration', t('shell.docs.audio.duration.value', { seconds: MEDIA_LIMITS.audioMaxSeconds }))}
      ${row('shell.docs.audio.quality', t('shell.docs.audio.quality.value', { khz: MEDIA_LIMITS.targetSampleRate / 1000, lufs: MEDIA_LIMITS.targetLufs }))}
      ${row('shell.docs.audio.upload', t('shell.docs.audio.upload.value', { mb: Math.round(MEDIA_LIMITS.uploadMaxBytes / 1_048_576) }))}
      ${row('shell.docs.audio.languages', languages)}
      ${row('shell.docs.audio.script', t('shell.docs.audio.script.value', { chars: MEDIA_LIMITS.scriptMaxChars }))}
      ${row('shell.docs.audio.safety', t('shell.docs.audio.safety.value'))}
    </tbody></table>
    <p>${t('shell.docs.audio.normalized')}</p>
  </section>
  <section id="payment">
    <h2>${t('shell.docs.payment.title')}</h2>
    <p>${t('shell.docs.payment.lead')}</p>
    <ol class="rbt-timeline">${steps}</ol>
    <p class="rbt-prototype" role="note">${t('shell.docs.payment.simulated')}</p>
  </section>
  <p>${callToAction(signedIn, t('shell.cta.getStarted'))}</p>`;
}

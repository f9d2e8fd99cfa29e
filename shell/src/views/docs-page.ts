// A short advertiser guide (issue 10). Creative limits come from @rbt/contracts' MEDIA_LIMITS, the review
// timeline from spec §2/§9 (step 3 and checkout), so the guide says what the wizard enforces.
import { MEDIA_LIMITS, TtsLanguage } from '@rbt/contracts';
import { callToAction } from './site-chrome';
import { titleCase } from './pricing-figures';

/**
 * What follows payment, as the review step says it (issue 28): a person approves or rejects each paid campaign and
 * the slots are booked on approval; the spec's "2-4 hours" and "30 minutes" were promises nothing kept.
 */
export const TIMELINE = [
  { step: 'Payment confirmed', time: 'about 5 minutes' },
  {
    step: 'Content review',
    time: 'a person on our team listens to the ad and reads its script and targeting, then approves it or rejects it with the reason; you are told in the notifications bell',
  },
  {
    step: 'Slot booking',
    time: 'automatic on approval; a full slot keeps the campaign in review and you are told which',
  },
] as const;

const megabytes = (bytes: number): string => `${Math.round(bytes / 1_048_576)}MB`;

export function docsBody(signedIn: boolean): string {
  const languages = TtsLanguage.options.map(titleCase).join(', ');
  const timeline = TIMELINE.map((t) => `<li><strong>${t.step}</strong> <span>${t.time}</span></li>`).join('');
  return `
  <h1>Advertiser guide</h1>
  <p class="rbt-lead">Everything you need to run your first ringback-tone campaign.</p>
  <nav class="rbt-toc" aria-label="On this page">
    <a href="#how-it-works">How it works</a> <a href="#three-steps">3 steps</a> <a href="#targeting">Targeting</a>
    <a href="#audio">Audio guidelines</a> <a href="#payment">Payment and review</a>
  </nav>
  <section id="how-it-works">
    <h2>How a ringback ad works</h2>
    <p>When a user of our call-rewards app places a call, they normally hear a ringing tone while the other side picks up.
      Instead, they hear your short audio ad. The ad stops as soon as the call is answered, so put your brand and your call to action in the first seconds.</p>
    <p>You are billed per guaranteed ad view: one ad heard by one user. See <a href="/pricing">Pricing</a> for how a view is priced.</p>
  </section>
  <section id="three-steps">
    <h2>Build a campaign in 3 steps</h2>
    <ol class="rbt-steps">
      <li><strong>Audience &amp; Schedule.</strong> Pick cities, gender, value tier and devices, the dates, the hours your ad may play and how often a user may hear it per day. Reach and cost estimates update live.</li>
      <li><strong>Creative.</strong> Upload an MP3 or WAV file, or type a script and let text-to-speech voice it. Preview it and confirm you have the rights to use it.</li>
      <li><strong>Review &amp; Payment.</strong> Check the summary, the estimated impressions and the total with VAT and fees, then pay by card. You get an invoice and a receipt.</li>
    </ol>
  </section>
  <section id="targeting">
    <h2>Targeting</h2>
    <ul>
      <li><strong>Standard:</strong> cities on a map of Pakistan, gender and value tier (bronze to platinum), smartphone or feature phone.</li>
      <li><strong>Niche:</strong> interests such as technology, finance or education, areas within a city and device brands and models.</li>
      <li><strong>Schedule:</strong> hourly slots from morning to midnight; evening prime time reaches the most callers and costs more.</li>
    </ul>
  </section>
  <section id="audio">
    <h2>Audio guidelines</h2>
    <table class="rbt-table rbt-table-text"><tbody>
      <tr><th scope="row">Duration</th><td>${MEDIA_LIMITS.audioMaxSeconds} seconds at most (a 10-25 second script works best)</td></tr>
      <tr><th scope="row">Quality</th><td>${MEDIA_LIMITS.targetSampleRate / 1000} kHz, normalized to ${MEDIA_LIMITS.targetLufs} LUFS</td></tr>
      <tr><th scope="row">Upload</th><td>MP3 or WAV, up to ${megabytes(MEDIA_LIMITS.uploadMaxBytes)}</td></tr>
      <tr><th scope="row">Text-to-speech languages</th><td>${languages}</td></tr>
      <tr><th scope="row">Script</th><td>Up to ${MEDIA_LIMITS.scriptMaxChars} characters</td></tr>
      <tr><th scope="row">Brand safety</th><td>Every ad is reviewed for compliance before it plays</td></tr>
    </tbody></table>
    <p>Your audio is normalized and optimized for ringback delivery automatically.</p>
  </section>
  <section id="payment">
    <h2>Payment and review timeline</h2>
    <p>After you pay, your campaign goes live on its start date once these steps are done:</p>
    <ol class="rbt-timeline">${timeline}</ol>
    <p class="rbt-prototype" role="note">Payment in this prototype is simulated: no card is charged. A card provider will be connected once its keys are provided.</p>
  </section>
  <p>${callToAction(signedIn, 'Get Started')}</p>`;
}

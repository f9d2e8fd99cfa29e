// Public help: the common questions, and where the in-app help panel takes over once signed in.
import { MEDIA_LIMITS } from '@rbt/contracts';
import { CHECKOUT } from '@rbt/pricing/src/constants';
import { percent } from './pricing-figures';
import { TIMELINE } from './docs-page';

const QUESTIONS: ReadonlyArray<[string, string]> = [
  [
    'How do I start?',
    'Create an account with Get Started (or Login if you have one), then choose a targeting method and follow the three wizard steps. The <a href="/docs">advertiser guide</a> walks through them.',
  ],
  [
    'What does a campaign cost?',
    `You pay per guaranteed ad view; the <a href="/pricing">pricing page</a> shows every rate. VAT (${percent(CHECKOUT.vatRate)}) and the platform fee (${percent(CHECKOUT.platformFeeRate)}) are added at checkout.`,
  ],
  [
    'How long can my ad be?',
    `Up to ${MEDIA_LIMITS.audioMaxSeconds} seconds. The ad stops when the call is answered, so say your brand early.`,
  ],
  [
    'I have no audio file. What now?',
    'Write a script and use text-to-speech in Urdu, English, Punjabi or Arabic; you can preview and regenerate before you pay.',
  ],
  [
    'When does my campaign go live?',
    `After payment (${TIMELINE[0].time}), content review (${TIMELINE[1].time}) and technical setup (${TIMELINE[2].time}), on its start date.`,
  ],
  [
    'Can I pause or change a campaign?',
    'Yes: pause a live campaign from the dashboard, edit drafts, or duplicate a campaign to start from its settings.',
  ],
  ['Is my card charged?', 'Not in this prototype: payment is simulated until a card provider is connected.'],
];

export function helpBody(): string {
  const items = QUESTIONS.map(([q, a]) => `<details class="rbt-faq"><summary>${q}</summary><p>${a}</p></details>`).join(
    '',
  );
  return `
  <h1>Help</h1>
  <p class="rbt-lead">Answers to common questions. Once signed in, the help panel on every page offers quick actions, help for the page you are on and AI suggestions for your draft.</p>
  ${items}`;
}

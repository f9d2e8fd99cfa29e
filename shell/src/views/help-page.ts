// Public help: the common questions, and where the in-app help panel takes over once signed in.
import { MEDIA_LIMITS } from '@rbt/contracts';
import { CHECKOUT } from '@rbt/pricing/src/constants';
import { t, tag, type ShellMessageId } from '../i18n';
import { percent } from './pricing-figures';
import { timeline } from './docs-page';

const QUESTIONS: ReadonlyArray<[ShellMessageId, ShellMessageId]> = [
  ['shell.faq.start.q', 'shell.faq.start.a'],
  ['shell.faq.cost.q', 'shell.faq.cost.a'],
  ['shell.faq.length.q', 'shell.faq.length.a'],
  ['shell.faq.noAudio.q', 'shell.faq.noAudio.a'],
  ['shell.faq.live.q', 'shell.faq.live.a'],
  ['shell.faq.pause.q', 'shell.faq.pause.a'],
  ['shell.faq.card.q', 'shell.faq.card.a'],
];

export function helpBody(): string {
  const [paid, review, booking] = timeline();
  const values = {
    docs: tag('<a href="/docs">', '</a>'),
    pricing: tag('<a href="/pricing">', '</a>'),
    vat: percent(CHECKOUT.vatRate),
    fee: percent(CHECKOUT.platformFeeRate),
    seconds: MEDIA_LIMITS.audioMaxSeconds,
    paid: paid!.time,
    review: review!.time,
    booking: booking!.time,
  };
  const items = QUESTIONS.map(
    ([q, a]) => `<details class="rbt-faq"><summary>${t(q)}</summary><p>${t(a, values)}</p></details>`,
  ).join('');
  return `
  <h1>${t('shell.help.title')}</h1>
  <p class="rbt-lead">${t('shell.help.lead')}</p>
  ${items}`;
}

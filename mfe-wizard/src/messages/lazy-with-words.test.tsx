// lazyWithWords with step 1's catalog only, as in the browser (the testing helpers give pages both parts, so they
// cannot tell whether a lazy chunk brought its words).
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { IntlProvider, useIntl } from '@rbt/web-kit/src/i18n/intl';
import { applyLanguage } from '@rbt/web-kit/src/i18n/language';
import { lazyWithWords } from './lazy-with-words';
import en from './en.json';
import ur from './ur.json';

/** A later word (step 3's title) beside a first one (the frame's title). */
function Titles({ step }: { step: string }) {
  const intl = useIntl();
  return (
    <p data-testid="titles">
      {step}: {intl.formatMessage({ id: 'wiz.review.title' })} / {intl.formatMessage({ id: 'wiz.frame.title' })}
    </p>
  );
}

function renderLazy(locale: string, messages: Record<string, string>) {
  const Lazy = lazyWithWords(() => Promise.resolve(Titles));
  render(
    <IntlProvider locale={locale} messages={messages}>
      <Suspense fallback={null}>
        <Lazy step="3" />
      </Suspense>
    </IntlProvider>,
  );
}

describe('lazyWithWords', () => {
  afterEach(() => applyLanguage('en'));

  test('when a lazy step renders on an English page, then it shows its later words and the page keeps its own', async () => {
    renderLazy('en-PK', en);
    expect(await screen.findByTestId('titles')).toHaveTextContent('3: Review & Payment / Create New Campaign');
  });

  test('when a lazy step renders on an Urdu page, then its later words are the Urdu ones', async () => {
    applyLanguage('ur');
    renderLazy('ur-PK', ur);
    expect(await screen.findByTestId('titles')).toHaveTextContent('3: جائزہ اور ادائیگی / نئی مہم بنائیں');
  });
});

import { lazy, useMemo, type ComponentType } from 'react';
import { IntlProvider, useIntl } from '@rbt/web-kit/src/i18n/intl';
import type { Catalog } from '@rbt/web-kit/src/i18n/catalogs';
import type { Language } from '@rbt/contracts';
import { pageLanguage } from '@rbt/web-kit/src/i18n/language';

// Step 1 carries only its own words (messages/en.json, the weight budget of Urdu); every other page's and step's
// words are one chunk per language, English included, so an English step 1 fetches none of them.
const LATER: Record<Language, () => Promise<{ default: Catalog }>> = {
  en: () => import(/* webpackChunkName: "wiz-later-en" */ './later/en.json'),
  ur: () => import(/* webpackChunkName: "wiz-later-ur" */ './later/ur.json'),
};

// One fetch per page load: the page's language is fixed until the page reloads (switching language reloads).
const fetched = new Map<Language, Promise<Catalog>>();
function laterWords(language: Language): Promise<Catalog> {
  let words = fetched.get(language);
  if (!words) {
    words = LATER[language]().then((m) => m.default);
    fetched.set(language, words);
  }
  return words;
}

/**
 * `lazy()` for a wizard page, step or map that uses the later words: its chunk and the later words of the page's
 * language are fetched side by side, and it renders inside an IntlProvider holding the page's messages and those.
 */
export function lazyWithWords<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, later] = await Promise.all([load(), laterWords(pageLanguage())]);
    function WithLaterWords(props: P) {
      const intl = useIntl();
      // The page's messages go last: in the browser they share no id with the later words, and a test's page
      // already holds the whole catalog of its language, whatever `<html lang>` says.
      const messages = useMemo((): Catalog => ({ ...later, ...intl.messages }), [intl.messages]);
      return (
        <IntlProvider locale={intl.locale} messages={messages}>
          <Component {...props} />
        </IntlProvider>
      );
    }
    WithLaterWords.displayName = `WithLaterWords(${Component.displayName ?? Component.name})`;
    return { default: WithLaterWords };
  });
}

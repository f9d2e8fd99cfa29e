import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { renderPage } from '@rbt/web-kit/src/testing';
import { applyLanguage } from '@rbt/web-kit/src/i18n/language';
import { loadFormatLanguage } from '@rbt/web-kit/src/format/language';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { WIZ_EN, WIZ_UR } from './test-catalogs';

/** renderPage with the wizard's English catalog, both parts: the tests read the English words. */
export function renderWizard(ui: ReactElement, options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(ui, { messages: WIZ_EN, ...options });
}

/** Where the router is (path and query), for a test that follows a navigation. */
function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

/** renderWizard at `path`, with the address shown in `getByTestId('where')`. */
export function renderWizardAt(ui: ReactElement, path: string) {
  return renderWizard(
    <>
      {ui}
      <Where />
    </>,
    { path },
  );
}

/** The same page in Urdu with the Urdu catalogs (the suite calls `urduSuite()` for `<html lang>` and formatters). */
export function renderWizardInUrdu(ui: ReactElement, options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(ui, { language: 'ur', messages: WIZ_UR, kitMessages: kitUr, ...options });
}

/** Puts the page in Urdu for the suite, as the shell does before a remote mounts; English again after it. */
export function urduSuite() {
  beforeAll(async () => {
    applyLanguage('ur');
    await loadFormatLanguage('ur');
  });
  afterAll(() => applyLanguage('en'));
}

/** The signed-in person's name and initial in the header: theirs, not the portal's words. */
export const USER_WORDS = ['Ayesha', 'Khan', 'A'];

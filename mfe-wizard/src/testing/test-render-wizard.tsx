import type { ReactElement } from 'react';
import { renderPage } from '@rbt/web-kit/src/testing';
import en from '../messages/en.json';

/** renderPage with the wizard's English catalog (issue 31): the tests read the English words. */
export function renderWizard(ui: ReactElement, options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(ui, { messages: en, ...options });
}

// Test-only helpers (not exported from index so testing-library never reaches a bundle).
import type { ReactElement } from 'react';
import createCache from '@emotion/cache';
import { render } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import type { AuthUser, Language } from '@rbt/contracts';
import type { Catalog } from './i18n/catalogs';
import { KIT_CATALOGS } from './i18n/kit-catalogs';
import { AppProviders } from './AppProviders';
import { ROUTER_FUTURE, createQueryClient } from './query-client';

// jsdom's CSS parser does not know @container queries, which EUI emits; that noise hides real errors.
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  // The error comes from jsdom's realm, so instanceof Error does not hold; compare the message.
  const message = (args[0] as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string' && message.startsWith('Could not parse CSS stylesheet')) return;
  consoleError(...args);
};

export const testUser: AuthUser = {
  id: 'u1',
  email: 'ayesha@example.pk',
  firstName: 'Ayesha',
  lastName: 'Khan',
  role: 'advertiser',
};

/**
 * EUI's emotion styles go to a style element outside the document. In the document, jsdom's getComputedStyle
 * matched every element against thousands of EUI rules each time focus-lock, user-event or a role query asked
 * whether something is visible: 81 of 98 s of the capacity upload test went there (cpu profile, 2026-11-24).
 * No jsdom test reads EUI's styles; how the pages look is checked in chromium by the browser tests.
 */
const detachedStyles = () => createCache({ key: 'css', container: document.createElement('div') });

/**
 * Renders a remote's page with the same providers as in the browser, at the given path. `messages` are the remote's
 * own catalog in `language` (web-kit's come with them; Urdu tests pass the remote's Urdu catalog).
 */
export function renderPage(
  ui: ReactElement,
  {
    path = '/',
    user = testUser,
    messages = {},
    language = 'en',
    kitMessages = KIT_CATALOGS.en,
  }: { path?: string; user?: AuthUser | null; messages?: Catalog; language?: Language; kitMessages?: Catalog } = {},
) {
  return render(
    <AppProviders
      user={user}
      queryClient={createQueryClient()}
      emotionCache={detachedStyles()}
      language={language}
      messages={{ ...kitMessages, ...messages }}
    >
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        {ui}
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Every signed-in page shows the header's bell, which asks for the caller's notifications: none, here. */
export const bellHandlers = [
  http.get('/api/notifications', () => HttpResponse.json({ items: [], unreadCount: 0, nextBefore: null })),
];

/** The file's msw server: the bell and `handlers` answer, any other call fails the test; handlers a test adds go after it. */
export function mswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...bellHandlers, ...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

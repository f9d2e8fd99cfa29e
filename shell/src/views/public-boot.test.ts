import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { waitFor } from '@testing-library/dom';
import { TOGGLE_HELP_EVENT, emit } from '@rbt/web-kit/src/events';
import { boot } from '../bootstrap';

const mounted: string[] = [];
jest.mock('../remotes', () => ({
  registerManifestRemotes: jest.fn(),
  loadLifecycles: async (name: string) => ({
    bootstrap: async () => undefined,
    mount: async () => {
      mounted.push(name);
    },
    unmount: async () => undefined,
  }),
}));

const user = { id: 'u1', email: 'a@x.pk', firstName: 'Ayesha', lastName: 'Khan', role: 'advertiser' };
const server = setupServer(http.get('/mf-manifest.json', () => HttpResponse.json({ remotes: {} })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('shell boot on a public page', () => {
  test('when signed out at /pricing, then the pricing page shows, not the 404 or a login redirect', async () => {
    server.use(http.get('/api/auth/user', () => new HttpResponse('Unauthorized', { status: 401 })));
    window.history.replaceState({}, '', '/pricing');
    const root = document.createElement('div');
    await boot(root);
    expect(root.querySelector('[data-testid="public-page-pricing"]')).not.toBeNull();
    expect(document.querySelector('.rbt-toast')).toBeNull();
  });

  test('when signed in at /docs, then the guide shows and no page remote is mounted', async () => {
    server.use(http.get('/api/auth/user', () => HttpResponse.json(user)));
    window.history.replaceState({}, '', '/docs');
    const root = document.createElement('div');
    await boot(root);
    expect(root.querySelector('[data-testid="public-page-docs"]')).not.toBeNull();
    expect(root.querySelector('[data-testid="not-found-page"]')).toBeNull();
    // No page remote owns /docs; help comes only when its button is pressed.
    await new Promise((r) => setTimeout(r, 200));
    expect(mounted).toEqual([]);
    emit(TOGGLE_HELP_EVENT);
    await waitFor(() => expect(mounted).toEqual(['help']));
  });
});

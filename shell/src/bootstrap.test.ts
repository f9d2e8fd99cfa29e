import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { waitFor } from '@testing-library/dom';
import { TOGGLE_HELP_EVENT, emit } from '@rbt/web-kit/src/events';
import { boot } from './bootstrap';

const mounted: Array<{ name: string; user: unknown }> = [];
jest.mock('./remotes', () => ({
  registerManifestRemotes: jest.fn(),
  loadLifecycles: async (name: string) => ({
    bootstrap: async () => undefined,
    mount: async (props: { domElement: HTMLElement; user: unknown }) => {
      mounted.push({ name, user: props.user });
      props.domElement.dataset.testid = `remote-${name}`;
    },
    unmount: async () => undefined,
  }),
}));

const user = { id: 'u1', email: 'a@x.pk', firstName: 'Ayesha', lastName: 'Khan', role: 'advertiser' };
const server = setupServer(
  http.get('/mf-manifest.json', () => HttpResponse.json({ remotes: { help: '/mfe/help/remoteEntry.js' } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('shell boot', () => {
  test('when signed out at /, then the landing page shows', async () => {
    server.use(http.get('/api/auth/user', () => new HttpResponse('Unauthorized', { status: 401 })));
    window.history.replaceState({}, '', '/');
    const root = document.createElement('div');
    await boot(root);
    expect(root.querySelector('[data-testid="landing-page"]')).not.toBeNull();
    expect(root.querySelector('[data-testid="auth-spinner"]')).toBeNull();
  });

  test('when signed in at a path no remote owns, then the dashboard remote is mounted to draw the 404 in the portal frame, and help is loaded only once Help is pressed', async () => {
    server.use(http.get('/api/auth/user', () => HttpResponse.json(user)));
    window.history.replaceState({}, '', '/no-such-page');
    const root = document.createElement('div');
    await boot(root);
    await waitFor(() => expect(mounted).toEqual([{ name: 'dashboard', user }]));
    expect(root.querySelector('[data-testid="not-found-page"]')).toBeNull();
    emit(TOGGLE_HELP_EVENT);
    await waitFor(() =>
      expect(mounted).toEqual([
        { name: 'dashboard', user },
        { name: 'help', user },
      ]),
    );
    emit(TOGGLE_HELP_EVENT);
    await new Promise((r) => setTimeout(r, 100));
    expect(mounted).toHaveLength(2);
  });
});

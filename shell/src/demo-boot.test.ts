import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { waitFor } from '@testing-library/dom';
import { boot } from './bootstrap';

const mounted: Array<{ name: string; user: unknown }> = [];
jest.mock('./remotes', () => ({
  registerManifestRemotes: jest.fn(),
  loadLifecycles: async (name: string) => ({
    bootstrap: async () => undefined,
    mount: async (props: { user: unknown }) => {
      mounted.push({ name, user: props.user });
    },
    unmount: async () => undefined,
  }),
}));

const server = setupServer(
  http.get('/mf-manifest.json', () => HttpResponse.json({ remotes: { wizard: '/mfe/wizard/remoteEntry.js' } })),
  http.get('/api/auth/user', () => new HttpResponse('Unauthorized', { status: 401 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('shell boot on the demo', () => {
  test('when signed out at /map-demo (View Demo), then the wizard remote is mounted without a user under the site header and the demo banner, with no login redirect', async () => {
    window.history.replaceState({}, '', '/map-demo');
    const root = document.createElement('div');
    await boot(root);
    await waitFor(() => expect(mounted).toEqual([{ name: 'wizard', user: null }]));
    const banner = root.querySelector('[data-testid="demo-banner"]');
    expect(banner?.textContent).toContain('Demo with sample figures');
    expect(banner?.querySelector('header a.rbt-button')?.getAttribute('href')).toBe('/api/login');
    expect(document.querySelector('.rbt-toast')).toBeNull();
  });
});

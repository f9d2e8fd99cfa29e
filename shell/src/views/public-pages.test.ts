import { MEDIA_LIMITS } from '@rbt/contracts';
import { PUBLIC_PAGES, signedOutView } from '../routes';
import { landingHtml } from './landing';
import { publicPageHtml } from './public-pages';
import { SIGN_UP_PATH } from './site-chrome';

const mount = (html: string): HTMLElement => {
  document.body.innerHTML = html;
  return document.body;
};
/** Same-site page links (not the login/logout endpoints or the gateway's sign-up page, not in-page anchors). */
const pageLinks = (body: HTMLElement): string[] =>
  [...body.querySelectorAll('a')]
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('/api/') && href !== SIGN_UP_PATH);

describe('landing links', () => {
  test('when signed out, then every landing link resolves to a page that is not the 404', async () => {
    const links = pageLinks(mount(await landingHtml('/')));
    expect(links).toEqual(expect.arrayContaining(['/pricing', '/docs', '/terms', '/privacy', '/help', '/map-demo']));
    for (const href of links.filter((l) => l !== '/map-demo')) {
      const path = href.split('#')[0];
      expect([path, signedOutView(path)]).toEqual([path, 'landing']);
      expect(mount(await landingHtml(path)).querySelector('[data-testid="not-found-page"]')).toBeNull();
    }
  });

  test('when View Demo is clicked, then it leads to the map demo, which is open signed out', async () => {
    const demo = [...mount(await landingHtml('/')).querySelectorAll('.rbt-hero a')].find(
      (a) => a.textContent === 'View Demo',
    );
    expect(demo?.getAttribute('href')).toBe('/map-demo');
    expect(signedOutView('/map-demo')).toBe('demo');
  });

  test.each(PUBLIC_PAGES)(
    'when signed out on /%s, then its links lead to public pages or sign-in only',
    async (page) => {
      for (const href of pageLinks(mount(await landingHtml(`/${page}`))))
        expect(signedOutView(href.split('#')[0])).toBe('landing');
    },
  );
});

describe('public pages', () => {
  test.each(PUBLIC_PAGES)(
    'when signed out at /%s, then the page shows with a heading, Login and the footer',
    async (page) => {
      const body = mount(await landingHtml(`/${page}`));
      expect(body.querySelector(`[data-testid="public-page-${page}"] h1`)?.textContent).toBeTruthy();
      expect(body.querySelector('header a.rbt-button')?.getAttribute('href')).toBe('/api/login');
      expect([...body.querySelectorAll('footer a')].map((a) => a.textContent)).toEqual(['Terms', 'Privacy', 'Help']);
    },
  );

  test.each(PUBLIC_PAGES)(
    'when signed in at /%s, then the shell shows the page with a Dashboard link instead of the 404',
    (page) => {
      const body = mount(publicPageHtml(page, true));
      expect(body.querySelector(`[data-testid="public-page-${page}"]`)).not.toBeNull();
      expect(body.querySelector('[data-testid="not-found-page"]')).toBeNull();
      expect(body.querySelector('header a.rbt-button')?.textContent).toBe('Dashboard');
    },
  );

  test.each(['terms', 'privacy'] as const)(
    'when the %s page is rendered, then it is marked as prototype text',
    (page) => {
      expect(mount(publicPageHtml(page, false)).querySelector('.rbt-prototype')?.textContent).toContain(
        'Prototype text.',
      );
    },
  );

  test('when the guide is rendered, then the audio guidelines come from the media limits and the timeline says what the review really is', () => {
    const text = mount(publicPageHtml('docs', false)).textContent ?? '';
    expect(text).toContain(`${MEDIA_LIMITS.audioMaxSeconds} seconds at most`);
    expect(text).toContain(
      `${MEDIA_LIMITS.targetSampleRate / 1000} kHz, normalized to ${MEDIA_LIMITS.targetLufs} LUFS`,
    );
    expect(text).toContain('Urdu, English, Punjabi, Arabic');
    // The review is a person's approval, with no hours promised.
    expect(text).toMatch(/about 5 minutes[\s\S]*listens to the ad[\s\S]*automatic on approval/);
    expect(text).not.toMatch(/2-4 hours|30 minutes/);
    expect(text).toMatch(/Audience & Schedule[\s\S]*Creative[\s\S]*Review & Payment/);
  });

  test('when signed in on the guide, then its call to action starts a campaign instead of signing in', () => {
    const body = mount(publicPageHtml('docs', true));
    expect(body.querySelector('article a.rbt-button')?.getAttribute('href')).toBe('/campaigns/targeting');
  });
});

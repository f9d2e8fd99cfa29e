import { features, landingHtml } from './landing';
import { demoBannerHtml, notFoundHtml, remoteErrorElement } from './pages';
import { CITIES, SHORT_CITIES } from '@rbt/pricing';
import { LOGIN_DELAY_MS, unauthorizedThenLogin } from './toast';

function mountHtml(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

describe('landing page', () => {
  test('when rendered, then the header has Pricing, Docs and a Login link to /api/login', async () => {
    const body = mountHtml(await landingHtml('/'));
    const links = [...body.querySelectorAll('header a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Pricing', '/pricing'],
        ['Docs', '/docs'],
        ['Login', '/api/login'],
      ]),
    );
  });

  test('when rendered, then the hero, six feature cards, the call to action and the footer anchors are there', async () => {
    const body = mountHtml(await landingHtml('/'));
    expect(body.querySelector('.rbt-hero')?.textContent).toMatch(/Get Started[\s\S]*View Demo/);
    expect(body.querySelectorAll('.rbt-card')).toHaveLength(6);
    expect(features().map((f) => f.title)).toContain('Launch in under 60 minutes');
    expect(body.querySelector('.rbt-cta a')?.getAttribute('href')).toBe('/signup');
    expect([...body.querySelectorAll('footer a')].map((a) => a.textContent)).toEqual(['Terms', 'Privacy', 'Help']);
  });
});

describe('404 page', () => {
  test('when rendered signed out, then its title is "404 Page Not Found" inside the site header (Login) and footer (Help) with a way home', () => {
    const body = mountHtml(notFoundHtml());
    expect(body.querySelector('h1')?.textContent).toBe('404 Page Not Found');
    expect(body.querySelector('header a.rbt-button')?.getAttribute('href')).toBe('/api/login');
    expect([...body.querySelectorAll('footer a')].map((a) => a.textContent)).toContain('Help');
    expect(body.querySelector('[data-testid="not-found-page"] a')?.getAttribute('href')).toBe('/');
  });
});

describe('remote error panel', () => {
  test('when a remote is down, then its panel names the area and offers Retry', () => {
    const panel = remoteErrorElement('wizard');
    expect(panel.dataset.testid).toBe('remote-error-wizard');
    expect(panel.textContent).toContain('The campaign area is unavailable right now.');
    expect(panel.querySelector('button')?.textContent).toBe('Retry');
  });
});

describe('unauthorizedThenLogin', () => {
  afterEach(() => jest.useRealTimers());

  test('when called, then the Unauthorized toast shows and login follows only after the delay', () => {
    jest.useFakeTimers();
    const go = jest.fn();
    unauthorizedThenLogin(go);
    expect(document.querySelector('.rbt-toast')?.textContent).toBe(
      'UnauthorizedYou are logged out. Logging in again...',
    );
    jest.advanceTimersByTime(LOGIN_DELAY_MS - 1);
    expect(go).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledWith('/api/login');
  });

  test('when called twice, then only one toast is on screen', () => {
    unauthorizedThenLogin(() => undefined);
    unauthorizedThenLogin(() => undefined);
    expect(document.querySelectorAll('.rbt-toast')).toHaveLength(1);
  });
});

describe('landing calls to action', () => {
  test('when a new visitor clicks Get Started or the closing call to action, then they go to sign-up; Login stays sign-in', async () => {
    const body = mountHtml(await landingHtml('/'));
    const link = (text: string) => [...body.querySelectorAll('a')].find((a) => a.textContent === text);
    expect(link('Get Started')?.getAttribute('href')).toBe('/signup');
    expect(link('Create your first campaign')?.getAttribute('href')).toBe('/signup');
    expect(link('Login')?.getAttribute('href')).toBe('/api/login');
  });
});

describe('city counts', () => {
  test('when the landing and the demo banner name the cities, then the counts are the reference data: all targetable, 15 on the demo', () => {
    expect(features()[1].text).toContain(`${CITIES.length} cities across Pakistan`);
    expect(features()[1].text).not.toMatch(/about/);
    expect(mountHtml(demoBannerHtml()).textContent).toContain(`${SHORT_CITIES.length} of the ${CITIES.length} cities`);
  });
});

import { appForPath, PUBLIC_PAGES, publicPageForPath, signedInApp, signedOutView } from './routes';

describe('appForPath', () => {
  test.each([
    ['/', 'dashboard'],
    ['/analytics', 'dashboard'],
    ['/billing/', 'dashboard'],
    ['/campaigns', 'dashboard'],
    ['/campaigns/targeting', 'wizard'],
    ['/campaigns/new', 'wizard'],
    ['/campaigns/abc123', 'wizard'],
    ['/campaigns/abc123/edit', 'wizard'],
    ['/campaigns/abc123/checkout', 'wizard'],
    ['/niche-targeting', 'wizard'],
    ['/standard-targeting', 'wizard'],
    ['/map-demo', 'wizard'],
    ['/customer-upload', 'wizard'],
    ['/admin', 'admin'],
  ])('when the path is %s, then %s owns it', (path, app) => {
    expect(appForPath(path)).toBe(app);
  });

  test.each(['/campaigns/a/b', '/campaigns/a/pay', '/admin/users', '/nope', '/analyticsx'])(
    'when the path is %s, then no application owns it (404)',
    (path) => {
      expect(appForPath(path)).toBeNull();
    },
  );
});

describe('signedOutView', () => {
  test('when signed out at /, then the landing page shows', () => {
    expect(signedOutView('/')).toBe('landing');
  });

  test.each(['/analytics', '/campaigns/new', '/admin', '/campaigns/c1/edit'])(
    'when signed out at protected %s, then it goes to login',
    (path) => {
      expect(signedOutView(path)).toBe('login');
    },
  );

  test.each(['/map-demo', '/map-demo/'])('when signed out at %s, then the public demo shows', (path) => {
    expect(signedOutView(path)).toBe('demo');
  });

  test.each(['/pricing', '/docs', '/terms', '/privacy', '/help', '/help/'])(
    'when signed out at public %s, then the public site shows',
    (path) => {
      expect(signedOutView(path)).toBe('landing');
    },
  );

  test.each(['/pricingx', '/docs/intro', '/x/y'])('when signed out at unknown %s, then the 404 page shows', (path) => {
    expect(signedOutView(path)).toBe('not-found');
  });
});

describe('publicPageForPath', () => {
  test.each(PUBLIC_PAGES.map((page) => [`/${page}`, page]))(
    'when the path is %s, then it is the %s public page and no remote owns it',
    (path, page) => {
      expect(publicPageForPath(path)).toBe(page);
      expect(appForPath(path)).toBeNull();
    },
  );

  test.each(['/', '/analytics', '/map-demo', '/pricing/x', '/Help'])(
    'when the path is %s, then it is no public page',
    (path) => {
      expect(publicPageForPath(path)).toBeNull();
    },
  );
});

describe('signedInApp', () => {
  test.each([
    ['/no/such/page', 'dashboard'],
    ['/campaigns/c1/x', 'dashboard'],
    ['/billing', 'dashboard'],
    ['/campaigns/c1/edit', 'wizard'],
    ['/admin', 'admin'],
  ])('when signed in at %s, then %s draws it (the dashboard draws the 404 in the portal frame)', (path, app) => {
    expect(signedInApp(path)).toBe(app);
  });

  test.each(['/docs', '/pricing/'])(
    'when signed in at public %s, then no remote draws it: the shell shows the page',
    (path) => {
      expect(signedInApp(path)).toBeNull();
    },
  );
});

import { pageKeyFor } from './page-key';

describe('pageKeyFor', () => {
  test.each([
    ['/', 'dashboard'],
    ['/campaigns/new', 'campaign-wizard'],
    ['/campaigns/targeting', 'campaign-wizard'],
    ['/analytics/', 'analytics'],
    ['/admin', 'admin'],
    ['/map-demo', 'unknown'],
    ['/campaigns/c1/checkout', 'unknown'],
  ])('when the path is %s, then the page key is %s', (path, key) => {
    expect(pageKeyFor(path)).toBe(key);
  });
});

import { pathRule, withCanonicalPrefix } from '../src/routing/path-rule';
import { matchRoute } from '../src/routing/forward';

describe('pathRule', () => {
  it.each([
    ['/', 'outside'],
    ['/apix/auth/signin', 'outside'],
    ['/campaigns/API', 'outside'],
    ['/api', 'guarded'],
    ['/API/Campaigns', 'guarded'],
    ['/rtb/v1/track/abc/firstQuartile', 'guarded'],
    ['/api/objects/upload/a%40b', 'guarded'],
    ['/api/', 'refused'],
    ['//api', 'refused'],
    ['/%41PI/campaigns', 'refused'],
    ['/api/campaigns/%2e%2e/admin', 'refused'],
    ['/api/campaigns/..', 'refused'],
    ['/api/campaigns/%zz', 'refused'],
    ['/\\api/campaigns', 'refused'],
    ['/RTB//v1/decisions', 'refused'],
  ])('when the path is %s, then it is %s', (path, kind) => {
    expect(pathRule(path).kind).toBe(kind);
  });

  it('when a path is guarded, then its key is the ASCII lower case and ids keep their case only in the forwarded path', () => {
    expect(pathRule('/API/Admin/Campaigns/AbC')).toEqual({
      kind: 'guarded',
      root: 'api',
      key: '/api/admin/campaigns/abc',
    });
    expect(matchRoute('/API/Admin/Campaigns/AbC')).toMatchObject({ prefix: '/api/admin/campaigns', admin: true });
    expect(withCanonicalPrefix('/API/Admin/Campaigns/AbC?x=Y', '/api/admin/campaigns')).toBe(
      '/api/admin/campaigns/AbC?x=Y',
    );
  });

  it('when a request target is in absolute form, then the prefix is left alone rather than spliced wrongly', () => {
    expect(withCanonicalPrefix('http://h/api/campaigns/x', '/api/campaigns')).toBe('http://h/api/campaigns/x');
  });
});

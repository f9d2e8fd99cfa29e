import * as contracts from '../src';

describe('the route table, derived from the route groups', () => {
  it('when the package’s route groups are listed, then API_ROUTES holds each of their routes once, and only routes', () => {
    const groups = Object.entries(contracts).filter(([name]) => name.endsWith('_API'));
    const routes = groups.flatMap(([, group]) => Object.values(group as object));
    expect(groups.map(([name]) => name)).toEqual(expect.arrayContaining(['GATEWAY_API', 'SERVING_API', 'MEDIA_API']));
    expect(new Set(contracts.API_ROUTES)).toEqual(new Set(routes));
    expect(contracts.API_ROUTES).toHaveLength(routes.length);
    for (const r of contracts.API_ROUTES)
      expect(r).toMatchObject({ method: expect.any(String), path: expect.any(String) });
  });
});

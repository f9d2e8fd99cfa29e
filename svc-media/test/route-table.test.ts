import { API_ROUTES } from '@rbt/contracts';
import { registeredRoutes } from '@rbt/test-kit';
import { httpRouters } from '../src/entry-points/http/routes';
import { startTestServer } from './test-server';

describe("svc-media's routes and their contracts", () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.stop());

  it('when the routers are listed, then they register exactly the routes the contracts give svc-media', () => {
    const documented = API_ROUTES.filter((r) => r.service === 'svc-media').map((r) => `${r.method} ${r.path}`);
    // Both ways: no route the OpenAPI document does not show, no documented route the service lacks.
    expect(registeredRoutes(httpRouters(s.deps))).toEqual([...new Set(documented)].sort());
  });
});

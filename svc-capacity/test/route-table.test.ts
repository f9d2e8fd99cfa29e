import { API_ROUTES } from '@rbt/contracts';
import { registeredRoutes } from '@rbt/test-kit';
import { buildApp } from '../src/app';
import { startTestServer } from './test-server';

describe("svc-capacity's routes and their contracts", () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.stop());

  it("when the app's routes are listed, then they are exactly the routes the contracts give svc-capacity", () => {
    const documented = API_ROUTES.filter((r) => r.service === 'svc-capacity').map((r) => `${r.method} ${r.path}`);
    // Both ways: no route the OpenAPI document does not show, no documented route the service lacks.
    // The press-9 URL is the tracking route's `optout` event: documented and registered there.
    expect(registeredRoutes(buildApp(s.deps))).toEqual([...new Set(documented)].sort());
  });
});

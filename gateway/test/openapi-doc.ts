import { startGateway, Client } from './harness';
import { startAllServices, Services } from './services';

/** The parts of the OpenAPI document the openapi-*.test.ts files read. */
export type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
  components: object;
};

type Gateway = Awaited<ReturnType<typeof startGateway>>;

/**
 * The set-up the openapi-*.test.ts files share: the four services and a gateway in front of them, started before the
 * file's tests and stopped after; `doc` is the whole document, as an admin reads it (set once beforeAll has run).
 */
export function withOpenApiDoc(): { readonly gw: Gateway; readonly doc: Doc } {
  let services: Services | undefined;
  const started = {} as { gw: Gateway; doc: Doc };
  beforeAll(async () => {
    services = await startAllServices();
    started.gw = await startGateway(services.urls);
    // The whole document is an admin's (boss@example.pk is the harness's admin); others get the public part.
    const boss = new Client(started.gw.base);
    await boss.signUp('boss@example.pk');
    const r = await boss.req('GET', '/api/openapi.json');
    expect(r.status).toBe(200);
    started.doc = r.body as Doc;
  });
  afterAll(async () => {
    await started.gw?.stop();
    await services?.stop();
  });
  return started;
}

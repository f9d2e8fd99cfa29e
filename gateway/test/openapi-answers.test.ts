import Ajv2020 from 'ajv/dist/2020';
import { TEST_PASSWORD } from '@rbt/test-kit';
import { Client } from './harness';
import { withOpenApiDoc } from './openapi-doc';

describe('the OpenAPI document against real answers', () => {
  const api = withOpenApiDoc();
  const ajv = new Ajv2020({ strict: false, allErrors: true });

  /** Fails the test when `status` is not documented for the operation or the body does not match its schema. */
  function expectDocumented(method: string, template: string, res: { status: number; body: unknown }) {
    const op = api.doc.paths[template]?.[method.toLowerCase()];
    expect(op).toBeDefined();
    const answer = op!.responses[String(res.status)];
    if (!answer) throw new Error(`${method} ${template} answered ${res.status}, which the document does not list`);
    const schema = answer.content?.['application/json']?.schema;
    if (!schema) return;
    const validate = ajv.compile({ ...schema, components: api.doc.components });
    if (!validate(res.body))
      throw new Error(
        `${method} ${template} ${res.status}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(res.body).slice(0, 500)}`,
      );
  }

  it('when real calls go through the gateway, then each answer is documented and matches its schema', async () => {
    const c = new Client(api.gw.base);
    expectDocumented('GET', '/api/campaigns', await c.req('GET', '/api/campaigns'));
    expectDocumented('GET', '/api/auth/user', await c.req('GET', '/api/auth/user'));
    const email = 'openapi@example.pk';
    expectDocumented(
      'POST',
      '/api/auth/signup',
      await c.req(
        'POST',
        '/api/auth/signup',
        { email, password: TEST_PASSWORD, firstName: 'O', lastName: 'A', companyName: 'Acme' },
        { 'x-forwarded-for': c.ip },
      ),
    );
    expectDocumented(
      'POST',
      '/api/auth/signup',
      await c.req('POST', '/api/auth/signup', { email: 'nope' }, { 'x-forwarded-for': c.ip }),
    );
    expectDocumented(
      'POST',
      '/api/auth/signin',
      await c.req('POST', '/api/auth/signin', { email, password: TEST_PASSWORD }, { 'x-forwarded-for': c.ip }),
    );
    expectDocumented('GET', '/api/auth/user', await c.req('GET', '/api/auth/user'));
    expectDocumented('GET', '/api/health', await c.req('GET', '/api/health'));
    const created = await c.req('POST', '/api/campaigns', { name: 'Documented' });
    expectDocumented('POST', '/api/campaigns', created);
    expectDocumented('POST', '/api/campaigns', await c.req('POST', '/api/campaigns', { name: 7 }));
    expectDocumented('GET', '/api/campaigns', await c.req('GET', '/api/campaigns'));
    expectDocumented('GET', '/api/campaigns/{id}', await c.req('GET', `/api/campaigns/${created.body.id}`));
    expectDocumented('GET', '/api/campaigns/{id}', await c.req('GET', '/api/campaigns/000000000000000000000000'));
    expectDocumented(
      'PATCH',
      '/api/campaigns/{id}',
      await c.req('PATCH', `/api/campaigns/${created.body.id}`, { name: 'Renamed' }),
    );
    expectDocumented('GET', '/api/dashboard/stats', await c.req('GET', '/api/dashboard/stats'));
    expectDocumented('GET', '/api/invoices', await c.req('GET', '/api/invoices'));
    expectDocumented('GET', '/api/reference', await c.req('GET', '/api/reference'));
    expectDocumented('GET', '/api/tts/voices', await c.req('GET', '/api/tts/voices'));
    expectDocumented('GET', '/api/admin/campaigns', await c.req('GET', '/api/admin/campaigns'));
    expectDocumented('DELETE', '/api/campaigns/{id}', await c.req('DELETE', `/api/campaigns/${created.body.id}`));
  });

  it('when platforms, keys and ad tags are managed and /rtb is called with and without keys, then each answer is documented', async () => {
    const admin = new Client(api.gw.base);
    await admin.signUp('boss@example.pk');
    const created = await admin.req('POST', '/api/admin/platforms', { name: 'Documented RBT' });
    expectDocumented('POST', '/api/admin/platforms', created);
    expectDocumented('POST', '/api/admin/platforms', await admin.req('POST', '/api/admin/platforms', { name: '' }));
    expectDocumented('GET', '/api/admin/platforms', await admin.req('GET', '/api/admin/platforms'));
    const id = created.body.platform.id as string;
    const rotated = await admin.req('POST', `/api/admin/platforms/${id}/keys`, { overlapHours: 1 });
    expectDocumented('POST', '/api/admin/platforms/{id}/keys', rotated);
    const keyId = created.body.key.id as string;
    const revoked = await admin.req('DELETE', `/api/admin/platforms/${id}/keys/${keyId}`);
    expectDocumented('DELETE', '/api/admin/platforms/{id}/keys/{keyId}', revoked);
    const r = await fetch(`${api.gw.base}/rtb/v1/decisions?sub=${'a'.repeat(64)}`);
    expectDocumented('GET', '/rtb/v1/decisions', { status: r.status, body: await r.json() });
    const tag = await admin.req('POST', `/api/admin/platforms/${id}/ad-tags`, {});
    expectDocumented('POST', '/api/admin/platforms/{id}/ad-tags', tag);
    const creatives = async (query: string, key?: string) => {
      const res = await fetch(`${api.gw.base}/rtb/v1/creatives${query}`, {
        headers: key ? { authorization: `Bearer ${key}` } : {},
      });
      expectDocumented('GET', '/rtb/v1/creatives', { status: res.status, body: await res.json() });
      return res.status;
    };
    const live = rotated.body.key.secret as string;
    const adTag = tag.body.key.secret as string;
    // The list, then each refusal the gateway's key checks give: no key, the key twice, an ad-tag key.
    expect([
      await creatives('', live),
      await creatives(''),
      await creatives(`?key=${adTag}`, live),
      await creatives('', adTag),
    ]).toEqual([200, 401, 400, 403]);
  });
});

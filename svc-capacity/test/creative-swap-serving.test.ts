import { makeEvent } from '@rbt/service-kit/events';
import type { EventOf } from '@rbt/contracts';
import { replaceServingOnCreativeReviewed } from '../src/inventory/entry-points/kafka/subscribers';
import { startTestServer } from './test-server';
import { decisionPath, liveCampaign, platform, spec, subscriber } from './serving-fixtures';
import { call } from '@rbt/test-kit';

const reviewed = (id: string, data: Omit<EventOf<'campaigns', 'campaign.creative_reviewed'>['data'], 'ownerId'>) =>
  makeEvent('campaigns', 'campaign.creative_reviewed', id, { ownerId: 'alice', ...data }) as EventOf<
    'campaigns',
    'campaign.creative_reviewed'
  >;

describe('svc-capacity: an approved new ad replaces the serving creative', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  let replace: ReturnType<typeof replaceServingOnCreativeReviewed>;
  beforeAll(async () => {
    s = await startTestServer({ PUBLIC_SERVING_URL: 'https://ads.example.pk' });
    replace = replaceServingOnCreativeReviewed(s.deps);
  });
  afterAll(() => s.stop());

  const decide = async (n: number) =>
    (await call(s.base, 'GET', decisionPath({ sub: subscriber(n), city: 'gwadar' }), { as: platform() }))
      .body as string;
  const mediaOf = (xml: string) => /\/rtb\/v1\/media\/([\w-]+)\.alaw\.wav/.exec(xml)?.[1];

  it('when a new ad is rejected, then the old one keeps playing; when one is approved, then the next decision plays it', async () => {
    await liveCampaign(s.deps, 'swap-live', { audio: { id: 'aud-old', durationSec: 20 } }, 1000, 'gwadar');
    expect(mediaOf(await decide(1))).toBe('aud-old');

    await replace(reviewed('swap-live', { decision: 'rejected', reason: 'Music too loud', status: 'live', by: 'adm' }));
    expect(mediaOf(await decide(2))).toBe('aud-old');

    const serving = spec({ audio: { id: 'aud-new', durationSec: 18 } });
    await replace(reviewed('swap-live', { decision: 'approved', status: 'live', by: 'adm', serving }));
    const xml = await decide(3);
    expect(mediaOf(xml)).toBe('aud-new');
    expect(xml).toContain('<Duration>00:00:18.000</Duration>');
    expect((await s.deps.reservations.get('swap-live'))?.serving?.audio?.id).toBe('aud-new');
  });
});

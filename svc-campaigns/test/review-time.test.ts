import { call } from '@rbt/test-kit';
import { startTestServer, CampaignsTestServer } from './test-server';
import { alice } from './fixtures';

const MIN = 60_000;
const DAY = 86_400_000;

describe('svc-campaigns tells how long review takes now', () => {
  let s: CampaignsTestServer;
  beforeAll(async () => {
    s = await startTestServer({ REVIEW_SLA_MS: String(480 * 60_000) });
  });
  afterAll(async () => {
    await s.stop();
  });

  /** A campaign that entered review `ago` ms before now and left it `took` minutes later (to `to`). */
  const reviewed = (id: string, ago: number, took: number, to = 'scheduled') => {
    const entered = new Date(Date.now() - ago);
    return {
      _id: `rt-${id}`,
      statusHistory: [
        { from: 'draft', to: 'awaiting_payment', at: new Date(entered.getTime() - 5 * MIN), by: 'alice' },
        { from: 'awaiting_payment', to: 'pending_review', at: entered, by: 'svc-campaigns' },
        { from: 'pending_review', to, at: new Date(entered.getTime() + took * MIN), by: 'admin' },
      ],
    };
  };
  const ask = () => call(s.base, 'GET', '/api/dashboard/review-time', { as: alice });
  const insert = (docs: object[]) => s.deps.mongo.collection('campaigns').insertMany(docs as never[]);

  it('when fewer than five approvals fall in the last 30 days, then the configured target is told', async () => {
    await insert([reviewed('a', 2 * DAY, 30), reviewed('b', 3 * DAY, 50), reviewed('old', 40 * DAY, 5)]);
    const r = await ask();
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ minutes: 480, basis: 'sla', approvals: 2, windowDays: 30 });
  });

  it('when five approvals fall in the last 30 days, then their median is told; rejections and older ones are not counted', async () => {
    await insert([
      reviewed('c', 4 * DAY, 90),
      reviewed('d', 5 * DAY, 600),
      reviewed('e', 6 * DAY, 120),
      reviewed('no', 6 * DAY, 1, 'rejected'),
    ]);
    const r = await ask();
    expect(r.body).toEqual({ minutes: 90, basis: 'median', approvals: 5, windowDays: 30 });
  });
});

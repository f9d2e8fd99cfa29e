import { karachiClock } from '@rbt/contracts';
import { call, eventually } from '@rbt/test-kit';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, paid } from './fixtures';
import { watchPacing } from '../src/campaigns/domain/pacing-watch-use-case';

const HOUR = 3_600_000;
/** Karachi date and hour slot of a moment (capacity's cell of a play). */
function karachiCell(ms: number) {
  const { date, slot } = karachiClock(ms);
  return { date, city: 'karachi', timeSlot: slot };
}

describe('svc-campaigns tells the owner when a live campaign falls behind its pace', () => {
  let s: WithPricing;
  beforeAll(async () => {
    s = await startWithPricing();
  });
  afterAll(() => s.stop());

  const behindNotes = async () => {
    const body = (await call(s.base, 'GET', '/api/notifications?limit=50', { as: alice })).body as {
      items: { kind: string; campaignId: string; text: string }[];
    };
    return body.items.filter((n) => n.kind === 'behind_pace');
  };
  const played = (id: string, cell: ReturnType<typeof karachiCell>, n: number) =>
    s.capacity.deps.redis.set(
      `${s.capacity.deps.config.SERVING_KEY_PREFIX}dl:{${id}}:${cell.date}|karachi|${cell.timeSlot}`,
      String(n),
    );

  it('when it plays 40 of 100 due, then one bell notification (and email) per episode: none while still behind, a new one after it caught up and fell behind again', async () => {
    const id = await paid(s.base, alice);
    await s.deps.mongo.collection('campaigns').updateOne({ _id: id as never }, { $set: { status: 'live' } });
    const past = { ...karachiCell(Date.now() - 2 * HOUR), n: 100 };
    const coming = { ...karachiCell(Date.now() + 2 * HOUR), n: 100 };
    await s.capacity.deps.reservations.save({
      _id: id,
      state: 'reserved',
      cells: [past, coming],
      impressions: 200,
      shortSlots: [],
    });
    await played(id, past, 40);

    expect(await watchPacing(s.deps)).toBe(1);
    const first = await eventually(async () => ((await behindNotes()).length === 1 ? await behindNotes() : undefined));
    expect(first[0]).toMatchObject({
      campaignId: id,
      text: 'Eid Sale is behind its pace; its page shows where it stands and what happens next.',
    });
    const queued = await s.deps.mongo.collection('notifications').findOne({ kind: 'behind_pace' });
    expect(queued?.email).toBeTruthy();

    // Still behind: the same episode, nothing new.
    expect(await watchPacing(s.deps)).toBe(0);
    // 85 of 100 is inside the margin but not back on pace: still the same episode.
    await played(id, past, 85);
    expect(await watchPacing(s.deps)).toBe(0);
    // Back on pace closes it; falling behind again is a new episode.
    await played(id, past, 95);
    expect(await watchPacing(s.deps)).toBe(0);
    await played(id, past, 50);
    expect(await watchPacing(s.deps)).toBe(1);
    await eventually(async () => ((await behindNotes()).length === 2 ? true : undefined));
  });
});

import { supKey } from '../src/serving/data-access/suppression-store';
import { uploadDnc } from '../src/serving/domain/dnc-upload-use-case';
import { rebuildSuppression, type SuppressionPorts } from '../src/serving/domain/suppression-use-case';
import { startTestServer } from './test-server';
import { subscriber } from './serving-fixtures';

type Server = Awaited<ReturnType<typeof startTestServer>>;

async function* lines(...hashes: string[]) {
  yield* hashes;
}

/**
 * A rebuild (a sync round that found Redis behind MongoDB) reads the register in force, then loads it, which takes
 * seconds for a large one. An admin may put a new register in force meanwhile; what the rebuild leaves must be the
 * new register's state, not the one it started with.
 */
describe('suppression: a rebuild overtaken by a new Do-Not-Call register', () => {
  let s: Server;
  beforeAll(async () => {
    // Sync rounds as seldom as allowed: the test drives its own rebuild (a round's rebuild may only heal sooner; the
    // rebuild's own answer is checked too).
    s = await startTestServer({ SUPPRESSION_SYNC_MS: '1000' });
  });
  afterAll(() => s.stop());

  const suppressed = async (n: string) =>
    (await s.deps.redis.exists(`${s.deps.config.SERVING_KEY_PREFIX}${supKey(subscriber(n))}`)) === 1;

  it('when a new register comes in while a rebuild loads the old one, then the rebuild ends on the new register', async () => {
    const p = s.deps.suppression;
    await uploadDnc(p, lines(subscriber('old-only'), subscriber('both')), 'admin@example.com', Date.now());
    let next = '';
    const overtaken: SuppressionPorts = {
      ...p,
      repo: {
        ...p.repo,
        eachChunk: async (listId, each) => {
          await p.repo.eachChunk(listId, each);
          if (next) return;
          next = (
            await uploadDnc(p, lines(subscriber('both'), subscriber('new-only')), 'admin@example.com', Date.now())
          ).listId;
        },
      },
    };
    expect(await rebuildSuppression(overtaken)).toBe(next);
    expect(await p.store.ready()).toBe(next);
    expect({
      oldOnly: await suppressed('old-only'),
      both: await suppressed('both'),
      newOnly: await suppressed('new-only'),
    }).toEqual({ oldOnly: false, both: true, newOnly: true });
  });
});

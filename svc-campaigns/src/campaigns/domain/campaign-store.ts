import { assertOwned, conflict, notFound, type Caller } from '@rbt/service-kit';
import type { Campaign, Change, Ports } from '../../ports';

/** A campaign loaded for its owner (any caller when `caller` is null): 404 when missing, 403 when not theirs. */
export async function loadOwned(p: Ports, caller: Caller | null, id: string): Promise<Campaign> {
  const doc = await p.campaigns.get(id);
  if (!caller) {
    if (!doc) throw notFound('Campaign');
    return doc;
  }
  return assertOwned(caller, doc, 'Campaign');
}

/**
 * Load, decide, write-if-unchanged, retried on a lost race: a use case's decision is always made on the
 * document it writes over. `decide` returning null means nothing to do.
 */
export async function mutate(
  p: Ports,
  caller: Caller | null,
  id: string,
  decide: (doc: Campaign, now: Date) => Change | null,
): Promise<Campaign> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const doc = await loadOwned(p, caller, id);
    const now = p.clock();
    const change = decide(doc, now);
    if (!change) return doc;
    const after = await p.campaigns.apply(doc, change, now);
    if (after) {
      if (change.events.length) p.afterWrite();
      return after;
    }
  }
  throw conflict('The campaign kept changing while saving; please try again.');
}

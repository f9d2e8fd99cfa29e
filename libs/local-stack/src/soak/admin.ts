import { SoakClient, SoakStats } from './soak-client';
import type { Ledger } from './ledger';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ROUND_PAUSE_MS = 1000;

interface Row {
  id: string;
  status: string;
}
interface Page {
  items: Row[];
  total: number;
}

export interface AdminRun {
  base: string;
  stats: SoakStats;
  ledger: Ledger;
  email: string;
  password: string;
}

/**
 * The reviewing admin: every second, approves each campaign pending review. Stops when `done()` says the
 * advertisers have finished and a round found nothing left to approve (or after `maxTailMs` more).
 */
export async function runAdmin(run: AdminRun, done: () => boolean, maxTailMs = 90_000): Promise<void> {
  const client = new SoakClient(run.base, run.stats);
  await client.signIn(run.email, run.password);
  // A campaign refused once (a capacity hold) is not asked about again, so it does not count twice.
  const refused = new Set<string>();
  let tailUntil = 0;
  for (;;) {
    let approvable = 0;
    try {
      approvable = await round(client, run.ledger, refused);
    } catch (err) {
      run.ledger.noteUnexpected('admin round', 0, (err as Error).message);
    }
    if (done()) {
      tailUntil ||= Date.now() + maxTailMs;
      if (approvable === 0 || Date.now() > tailUntil) return;
    }
    await sleep(ROUND_PAUSE_MS);
  }
}

/** One pass over the pending_review list; returns how many campaigns it tried to approve. */
async function round(client: SoakClient, ledger: Ledger, refused: Set<string>): Promise<number> {
  const list = await client.call<Page>('GET', '/api/admin/campaigns?status=pending_review&pageSize=100');
  if (list.status !== 200) {
    ledger.noteUnexpected('admin list', list.status, JSON.stringify(list.body));
    return 1;
  }
  const todo = list.body.items.filter((r) => r.status === 'pending_review' && !refused.has(r.id));
  for (const row of todo) {
    const a = await client.call('PATCH', `/api/admin/campaigns/${row.id}/status`, { status: 'scheduled' });
    if (a.status === 200) {
      if (!ledger.approved(row.id)) ledger.noteUnexpected('approve (campaign not in the ledger)', 200, row.id);
    } else if (a.status === 409) {
      ledger.approvalConflicts += 1;
      refused.add(row.id);
      ledger.noteUnexpected('approve', 409, JSON.stringify(a.body));
    } else {
      ledger.noteUnexpected('approve', a.status, JSON.stringify(a.body));
    }
  }
  return todo.length;
}

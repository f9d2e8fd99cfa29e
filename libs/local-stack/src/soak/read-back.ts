import { UNPAID_STATUSES, type CampaignStatus } from '@rbt/contracts';
import { SoakClient, SoakStats } from './soak-client';
import type { CampaignRecord, Ledger } from './ledger';

interface Detail {
  id: string;
  name: string;
  status: CampaignStatus;
  statusHistory: { from: string | null; to: string }[];
}
interface Invoice {
  id: string;
  campaignId: string;
}

export interface LostWrite {
  email: string;
  campaignId: string;
  write: string;
  expected: string;
  found: string;
}

/** What each acknowledged write should have left behind, compared with what the API returns now. */
function check(c: CampaignRecord, d: Detail, invoices: Set<string>): Omit<LostWrite, 'email' | 'campaignId'>[] {
  const lost: Omit<LostWrite, 'email' | 'campaignId'>[] = [];
  if (d.name !== c.name)
    lost.push({
      write: c.patches ? `PATCH name (${c.patches} acknowledged)` : 'create',
      expected: c.name,
      found: d.name,
    });
  if (c.submitted && d.status === 'draft') lost.push({ write: 'submit', expected: 'not a draft', found: d.status });
  if (c.payment) {
    if (UNPAID_STATUSES.includes(d.status))
      lost.push({ write: 'payment', expected: 'paid (pending_review or later)', found: d.status });
    if (!invoices.has(c.payment.invoiceId))
      lost.push({ write: 'payment', expected: `invoice ${c.payment.invoiceId}`, found: 'no such invoice' });
  }
  if (c.approved && !d.statusHistory.some((h) => h.from === 'pending_review' && h.to === 'scheduled')) {
    lost.push({
      write: 'approval',
      expected: 'pending_review → scheduled in the history',
      found: d.statusHistory.map((h) => h.to).join(' → '),
    });
  }
  return lost;
}

/**
 * Signs each advertiser in again and reads every acknowledged write back through the gateway. Also counts the
 * drafts that exist but were never acknowledged (a create whose first attempt was answered 5xx, then retried).
 */
export async function readBack(base: string, stats: SoakStats, ledger: Ledger) {
  const lost: LostWrite[] = [];
  let unacknowledgedDrafts = 0;
  let campaignsRead = 0;
  for (const adv of ledger.advertisers) {
    const client = new SoakClient(base, stats);
    await client.signIn(adv.email, adv.password);
    const list = await client.expect<{ id: string }[]>(200, 'GET', '/api/campaigns');
    const listed = new Set(list.body.map((x) => x.id));
    unacknowledgedDrafts += [...listed].filter((id) => !adv.campaigns.has(id)).length;
    const invoices = new Set(
      (await client.expect<{ items: Invoice[] }>(200, 'GET', '/api/invoices')).body.items.map((i) => i.id),
    );
    for (const c of adv.campaigns.values()) {
      const got = await client.call<Detail>('GET', `/api/campaigns/${c.id}`);
      campaignsRead += 1;
      if (got.status !== 200 || !listed.has(c.id)) {
        lost.push({
          email: adv.email,
          campaignId: c.id,
          write: 'create',
          expected: 'the draft, listed and readable',
          found: `GET ${got.status}, listed: ${listed.has(c.id)}`,
        });
        continue;
      }
      for (const l of check(c, got.body, invoices)) lost.push({ email: adv.email, campaignId: c.id, ...l });
    }
  }
  return { campaignsRead, lost, unacknowledgedDrafts };
}

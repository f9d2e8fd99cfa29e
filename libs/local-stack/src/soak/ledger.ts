/** Every write the portal acknowledged during the soak, to be read back (and found as events) at the end. */

export interface CampaignRecord {
  id: string;
  /** The last name a PATCH (or the create) was acknowledged with. */
  name: string;
  /** How many name PATCHes were acknowledged (each one must show as a campaign.updated event). */
  patches: number;
  submitted: boolean;
  payment: { paymentId: string; invoiceId: string } | null;
  approved: boolean;
}

export interface AdvertiserRecord {
  email: string;
  password: string;
  campaigns: Map<string, CampaignRecord>;
  /** POST /api/campaigns calls that were answered 5xx before a retry created one: a draft may exist twice. */
  retriedCreates: number;
}

export class Ledger {
  readonly advertisers: AdvertiserRecord[] = [];
  /** Campaign id → owner, for the admin's approvals. */
  private readonly owner = new Map<string, AdvertiserRecord>();
  /** Non-5xx answers a step did not expect (409, 400, …), by step and status, with a few samples. */
  readonly unexpected: Record<string, number> = {};
  readonly unexpectedSamples: string[] = [];
  /** Payments answered 409 "in progress" and tried again with the same Idempotency-Key. */
  paymentConflictRetries = 0;
  /** Answers replayed from the Idempotency-Key store (a retry after a 502 whose first attempt had gone through). */
  replayedAnswers: Record<string, number> = {};
  /** Approvals refused with 409 (a capacity hold, or the campaign moved meanwhile). */
  approvalConflicts = 0;
  cycles = 0;

  addAdvertiser(email: string, password: string): AdvertiserRecord {
    const a: AdvertiserRecord = { email, password, campaigns: new Map(), retriedCreates: 0 };
    this.advertisers.push(a);
    return a;
  }

  created(a: AdvertiserRecord, id: string, name: string): CampaignRecord {
    const c: CampaignRecord = { id, name, patches: 0, submitted: false, payment: null, approved: false };
    a.campaigns.set(id, c);
    this.owner.set(id, a);
    return c;
  }

  approved(id: string): boolean {
    const c = this.owner.get(id)?.campaigns.get(id);
    if (c) c.approved = true;
    return !!c;
  }

  noteUnexpected(step: string, status: number, detail: string): void {
    const k = `${step} ${status}`;
    this.unexpected[k] = (this.unexpected[k] ?? 0) + 1;
    if (this.unexpectedSamples.length < 20)
      this.unexpectedSamples.push(`${new Date().toISOString()} ${k}: ${detail.slice(0, 240)}`);
  }

  totals() {
    const all = this.advertisers.flatMap((a) => [...a.campaigns.values()]);
    return {
      advertisers: this.advertisers.length,
      cycles: this.cycles,
      draftsCreated: all.length,
      namePatches: all.reduce((n, c) => n + c.patches, 0),
      submitted: all.filter((c) => c.submitted).length,
      paid: all.filter((c) => c.payment).length,
      approved: all.filter((c) => c.approved).length,
      retriedCreates: this.advertisers.reduce((n, a) => n + a.retriedCreates, 0),
    };
  }
}

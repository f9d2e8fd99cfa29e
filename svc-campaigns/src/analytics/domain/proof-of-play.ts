import crypto from 'node:crypto';
import type { CreditNote, Language } from '@rbt/contracts';
import type { StoredCell } from '../../ports';

/** Plays of one ad per day, per hour slot and per city: the three tables of a proof of play. */
export interface PlayTables {
  plays: number;
  byDay: Record<string, number>;
  byHour: Record<string, number>;
  byCity: Record<string, number>;
}

/** The campaign's tables, and the same tables per ad (keyed by UniversalAdId; a cell naming none is the own ad's). */
export interface PlayTally extends PlayTables {
  starts: number;
  completes: number;
  byCreative: Record<string, PlayTables>;
}

const emptyTables = (): PlayTables => ({ plays: 0, byDay: {}, byHour: {}, byCity: {} });
export const emptyTally = (): PlayTally => ({ ...emptyTables(), starts: 0, completes: 0, byCreative: {} });

function addTo(t: PlayTables, c: StoredCell): void {
  const bump = (m: Record<string, number>, k: string) => (m[k] = (m[k] ?? 0) + c.impressions);
  t.plays += c.impressions;
  bump(t.byDay, c.date);
  bump(t.byHour, c.timeSlot);
  bump(t.byCity, c.city);
}

/** Adds one whole delivery cell (date × hour slot × city) to the tally; only the totals are kept, never the cells. */
export function addCell(t: PlayTally, c: StoredCell): PlayTally {
  addTo(t, c);
  t.starts += c.listen?.start ?? 0;
  t.completes += c.listen?.complete ?? 0;
  const ad = c.creativeId ?? c.campaignId;
  addTo((t.byCreative[ad] ??= emptyTables()), c);
  return t;
}

/**
 * The ads that played, each with its tables, in the campaign's order (an id the campaign no longer lists last):
 * none when one ad played all, since the campaign's tables already say it.
 */
export function creativeTables(f: Pick<ProofFacts, 'tally' | 'creatives'>): { label: ProofCreative; t: PlayTables }[] {
  const order = new Map(f.creatives.map((c) => [c.id, c.ordinal]));
  const played = Object.keys(f.tally.byCreative).sort(
    (a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || (a < b ? -1 : 1),
  );
  if (played.length < 2) return [];
  return played.map((id, i) => ({ label: { id, ordinal: order.get(id) ?? i + 1 }, t: f.tally.byCreative[id]! }));
}

/** An ad as the proof names it: its place in the campaign ("Ad 2") and its UniversalAdId. */
export interface ProofCreative {
  id: string;
  ordinal: number;
}

/** What a proof of play states; the PDF prints it and its canonical form is what the content hash covers. */
export interface ProofFacts {
  id: string;
  language: Language;
  issuedAt: string;
  campaign: { id: string; name: string; startDate: string | null; endDate: string | null; advertiser: string | null };
  guaranteedPlays: number;
  deliveredPlays: number;
  tally: PlayTally;
  creatives: ProofCreative[];
  creditNote: Pick<CreditNote, 'number' | 'playsCredited' | 'totalPkr' | 'reason' | 'issuedAt'> | null;
  verifyUrl: string;
}

/** A proof ready to render: its facts, the content hash and the product's signature of the printed statement. */
export interface ProofPlan {
  facts: ProofFacts;
  ownerId: string;
  contentSha256: string;
  statementSignature: string;
}

/** Rows sorted by key, so the same plays always print (and hash) the same. */
export const sortedRows = (m: Record<string, number>): [string, number][] =>
  Object.entries(m).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * The facts as one canonical string (keys in a fixed order, rows sorted): its SHA-256 is the content hash printed
 * in the statement, so the same figures always give the same hash whatever the PDF library writes around them.
 */
export function canonicalFacts(f: Omit<ProofFacts, 'language' | 'verifyUrl'>): string {
  return JSON.stringify([
    f.id,
    f.issuedAt,
    [f.campaign.id, f.campaign.name, f.campaign.startDate, f.campaign.endDate, f.campaign.advertiser],
    f.guaranteedPlays,
    f.deliveredPlays,
    [f.tally.plays, f.tally.starts, f.tally.completes],
    sortedRows(f.tally.byDay),
    sortedRows(f.tally.byHour),
    sortedRows(f.tally.byCity),
    f.creditNote ? [f.creditNote.number, f.creditNote.playsCredited, f.creditNote.totalPkr, f.creditNote.reason] : null,
    // The per-ad tables are printed figures too; a campaign with one ad keeps the form it always had.
    ...creativeTables(f).map(({ label, t }) => [
      label.ordinal,
      label.id,
      t.plays,
      sortedRows(t.byDay),
      sortedRows(t.byHour),
      sortedRows(t.byCity),
    ]),
  ]);
}

export const sha256Hex = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** A proof's id: short, unguessable (the verification URL is public, so ids must not be enumerable). */
export const newProofId = () => `POP-${crypto.randomBytes(12).toString('base64url')}`;

/**
 * The product's signature: an HMAC keyed by a key derived from the internal signing secret under its own label. It
 * signs the statement printed in the PDF (id and content hash) and the stored record (id, file hash, content hash),
 * so a record written by anything but this service (or altered in the database) does not verify.
 */
const keyOf = (secret: string) => crypto.createHmac('sha256', secret).update('proof-of-play/v1').digest();

export const signProof = (secret: string, ...parts: string[]) =>
  crypto.createHmac('sha256', keyOf(secret)).update(parts.join('|')).digest('hex');

export function proofSignatureValid(
  secrets: readonly (string | undefined)[],
  r: { id: string; fileSha256: string; contentSha256: string; signature: string },
): boolean {
  const given = Buffer.from(r.signature);
  return secrets.some((s) => {
    if (!s) return false;
    const expected = Buffer.from(signProof(s, r.id, r.fileSha256, r.contentSha256));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
}

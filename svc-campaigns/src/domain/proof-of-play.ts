import crypto from 'node:crypto';
import type { CreditNote, Language } from '@rbt/contracts';
import type { StoredCell } from './ports';

/** Plays counted per day, per hour slot and per city: the three tables of a proof of play. */
export interface PlayTally {
  plays: number;
  starts: number;
  completes: number;
  byDay: Record<string, number>;
  byHour: Record<string, number>;
  byCity: Record<string, number>;
}

export const emptyTally = (): PlayTally => ({ plays: 0, starts: 0, completes: 0, byDay: {}, byHour: {}, byCity: {} });

/** Adds one whole delivery cell (date × hour slot × city) to the tally; only the totals are kept, never the cells. */
export function addCell(t: PlayTally, c: StoredCell): PlayTally {
  const bump = (m: Record<string, number>, k: string) => (m[k] = (m[k] ?? 0) + c.impressions);
  t.plays += c.impressions;
  t.starts += c.listen?.start ?? 0;
  t.completes += c.listen?.complete ?? 0;
  bump(t.byDay, c.date);
  bump(t.byHour, c.timeSlot);
  bump(t.byCity, c.city);
  return t;
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

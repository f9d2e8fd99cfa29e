import type { Caller } from '@rbt/service-kit';
import type { ProofOfPlayQuery, ProofVerification } from '@rbt/contracts';
import type { ExportCells, ProofRepository, SettlementRepository, StoredProof } from '../../ports';
import { loadOwned } from '../../campaigns';
import type { Ports } from '../../ports';
import { creativesView } from '../../campaigns';
import {
  addCell,
  canonicalFacts,
  emptyTally,
  newProofId,
  proofSignatureValid,
  sha256Hex,
  signProof,
  type ProofPlan,
} from './proof-of-play';

export interface ProofPorts extends Ports {
  exportCells: ExportCells;
  settlement: SettlementRepository;
  proofs: ProofRepository;
  /** The signing secret and the previous one (proofs signed before a rotation keep verifying); the portal's URL. */
  proofSettings: { secrets: readonly (string | undefined)[]; portalUrl: string };
}

export const verifyPath = (id: string) => `/api/proof-of-play/verify/${encodeURIComponent(id)}`;

/**
 * The owner's (or an admin's) proof of play of one campaign: its plays tallied by day, hour and city from the
 * delivery cells (streamed, one cell at a time), also per ad when it has several, the guarantee, what was delivered
 * and its credit note.
 */
export async function planProofOfPlay(p: ProofPorts, caller: Caller, q: ProofOfPlayQuery): Promise<ProofPlan> {
  const doc = await loadOwned(p, caller, q.campaignId);
  let tally = emptyTally();
  for await (const c of p.exportCells(doc._id)) tally = addCell(tally, c);
  const note = await p.settlement.forCampaign(doc._id);
  const id = newProofId();
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const base = {
    id,
    issuedAt: p.clock().toISOString(),
    campaign: {
      id: doc._id,
      name: doc.name,
      startDate: str(doc.schedule?.startDate),
      endDate: str(doc.schedule?.endDate),
      advertiser: doc.advertiser ?? null,
    },
    guaranteedPlays: Math.round(doc.quote?.estImpressions ?? 0),
    // The counted plays are the cells' sum, so the tables add up to the delivered figure printed beside them.
    deliveredPlays: tally.plays,
    tally,
    creatives: creativesView(doc).creatives.map((c) => ({ id: c.id, ordinal: c.ordinal })),
    creditNote: note
      ? {
          number: note.number,
          playsCredited: note.playsCredited,
          totalPkr: note.totalPkr,
          reason: note.reason,
          issuedAt: note.issuedAt,
        }
      : null,
  };
  const contentSha256 = sha256Hex(canonicalFacts(base));
  const secret = p.proofSettings.secrets[0]!;
  return {
    facts: { ...base, language: q.lang, verifyUrl: `${p.proofSettings.portalUrl}${verifyPath(id)}` },
    ownerId: doc.ownerId,
    contentSha256,
    statementSignature: signProof(secret, id, contentSha256),
  };
}

/** Stores what was issued: the rendered file's SHA-256 beside the content hash, signed by the product. */
export async function recordProof(p: ProofPorts, plan: ProofPlan, pdf: Buffer): Promise<StoredProof> {
  const fileSha256 = sha256Hex(pdf);
  const { id } = plan.facts;
  const record: StoredProof = {
    _id: id,
    campaignId: plan.facts.campaign.id,
    campaignName: plan.facts.campaign.name,
    ownerId: plan.ownerId,
    issuedAt: new Date(plan.facts.issuedAt),
    guaranteedPlays: plan.facts.guaranteedPlays,
    deliveredPlays: plan.facts.deliveredPlays,
    fileSha256,
    contentSha256: plan.contentSha256,
    signature: signProof(p.proofSettings.secrets[0]!, id, fileSha256, plan.contentSha256),
  };
  await p.proofs.insert(record);
  return record;
}

/**
 * Public: whether this proof was issued by the product (a stored record whose signature verifies) and, given a
 * file's SHA-256, whether that file is the issued one. An unknown or forged id says `issued: false`, nothing more.
 */
export async function verifyProof(
  p: Pick<ProofPorts, 'proofs' | 'proofSettings'>,
  id: string,
  sha256?: string,
): Promise<ProofVerification> {
  const r = await p.proofs.get(id);
  const genuine = !!r && proofSignatureValid(p.proofSettings.secrets, { ...r, id: r._id });
  if (!r || !genuine)
    return {
      id,
      issued: false,
      fileMatches: sha256 ? false : null,
      campaignName: null,
      issuedAt: null,
      guaranteedPlays: null,
      deliveredPlays: null,
      fileSha256: null,
      contentSha256: null,
    };
  return {
    id,
    issued: true,
    fileMatches: sha256 ? sha256.toLowerCase() === r.fileSha256 : null,
    campaignName: r.campaignName,
    issuedAt: r.issuedAt.toISOString(),
    guaranteedPlays: r.guaranteedPlays,
    deliveredPlays: r.deliveredPlays,
    fileSha256: r.fileSha256,
    contentSha256: r.contentSha256,
  };
}

import crypto from 'node:crypto';
import { DNC_MAX_HASHES, type DncList, karachiClock } from '@rbt/contracts';
import type { SuppressionPorts } from './suppression-use-case';

/** Hashes per MongoDB chunk and per Redis pipeline. */
const CHUNK = 10_000;
const HASH = /^[0-9a-f]{64}$/;

/** A refused register: nothing of it is in force (the line is 1-based, as an editor shows it). */
export class DncRefused extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The hash of one register line, null for a blank or header line, or the reason it is refused. A line may be a
 * CSV row (its first column is read) and upper-case hex is taken as the same hash; a phone number is refused by name
 * so nobody uploads the register unhashed.
 */
export function hashOfLine(raw: string, lineNo: number): string | null {
  const cell = (raw.split(',')[0] ?? '').trim().replace(/^"|"$/g, '').toLowerCase();
  if (cell === '') return null;
  if (HASH.test(cell)) return cell;
  if (lineNo === 1 && /^[a-z_ ]+$/.test(cell)) return null;
  if (/^\+?\d[\d -]{6,}$/.test(cell)) {
    throw new DncRefused(lineNo, 'A phone number is not accepted: hash it first (lower-case hex SHA-256 of +92…)');
  }
  throw new DncRefused(lineNo, 'Each entry must be the SHA-256 of a number in E.164 form, as 64 lower-case hex digits');
}

/**
 * Replaces the Do-Not-Call register with the uploaded one, read line by line (a million hashes never sit in memory
 * at once): each chunk goes to MongoDB and Redis as it arrives, marked with the new register's id. Only a complete,
 * valid file is put in force; a refused one is deleted and its marks taken off (its hashes were suppressed, never
 * served, meanwhile: the safe side). Redis is marked ready for the new register last.
 */
export async function uploadDnc(
  p: SuppressionPorts,
  lines: AsyncIterable<string>,
  uploadedBy: string,
  nowMs: number,
): Promise<DncList> {
  const listId = crypto.randomUUID();
  const before = (await p.repo.active())?.listId ?? '-';
  await p.repo.startList(listId, uploadedBy, karachiClock(nowMs).date, new Date(nowMs));
  let chunk: string[] = [];
  let n = 0;
  let count = 0;
  let lineNo = 0;
  const flush = async () => {
    await p.repo.addChunk(listId, n, chunk);
    await p.store.loadDnc(listId, chunk);
    n += 1;
    chunk = [];
  };
  try {
    for await (const line of lines) {
      lineNo += 1;
      const h = hashOfLine(line, lineNo);
      if (h === null) continue;
      count += 1;
      if (count > DNC_MAX_HASHES) {
        throw new DncRefused(lineNo, `A register may hold at most ${DNC_MAX_HASHES.toLocaleString('en-US')} hashes`);
      }
      chunk.push(h);
      if (chunk.length >= CHUNK) await flush();
    }
    if (count === 0) throw new DncRefused(lineNo, 'The file holds no hashes');
    if (chunk.length > 0) await flush();
  } catch (err) {
    await p.repo.drop(listId);
    await p.store.dropStaleDnc(before);
    throw err;
  }
  await p.repo.activate(listId, count);
  // When Redis lost the state meanwhile, the marker stays missing and the sync job's rebuild loads this register with
  // the rest. Whoever put it in force (this upload, or another instance's rebuild), the old register's marks go now.
  await p.store.switchReady(before, listId);
  if ((await p.store.ready()) === listId) await p.store.dropStaleDnc(listId);
  return { listId, hashes: count, uploadedAt: new Date(nowMs).toISOString(), uploadedBy };
}

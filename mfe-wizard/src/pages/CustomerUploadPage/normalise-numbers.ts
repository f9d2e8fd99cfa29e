import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export interface NormalisedList {
  /** Distinct Pakistani mobile numbers in E.164 (+923001234567), in the order first seen. */
  numbers: string[];
  /** Entries that looked like numbers but are not Pakistani mobile numbers (landlines, short, foreign). */
  rejected: number;
  /** Entries seen more than once. */
  repeats: number;
}

/** Cells of a CSV or a pasted list: lines, and the usual separators of spreadsheet exports. */
const CELL = /[\r\n,;|\t]+/;
/** A number inside a cell: any run of digits with the usual separators inside a number. */
const CANDIDATE = /\+?\d[\d ().-]{6,}\d/g;
const NUMBER_LIKE = /^[\s\d+().-]*\d[\s\d+().-]*$/;

type PkMobile = string | null;
/** The E.164 form of a Pakistani mobile number, or null. Mobiles are the national numbers starting with 3. */
function pkMobile(raw: string): PkMobile {
  const parsed = parsePhoneNumberFromString(raw.trim(), 'PK');
  return parsed?.isValid() && parsed.country === 'PK' && parsed.nationalNumber.startsWith('3') ? parsed.number : null;
}

/**
 * The mobiles in one run of digits. Two numbers written on one line with a space between ("0300 1234567 0345
 * 7654321") read as one run, so an invalid run is tried again as groups of its space-separated parts.
 */
function mobilesIn(run: string): PkMobile[] {
  const whole = pkMobile(run);
  if (whole) return [whole];
  const parts = run.trim().split(/\s+/);
  const found: PkMobile[] = [];
  let i = 0;
  while (i < parts.length) {
    let j = i;
    while (j < parts.length && !pkMobile(parts.slice(i, j + 1).join(''))) j++;
    if (j === parts.length) return found.length ? [...found, null] : [null];
    found.push(pkMobile(parts.slice(i, j + 1).join('')));
    i = j + 1;
  }
  return found;
}

/**
 * Reads a customer list as advertisers have it (a CSV export, a column pasted from a sheet, numbers written
 * 0300 1234567, +92 300 1234567, 0092…, 92…) and keeps the Pakistani mobile numbers in E.164, the form the
 * directory is hashed in. libphonenumber-js checks each against Pakistan's numbering plan. Every number written
 * is an entry: one that is no Pakistani mobile (a landline, a short or foreign number) is counted as rejected
 * once, however short ("12345" was not counted at all); cells of words are headers or names.
 */
export function normaliseNumbers(text: string): NormalisedList {
  const seen = new Set<string>();
  let rejected = 0;
  let repeats = 0;
  for (const cell of text.split(CELL)) {
    const runs = [...cell.matchAll(CANDIDATE)].map(([r]) => r);
    // A cell of digits too short to be a number is a bad entry; one with words ("Customer 12") is not an entry.
    const found = runs.length ? runs.flatMap(mobilesIn) : NUMBER_LIKE.test(cell) ? [null] : [];
    for (const number of found) {
      if (!number) rejected++;
      else if (seen.has(number)) repeats++;
      else seen.add(number);
    }
  }
  return { numbers: [...seen], rejected, repeats };
}

/**
 * SHA-256 of each number, lower-case hex, with the browser's Web Crypto: only these leave the page. In batches of
 * 2,000, reporting the share done after each, so a 50,000-number list shows progress.
 */
export async function hashNumbers(numbers: readonly string[], onProgress?: (done: number) => void): Promise<string[]> {
  const encoder = new TextEncoder();
  const out: string[] = [];
  for (let i = 0; i < numbers.length; i += 2000) {
    const batch = numbers.slice(i, i + 2000).map(async (n) => {
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(n)));
      return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
    });
    out.push(...(await Promise.all(batch)));
    onProgress?.(out.length / numbers.length);
  }
  return out;
}

import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export interface NormalisedList {
  /** Distinct Pakistani mobile numbers in E.164 (+923001234567), in the order first seen. */
  numbers: string[];
  /** Entries that looked like numbers but are not Pakistani mobile numbers (landlines, short, foreign). */
  rejected: number;
  /** Entries seen more than once. */
  repeats: number;
}

/** Cells of a CSV or a pasted list: any run of digits with the usual separators inside a number. */
const CANDIDATE = /\+?\d[\d \t().-]{6,}\d/g;

/**
 * Reads a customer list as advertisers have it (a CSV export, a column pasted from a sheet, numbers written
 * 0300 1234567, +92 300 1234567, 0092…, 92…) and keeps the Pakistani mobile numbers in E.164, the form the
 * directory is hashed in. libphonenumber-js checks each against Pakistan's numbering plan; mobiles are the
 * national numbers that start with 3 (ringback tones play on mobile calls only).
 */
export function normaliseNumbers(text: string): NormalisedList {
  const seen = new Set<string>();
  let rejected = 0;
  let repeats = 0;
  for (const [raw] of text.matchAll(CANDIDATE)) {
    const parsed = parsePhoneNumberFromString(raw.trim(), 'PK');
    if (!parsed || !parsed.isValid() || parsed.country !== 'PK' || !parsed.nationalNumber.startsWith('3')) {
      rejected++;
      continue;
    }
    if (seen.has(parsed.number)) repeats++;
    else seen.add(parsed.number);
  }
  return { numbers: [...seen], rejected, repeats };
}

/** SHA-256 of each number, lower-case hex, with the browser's Web Crypto: only these leave the page. */
export async function hashNumbers(numbers: readonly string[]): Promise<string[]> {
  const encoder = new TextEncoder();
  return Promise.all(
    numbers.map(async (n) => {
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(n)));
      return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
    }),
  );
}

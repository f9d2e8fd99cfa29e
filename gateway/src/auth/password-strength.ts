import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * The breached/common-password check (OWASP ASVS 2.1.7), offline: zxcvbn-ts with its common dictionaries (the
 * top passwords of public breaches, keyboard walks, diceware words) estimates how many guesses a password needs.
 * The sign-up page loads the same library and dictionaries in the browser (password-meter.js), so the meter and
 * this check agree. A score below MIN_SCORE (about 10^8 guesses) is refused: `password1234`, `qwertyuiop12`, a
 * word repeated. Only the first CHECKED_LENGTH characters are scored: zxcvbn's matching grows faster than linearly
 * (200 characters cost ~0.3 s of CPU) and a password that long is not short of guesses anyway.
 */
export const MIN_SCORE = 3;
export const CHECKED_LENGTH = 64;
export const PASSWORD_TOO_COMMON = 'This password is too common or easy to guess; use a longer phrase of your own';

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: CHECKED_LENGTH });

/** Why a new password is refused (the sentence), or null when it is fine; `personal` = the email and names. */
export function passwordWeakness(password: string, personal: string[]): string | null {
  const inputs = personal.flatMap((p) => [p, ...p.split(/[@.\s_-]+/)]).map((p) => p.toLowerCase());
  return zxcvbn.check(
    password,
    inputs.filter((p) => p.length >= 3),
  ).score < MIN_SCORE
    ? PASSWORD_TOO_COMMON
    : null;
}

/** Client-side checks of the simulated card form; nothing here is sent to the server (no card data leaves). */
import type { WizMessageId } from '../../messages';

export interface CardFields {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}
/** Each failed field's message id (the form words it in the page's language). */
export type CardErrors = Partial<Record<keyof CardFields, WizMessageId>>;

export const CARD_MESSAGES = {
  name: 'wiz.card.err.name',
  number: 'wiz.card.err.number',
  expiry: 'wiz.card.err.expiry',
  cvc: 'wiz.card.err.cvc',
} as const satisfies Record<keyof CardFields, WizMessageId>;

export const digitsOnly = (s: string): string => s.replace(/\D/g, '');

/** Luhn checksum over 12-19 digits (spaces and dashes are ignored). */
export function luhnValid(input: string): boolean {
  if (/[^\d\s-]/.test(input)) return false;
  const digits = digitsOnly(input);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY whose month has not ended yet (a card is valid through the last day of its expiry month). */
export function expiryValid(input: string, now: Date = new Date()): boolean {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export const cvcValid = (input: string): boolean => /^\d{3,4}$/.test(input.trim());

export function checkCard(f: CardFields, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!f.name.trim()) errors.name = CARD_MESSAGES.name;
  if (!luhnValid(f.number)) errors.number = CARD_MESSAGES.number;
  if (!expiryValid(f.expiry, now)) errors.expiry = CARD_MESSAGES.expiry;
  if (!cvcValid(f.cvc)) errors.cvc = CARD_MESSAGES.cvc;
  return errors;
}

/** Groups digits by four as the user types. */
export const formatCardNumber = (s: string): string =>
  digitsOnly(s)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** Inserts the slash of MM/YY as the user types. */
export function formatExpiry(s: string): string {
  const d = digitsOnly(s).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

import { formatLanguage, isolate, urduFormats } from './language';
/**
 * Every money figure the portal shows goes through these three, so one amount reads the same on every screen.
 * currencyDisplay 'code': en-PK's own symbol is "Rs", while the spec, the quotes and the invoices all say PKR.
 * No-break spaces from Intl become plain spaces so copy, tests and screen readers see "PKR 1,000".
 */

const plain = (s: string): string => s.replace(/\u00a0/g, ' ');

// In Urdu the figures are grouped in lakh and crore and "PKR" stays ("PKR 2.5 لاکھ"), isolated for bidi.
const urdu = (figure: string): string => isolate(`PKR ${figure}`);

const compact = new Intl.NumberFormat('en-PK', {
  style: 'currency',
  currency: 'PKR',
  currencyDisplay: 'code',
  notation: 'compact',
  maximumFractionDigits: 0,
});
const paisas = new Intl.NumberFormat('en-PK', {
  style: 'currency',
  currency: 'PKR',
  currencyDisplay: 'code',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const perPlay = new Intl.NumberFormat('en-PK', {
  style: 'currency',
  currency: 'PKR',
  currencyDisplay: 'code',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

/** Spec §9 display of amounts at a glance (cards, headers, map): compact, zero decimals, e.g. "PKR 1M". */
export const formatPkrCompact = (n: number): string =>
  formatLanguage() === 'ur' ? urdu(urduFormats().lakhCompact(Math.round(n))) : plain(compact.format(n));

/** An amount as quoted and invoiced, always to the paisa so columns of amounts align, e.g. "PKR 49,999.50". */
export const formatPkr = (n: number): string =>
  formatLanguage() === 'ur' ? urdu(urduFormats().lakhGroupedDecimals(n, 2, 2)) : plain(paisas.format(n));

/** A price per play: below ten rupees, quoted by the engine to 3 decimals, e.g. "PKR 1.43", "PKR 2.232". */
export const formatPkrPerPlay = (n: number): string =>
  formatLanguage() === 'ur' ? urdu(urduFormats().lakhGroupedDecimals(n, 2, 3)) : plain(perPlay.format(n));

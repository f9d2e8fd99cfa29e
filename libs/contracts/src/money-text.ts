import type { Language } from './auth';

/**
 * Figures in text the servers write (documents, emails, messages, help): Western digits grouped as the reader groups
 * them, thousands in English and lakhs and crores in Urdu (12,50,000). The browser's own formatters (web-kit's
 * format/money.ts) write the same grouping with Intl; these are for places with no page.
 */
export interface FigureStyle {
  /** Decimals always shown (2 for amounts to the paisa). */
  digits?: number;
  /** Decimals at most, when more than `digits` may show (a price per play to 4). */
  upTo?: number;
  language?: Language;
}

export const groupedFigure = (n: number, style: FigureStyle = {}): string =>
  n.toLocaleString(style.language === 'ur' ? 'en-IN' : 'en-US', {
    minimumFractionDigits: style.digits ?? 0,
    maximumFractionDigits: Math.max(style.upTo ?? 0, style.digits ?? 0),
  });

/** Rupees as the invoices print them, "PKR 1,234.50": to the paisa unless the style says otherwise. */
export const pkrText = (n: number, style: FigureStyle = {}): string =>
  `PKR ${groupedFigure(n, { digits: 2, ...style })}`;

/** PKR (two decimals) to integer paisa, as providers and ledgers count. */
export const toPaisa = (pkr: number): number => Math.round(pkr * 100);
/** Integer paisa back to PKR (exact to two decimals). */
export const toPkr = (paisa: number): number => paisa / 100;

/**
 * Half-up rounding that survives binary floating point: 0.75 × 2 × 0.95 is 1.4249999999999998 in doubles but
 * 1.425 on paper, so the scaled value is nudged by a relative 1e-12 before rounding. The pricing engine's round2.
 */
const roundTo = (n: number, scale: number): number => {
  const x = n * scale;
  return Math.round(x + Math.abs(x) * 1e-12) / scale;
};
export const round2 = (n: number): number => roundTo(n, 100);
export const round3 = (n: number): number => roundTo(n, 1000);

// Urdu figures the Pakistani way: full figures grouped in lakh and crore (12,50,000), amounts at a glance
// in ہزار / لاکھ / کروڑ / ارب. Western digits (0-9) in Urdu too: they are what Pakistani banks, receipts, price tags,
// mobile top-ups and the rupee notes' large numerals use, and what ur-PK formats with by default; the
// Eastern Arabic-Indic digits (۱۲۳) read as formal or religious print and mix badly with PKR and phone numbers.
const full = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A whole number grouped in lakh and crore: 1250000 → "12,50,000". */
export const lakhGrouped = (n: number): string => full.format(n);

/** A number with the given decimals, grouped in lakh and crore: "12,50,000.50". */
export function lakhGroupedDecimals(n: number, min: number, max: number): string {
  return new Intl.NumberFormat('en-IN', { minimumFractionDigits: min, maximumFractionDigits: max }).format(n);
}

// From the largest: ارب = 100 crore, کروڑ = 100 lakh, لاکھ = 100 thousand.
const UNITS = [
  { size: 1e9, word: 'ارب' },
  { size: 1e7, word: 'کروڑ' },
  { size: 1e5, word: 'لاکھ' },
  { size: 1e3, word: 'ہزار' },
] as const;

/** A figure at a glance in Urdu words, one decimal at most: 250000 → "2.5 لاکھ", 35000000 → "3.5 کروڑ", 950 → "950". */
export function lakhCompact(n: number): string {
  const abs = Math.abs(n);
  const unit = UNITS.find((u) => abs >= u.size);
  if (!unit) return oneDecimal.format(n);
  // 99,950 would round to "100 ہزار": say "1 لاکھ" instead.
  const scaled = Math.round((n / unit.size) * 10) / 10;
  const bigger = UNITS[UNITS.indexOf(unit) - 1];
  if (bigger && Math.abs(scaled * unit.size) >= bigger.size) return lakhCompact(scaled * unit.size);
  return `${oneDecimal.format(scaled)} ${unit.word}`;
}

import { parse } from 'csv-parse/sync';
import { AppError, badRequest } from '@rbt/service-kit';
import { BankStatement, type BankStatementLine } from '@rbt/contracts';

/** Column names Pakistani banks' statement exports use, mapped to ours (compared lower-case, spaces squashed). */
const COLUMNS: Record<string, keyof Row> = {
  date: 'date',
  'value date': 'date',
  'transaction date': 'date',
  'txn date': 'date',
  'posting date': 'date',
  'booking date': 'date',
  description: 'description',
  narration: 'description',
  details: 'description',
  particulars: 'description',
  remarks: 'description',
  'transaction details': 'description',
  reference: 'reference',
  'payment reference': 'reference',
  'customer reference': 'reference',
  'transaction id': 'bankReference',
  'transaction reference': 'bankReference',
  'bank reference': 'bankReference',
  'txn id': 'bankReference',
  utr: 'bankReference',
  credit: 'credit',
  'credit amount': 'credit',
  deposit: 'credit',
  deposits: 'credit',
  cr: 'credit',
  amount: 'amount',
  debit: 'debit',
  withdrawal: 'debit',
  dr: 'debit',
};
type Row = Partial<
  Record<'date' | 'description' | 'reference' | 'bankReference' | 'credit' | 'amount' | 'debit', string>
>;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** YYYY-MM-DD from the usual statement spellings (2026-12-05, 05/12/2026, 05-12-2026, 05-Dec-2026); else as given. */
function isoDate(s: string): string {
  const dmy = /^(\d{1,2})[/.\s-](\d{1,2}|[A-Za-z]{3})[/.\s-](\d{4})$/.exec(s);
  if (!dmy) return s;
  const month = /^\d+$/.test(dmy[2]) ? Number(dmy[2]) : MONTHS.indexOf(dmy[2].toLowerCase()) + 1;
  return month ? `${dmy[3]}-${String(month).padStart(2, '0')}-${dmy[1].padStart(2, '0')}` : s;
}

/** "1,234.50", "PKR 1,234.50", "(500.00)" as numbers; blank as none; anything else NaN (refused by the schema). */
function money(s: string | undefined): number | undefined {
  const t = (s ?? '').replace(/PKR|Rs\.?|,|\s/gi, '');
  if (!t) return undefined;
  const neg = /^\(.*\)$/.test(t);
  const n = /^-?\d+(\.\d+)?$/.test(t.replace(/[()]/g, '')) ? Number(t.replace(/[()]/g, '')) : NaN;
  return neg ? -n : n;
}

/**
 * Reads a bank statement CSV (header line first) into checked lines. Anything wrong anywhere — not CSV, no date or
 * credit column, a bad date or amount on any line — is one 400 naming the line, before anything is recorded.
 */
export function parseBankStatement(text: string): BankStatementLine[] {
  let records: { record: Row; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((h) => COLUMNS[h.trim().toLowerCase().replace(/\s+/g, ' ')] ?? `_${h}`),
      skip_empty_lines: true,
      trim: true,
      info: true,
    });
  } catch (err) {
    throw badRequest(`The statement could not be read as CSV: ${(err as Error).message}`);
  }
  const first = records[0]?.record ?? {};
  if (records.length && (!('date' in first) || !('credit' in first || 'amount' in first)))
    throw badRequest('The statement needs a date column and a credit (or amount) column');
  const lines = records.map(({ record: r, info }) => {
    const signed = r.credit !== undefined ? money(r.credit) : money(r.amount);
    return {
      line: info.lines,
      date: isoDate(r.date ?? ''),
      description: r.description ?? '',
      reference: r.reference || undefined,
      bankReference: r.bankReference || undefined,
      creditPkr: signed !== undefined && !(signed <= 0) ? signed : undefined,
    };
  });
  const parsed = BankStatement.safeParse({ lines });
  if (parsed.success) return parsed.data.lines;
  const issues = parsed.error.issues.map((i) => {
    const at = typeof i.path[1] === 'number' ? lines[i.path[1]]?.line : undefined;
    return { path: i.path.join('.'), message: at ? `Line ${at}: ${i.message}` : i.message };
  });
  throw new AppError(400, 'validation_failed', issues[0]!.message, issues);
}

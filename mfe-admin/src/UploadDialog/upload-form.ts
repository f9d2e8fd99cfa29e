import { CAPACITY_MESSAGES, CAPACITY_SLOT_IDS, CapacityUpload } from '@rbt/contracts';
import type { AdminMessageId, AdminT } from '../messages';

/** The form keeps raw text per slot; a slot with a blank total is not part of the upload. */
export interface UploadFormValues {
  date: string;
  city: string;
  totals: Record<string, string>;
}

export const emptyTotals = (): Record<string, string> => Object.fromEntries(CAPACITY_SLOT_IDS.map((s) => [s, '']));

export type FormCheck =
  { ok: true; upload: CapacityUpload } | { ok: false; errors: Partial<Record<'date' | 'city' | 'slots', string>> };

/**
 * Spec §5 upload rules through the contract's own schema: date and city required, at least one slot,
 * non-negative integers, non-numeric counted as 0. Available is sent equal to total: the service derives
 * available = total − booked itself (docs/decisions/admin.md).
 */
export function checkUploadForm(v: UploadFormValues): FormCheck {
  const slots = CAPACITY_SLOT_IDS.filter((s) => v.totals[s]?.trim()).map((timeSlot) => ({
    timeSlot,
    totalCapacity: v.totals[timeSlot],
    availableCapacity: v.totals[timeSlot],
  }));
  const parsed = CapacityUpload.safeParse({ date: v.date, city: v.city, slots });
  if (parsed.success) return { ok: true, upload: parsed.data };
  const errors: Partial<Record<'date' | 'city' | 'slots', string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'date' || issue.path[0] === 'city' ? issue.path[0] : 'slots';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

const CHOOSE_FILE = 'Choose a CSV file';
const TOO_BIG = 'The CSV file must be at most 1 MB';

/**
 * A check's message in the page's language: the contract's English rules (CAPACITY_MESSAGES) and this file's own
 * have their catalog ids; anything else (a rule added to the contract before its words) shows as it came.
 */
export function uploadErrorText(t: AdminT, message: string): string {
  if (message === CHOOSE_FILE) return t('admin.upload.chooseFile');
  if (message === TOO_BIG) return t('admin.upload.tooBig');
  const key = (Object.keys(CAPACITY_MESSAGES) as (keyof typeof CAPACITY_MESSAGES)[]).find(
    (k) => CAPACITY_MESSAGES[k] === message,
  );
  return key ? t(`admin.upload.error.${key}` satisfies AdminMessageId) : message;
}

/** A CSV needs a file; date and city come from its columns or, when missing, from the dialog's fields. */
export function checkCsvFile(file: File | null): string | null {
  if (!file) return CHOOSE_FILE;
  if (file.size === 0) return CAPACITY_MESSAGES.slotsRequired;
  if (file.size > 1_048_576) return TOO_BIG;
  return null;
}

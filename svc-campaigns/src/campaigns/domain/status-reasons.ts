import type { StatusReasonCode } from '@rbt/contracts';
import type { StatusEntry } from './campaign';

/** The service's own reasons for a status change: the code pages word, and the English kept for API callers. */
const SERVICE_REASONS = {
  paused_by_owner: 'Paused by the advertiser',
  resumed_by_owner: 'Resumed by the advertiser',
  cancelled_by_owner: 'Cancelled by the advertiser before it started',
  edited_after_submit: 'edited after submit; quote unlocked',
} as const satisfies Partial<Record<StatusReasonCode, string>>;

/** A reason the service wrote: its code, and its English (the capacity hold's is its sentence). */
export interface ServiceReason {
  code: StatusReasonCode;
  text: string;
}

export const serviceReason = (code: keyof typeof SERVICE_REASONS): ServiceReason => ({
  code,
  text: SERVICE_REASONS[code],
});

const BY_TEXT = new Map<string, StatusReasonCode>(
  Object.entries(SERVICE_REASONS).map(([code, text]) => [text, code as StatusReasonCode]),
);

/**
 * The code of a history entry: as written since entries carry codes, or for an older entry the code of its known English (the
 * owner's own pause, resume and edit; a capacity check's entry is always its hold). Undefined for an admin's typed
 * reason, even one that happens to read like the service's, which is shown as written.
 */
export function reasonCodeOf(
  h: Pick<StatusEntry, 'by' | 'reason' | 'reasonCode'>,
  ownerId: string,
): StatusReasonCode | undefined {
  if (h.reasonCode) return h.reasonCode;
  if (!h.reason) return undefined;
  if (h.by === 'svc-capacity') return 'capacity_hold';
  return h.by === ownerId ? BY_TEXT.get(h.reason) : undefined;
}

import { EuiBadge } from '@elastic/eui';
import type { SlotAvailability } from '@rbt/contracts';
import { CITY_BY_ID } from '@rbt/pricing';

const percent = (n: number) => `${Math.round(n * 100)}%`;

/** Where the slot is fullest, so the advertiser knows which city and day to change. */
export function availabilityNote(a: SlotAvailability): string {
  const where = `${CITY_BY_ID.get(a.fullest.city)?.name ?? a.fullest.city} on ${a.fullest.date}`;
  return a.status === 'sold_out' ? `No capacity left in ${where}` : `${percent(a.peakUtilisation)} booked in ${where}`;
}

/** "Sold out" or "Nearly full" on a slot chip (docs/decisions/capacity.md); nothing for an open slot. */
export function SlotAvailabilityBadge({ availability }: { availability: SlotAvailability | undefined }) {
  if (!availability || availability.status === 'open') return null;
  const soldOut = availability.status === 'sold_out';
  return (
    <EuiBadge
      color={soldOut ? 'danger' : 'warning'}
      title={availabilityNote(availability)}
      data-availability={availability.status}
    >
      {soldOut ? 'Sold out' : 'Nearly full'}
    </EuiBadge>
  );
}

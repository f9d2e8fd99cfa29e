import { EuiBadge } from '@elastic/eui';
import type { SlotAvailability } from '@rbt/contracts';
import { formatKarachiDate, formatPercent } from '@rbt/web-kit';
import type { WizT } from '../../../../messages';
import { useWizT } from '../../../../messages';
import { useNames, type Names } from '../../../../messages/reference';

/** Where the slot is fullest, so the advertiser knows which city and day to change. */
export function availabilityNote(a: SlotAvailability, t: WizT, names: Names): string {
  const where = { city: names.city(a.fullest.city), date: formatKarachiDate(a.fullest.date) };
  return a.status === 'sold_out'
    ? t('wiz.slot.noCapacity', where)
    : t('wiz.slot.booked', { ...where, percent: formatPercent(Math.round(a.peakUtilisation * 100) / 100) });
}

/** "Sold out" or "Nearly full" on a slot chip (docs/decisions/capacity.md); nothing for an open slot. */
export function SlotAvailabilityBadge({ availability }: { availability: SlotAvailability | undefined }) {
  const t = useWizT();
  const names = useNames();
  if (!availability || availability.status === 'open') return null;
  const soldOut = availability.status === 'sold_out';
  return (
    <EuiBadge
      color={soldOut ? 'danger' : 'warning'}
      title={availabilityNote(availability, t, names)}
      data-availability={availability.status}
    >
      {soldOut ? t('wiz.slot.soldOut') : t('wiz.slot.nearlyFull')}
    </EuiBadge>
  );
}

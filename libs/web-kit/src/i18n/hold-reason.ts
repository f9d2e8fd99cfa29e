import type { HoldDetail } from '@rbt/contracts';
import { formatCount, formatKarachiDate } from '../format';
import { useLabels } from './reference-labels';
import { useKitT, usePageLanguage } from './use-t';

/**
 * A capacity hold in the page's language, one line per short slot (the city by name, the date, the hour, the plays
 * asked for and free) and a count of the rest, for the bell, the campaign page and the admin's drawer. The hold comes
 * as data (`reviewHoldDetail`, a notification's `hold`); a hold without it (none the service cannot read
 * back) shows its English `sentence` on an English page and nothing on an Urdu one, where the caller's own heading
 * says that it is held.
 */
export function useHoldReason(): (hold: HoldDetail | null | undefined, sentence?: string | null) => string[] {
  const t = useKitT();
  const labels = useLabels();
  const language = usePageLanguage();
  return (hold, sentence) => {
    if (!hold) return sentence && language !== 'ur' ? [sentence] : [];
    const lines = hold.slots.map((s) =>
      t('kit.hold.slot', {
        city: labels.city(s.city),
        date: formatKarachiDate(s.date),
        from: s.timeSlot.slice(0, 2),
        to: s.timeSlot.slice(3, 5),
        requested: formatCount(s.requested),
        available: formatCount(s.available),
      }),
    );
    return hold.more ? [...lines, t('kit.hold.more', { count: hold.more })] : lines;
  };
}

import type { CampaignDetail } from '@rbt/contracts';
import { CITY_BY_ID } from '@rbt/pricing';
import { formatKarachiDate, type Labels } from '@rbt/web-kit';
import type { AdminT } from '../messages';

// The drawer speaks the advertiser's words (the wizard's labels), not stored ids, in the page's language
// (web-kit's shared labels for cities, tiers, audiences and days).

const joined = (items: string[], empty: string) => (items.length ? items.join(', ') : empty);

export const citiesLabel = (t: AdminT, labels: Labels, ids: readonly string[]) =>
  joined(
    ids.map((id) => labels.city(id, CITY_BY_ID.get(id)?.name)),
    t('admin.common.none'),
  );
/** "18-19" → "18:00-19:00". */
export const slotsLabel = (t: AdminT, slots: readonly string[]) =>
  joined(
    slots.map((s) => s.replace(/^(\d{2})-(\d{2})$/, '$1:00-$2:00')),
    t('admin.common.none'),
  );
export const daysLabel = (t: AdminT, labels: Labels, days: readonly string[]) =>
  joined(days.map(labels.day), t('admin.drawer.everyDay'));
export const datesLabel = (t: AdminT, c: Pick<CampaignDetail, 'startDate' | 'endDate'>) =>
  c.startDate
    ? t('admin.drawer.datesRange', {
        start: formatKarachiDate(c.startDate),
        end: c.endDate ? formatKarachiDate(c.endDate) : '?',
      })
    : t('admin.drawer.notScheduled');

import { useMemo } from 'react';
import { useIntl } from './intl';
import type { CampaignStatus } from '@rbt/contracts';
import type { KitMessageId } from './kit-catalogs';

/**
 * The words of shared values in the page's language, once for every remote: campaign statuses (the
 * contracts' `statusLabel` stays the services' and tests' English), objectives, cities, provinces, tiers, audiences
 * and days.
 * An id the catalog does not know (a city added to the reference data before its name) reads as the id itself.
 */
// Typed: a status without its kit.status.* message is a compile error.
const statusId = (s: CampaignStatus): KitMessageId => `kit.status.${s}`;

export function useLabels() {
  const intl = useIntl();
  return useMemo(() => {
    const known = (id: string, fallback: string) =>
      id in intl.messages ? intl.formatMessage({ id: id as KitMessageId }) : fallback;
    return {
      status: (s: CampaignStatus | null | undefined) => intl.formatMessage({ id: statusId(s ?? 'draft') }),
      objective: (o: string | null | undefined) =>
        o ? known(`kit.objective.${o}`, o) : known('kit.objective.none', ''),
      city: (id: string, fallback = id) => known(`kit.city.${id}`, fallback),
      province: (p: string) => known(`kit.province.${p}`, p),
      tier: (id: string) => known(`kit.tier.${id}`, id),
      gender: (id: string) => known(`kit.gender.${id}`, id),
      device: (id: string) => known(`kit.device.${id}`, id),
      day: (id: string) => known(`kit.day.${id}`, id),
    };
  }, [intl]);
}

export type Labels = ReturnType<typeof useLabels>;

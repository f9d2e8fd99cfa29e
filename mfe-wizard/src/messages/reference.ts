import { useMemo } from 'react';
import { PLATFORM_FEE_RATE, VAT_RATE, ratePercent, type CampaignDraft, type Province } from '@rbt/contracts';
import { CITY_BY_ID, OBJECTIVES, VALUE_TIERS } from '@rbt/pricing';
import { useLabels, type Labels } from '@rbt/web-kit';
import { useWizT, type WizT } from './index';

/**
 * Reference data (cities, provinces, objectives, tiers, genders, devices) comes from libs/pricing and the contracts
 * in English; on screen it is named by web-kit's shared catalog (`useLabels`, `kit.city.<id>` …), the same words as
 * the dashboard's and the admin's. What only the wizard shows (creative kinds, fee lines, hours) is in the
 * wizard's catalog. An id no catalog knows yet (a city added to the reference data later) shows its English name.
 * The niche page's interests and capacity areas are named next to that page (NicheTargetingPage/niche-names.ts):
 * only it shows them, so their words need not be in step 1's chunk.
 */

export function namesOf(t: WizT, labels: Labels) {
  // useLabels answers an unknown id with the id itself: then the reference data's English name is the better word.
  const orEnglish = (id: string, named: string, english: string | undefined) =>
    named === id ? (english ?? id) : named;
  const city = (id: string) => labels.city(id, CITY_BY_ID.get(id)?.name ?? id);
  return {
    city,
    province: (p: Province | string) => labels.province(p),
    objective: (id: string | null | undefined) =>
      id ? orEnglish(id, labels.objective(id), OBJECTIVES.find((o) => o.id === id)?.label) : t('wiz.common.notSet'),
    tier: (id: string) => orEnglish(id, labels.tier(id), VALUE_TIERS.find((v) => v.id === id)?.label),
    gender: (g: CampaignDraft['gender']) => labels.gender(g),
    device: (d: CampaignDraft['deviceType']) => labels.device(d),
    /** "Mon" / "پیر" for a weekday id. */
    day: (d: string) => labels.day(d),
    /** "Uploaded Audio (eid-promo.wav)": an upload is named by its file after step 2. */
    creative: (d: Pick<CampaignDraft, 'creativeType' | 'audioFile'>) => {
      const label = t(`wiz.creative.${d.creativeType}`);
      return d.creativeType === 'upload' && d.audioFile
        ? t('wiz.creative.uploadNamed', { label, file: d.audioFile })
        : label;
    },
    /** The fee and tax lines' labels (FEE_LABELS of the contracts, in the page's language). */
    fee: {
      platformFee: t('wiz.fee.platform', { rate: ratePercent(PLATFORM_FEE_RATE) }),
      vat: t('wiz.fee.vat', { rate: ratePercent(VAT_RATE) }),
      checkoutTax: t('wiz.fee.tax', { rate: ratePercent(VAT_RATE) }),
    },
    /** "6 PM - 7 PM" / "شام 6 تا شام 7" for a slot id like "18-19". */
    slot: (id: string) => {
      const [from, to] = id.split('-').map(Number) as [number, number];
      return t('wiz.slot.range', { from: hourOf(t, from), to: hourOf(t, to) });
    },
    /** "Karachi, Lahore, Quetta +2 more" (spec §2: the first few names plus a more-count). */
    cityList: (ids: readonly string[], first = 3) => {
      if (ids.length === 0) return t('wiz.common.none');
      const names = ids.slice(0, first).map(city).join(t('wiz.common.listSeparator'));
      return ids.length > first ? t('wiz.common.cityListMore', { names, more: ids.length - first }) : names;
    },
  };
}

/** An hour of the clock the way it is said: "6 PM" in English, "شام 6" in Urdu (the part of the day, not AM/PM). */
function hourOf(t: WizT, h: number): string {
  const values = { h: h % 12 || 12 };
  const hour = h % 24;
  if (hour < 5) return t('wiz.hour.midnight', values);
  if (hour < 12) return t('wiz.hour.morning', values);
  if (hour < 15) return t('wiz.hour.noon', values);
  if (hour < 18) return t('wiz.hour.afternoon', values);
  if (hour < 20) return t('wiz.hour.evening', values);
  return t('wiz.hour.night', values);
}

export type Names = ReturnType<typeof namesOf>;

/** The names of reference data in the page's language. */
export function useNames(): Names {
  const t = useWizT();
  const labels = useLabels();
  return useMemo(() => namesOf(t, labels), [t, labels]);
}

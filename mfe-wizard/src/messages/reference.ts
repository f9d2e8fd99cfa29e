import { useMemo } from 'react';
import { PLATFORM_FEE_RATE, VAT_RATE, ratePercent, type CampaignDraft, type Province } from '@rbt/contracts';
import { CITY_BY_ID, OBJECTIVES, VALUE_TIERS } from '@rbt/pricing';
import en from './en.json';
import { useWizT, type WizMessageId, type WizT } from './index';

/**
 * Reference data (cities, provinces, objectives, tiers, genders, devices, creative kinds) comes from libs/pricing and
 * the contracts in English; on screen it is named through the wizard's catalog under `wiz.<kind>.<id>` (issue 31).
 * An id the catalog does not know yet (a city added to the reference data later) shows its English name.
 */
const known = (id: string): id is WizMessageId => id in en;

export function namesOf(t: WizT) {
  const named = (key: string, fallback: string) => (known(key) ? t(key) : fallback);
  const city = (id: string) => named(`wiz.city.${id}`, CITY_BY_ID.get(id)?.name ?? id);
  return {
    city,
    province: (p: Province | string) => named(`wiz.province.${p}`, p),
    objective: (id: string | null | undefined) =>
      id ? named(`wiz.objective.${id}`, OBJECTIVES.find((o) => o.id === id)?.label ?? id) : t('wiz.common.notSet'),
    tier: (id: string) => named(`wiz.tier.${id}`, VALUE_TIERS.find((v) => v.id === id)?.label ?? id),
    gender: (g: CampaignDraft['gender']) => t(`wiz.gender.${g}`),
    device: (d: CampaignDraft['deviceType']) => t(`wiz.device.${d}`),
    /** "Uploaded Audio (eid-promo.wav)": an upload is named by its file after step 2 (issue 28). */
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
  return useMemo(() => namesOf(t), [t]);
}

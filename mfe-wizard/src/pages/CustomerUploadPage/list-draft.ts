import {
  addCalendarDays,
  DayOfWeek,
  firstBookableDay,
  type AudienceList,
  type CampaignDraftPatch,
} from '@rbt/contracts';
import type { WizT } from '../../messages';

/**
 * "Loyalty members" → "Loyalty members customers", but "VIP customers" stays as it is; in the page's
 * language ("مستقل گاہک" stays too).
 */
export function listCampaignName(listName: string, t: WizT): string {
  const name = listName.trim() || t('wiz.list.defaultName');
  return /(\bcustomers?|گاہک)$/i.test(name) ? name : t('wiz.list.campaignName', { name });
}

/**
 * The draft a matched list starts (docs/decisions/wizard-creative-checkout.md): the cities where its
 * subscribers live, and the plan its capacity was measured on (the next 30 days, every day of the week, 2 plays
 * a customer a day) with a plays goal the list can take, so step 1 opens on a campaign that can be bought.
 */
export function listDraft(list: AudienceList, t: WizT, now: Date = new Date()): CampaignDraftPatch {
  const start = firstBookableDay(now);
  return {
    name: listCampaignName(list.name, t),
    customTargeting: 'upload',
    audienceListId: list.id,
    cities: list.byCity.map((c) => c.cityId),
    startDate: start,
    endDate: addCalendarDays(start, list.capacity.days - 1),
    daysOfWeek: [...DayOfWeek.options],
    freqCapPerDay: list.capacity.playsPerDay,
    goalType: 'impressions',
    targetImpressions: list.capacity.suggestedPlays,
  };
}

import {
  addCalendarDays,
  DayOfWeek,
  firstBookableDay,
  type AudienceList,
  type CampaignDraftPatch,
} from '@rbt/contracts';

/** "Loyalty members" → "Loyalty members customers", but "VIP customers" stays as it is (issue 28). */
export function listCampaignName(listName: string): string {
  const name = listName.trim() || 'Customer list';
  return /\bcustomers?$/i.test(name) ? name : `${name} customers`;
}

/**
 * The draft a matched list starts (docs/decisions/wizard-creative-checkout.md, issue 28): the cities where its
 * subscribers live, and the plan its capacity was measured on (the next 30 days, every day of the week, 2 plays
 * a customer a day) with a plays goal the list can take, so step 1 opens on a campaign that can be bought.
 */
export function listDraft(list: AudienceList, now: Date = new Date()): CampaignDraftPatch {
  const start = firstBookableDay(now);
  return {
    name: listCampaignName(list.name),
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

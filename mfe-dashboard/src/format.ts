import type { CampaignListItem } from '@rbt/contracts';

export const OBJECTIVE_LABEL: Record<NonNullable<CampaignListItem['objective']>, string> = {
  awareness: 'Brand Awareness',
  consideration: 'Consideration',
  conversion: 'Conversion',
  retention: 'Retention',
};

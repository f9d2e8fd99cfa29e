import { SummaryPanel } from '../../../components/SummaryPanel/SummaryPanel';
import type { CampaignDetail } from '@rbt/contracts';
import { cityList, GENDER_LABELS, inclusiveDays, objectiveLabel, tierLabel } from '../../../draft/draft-labels';

/** Spec §2 checkout campaign summary (name or "Untitled Campaign", objective, cities, gender, tier, duration, hours). */
export function CampaignSummary({ campaign }: { campaign: CampaignDetail }) {
  const days = inclusiveDays(campaign);
  const dates = campaign.startDate && campaign.endDate ? ` (${campaign.startDate} to ${campaign.endDate})` : '';
  return (
    <SummaryPanel
      level={2}
      testId="campaign-summary"
      title="Campaign Summary"
      items={[
        { title: 'Campaign', description: campaign.name.trim() || 'Untitled Campaign' },
        { title: 'Objective', description: objectiveLabel(campaign.objective) },
        { title: 'Cities', description: cityList(campaign.cities, 5) },
        { title: 'Gender', description: GENDER_LABELS[campaign.gender] },
        { title: 'Value tier', description: tierLabel(campaign.valueTier) },
        { title: 'Duration', description: `${days} ${days === 1 ? 'day' : 'days'}${dates}` },
        { title: 'Hours per day', description: String(campaign.timeSlots.length) },
      ]}
    />
  );
}

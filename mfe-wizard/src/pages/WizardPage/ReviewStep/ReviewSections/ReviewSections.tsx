import { EuiFlexGrid, EuiFlexItem } from '@elastic/eui';
import { formatKarachiDate } from '@rbt/web-kit';
import { SummaryPanel } from '../../../../components/SummaryPanel/SummaryPanel';
import type { WizardDraft } from '../../../../draft/wizard-types';
import { inclusiveDays, slotRange } from '../../../../draft/draft-labels';
import { useWizT, type WizT } from '../../../../messages';
import { useNames } from '../../../../messages/reference';

/** "06:00-07:00, 07:00-08:00 … +3 more" (spec §2: the first 6 slots as hour ranges plus a more-count). */
export function slotSummary(slots: readonly string[], t: WizT): string {
  if (slots.length === 0) return t('wiz.common.none');
  const first = [...slots].sort().slice(0, 6).map(slotRange).join(t('wiz.common.listSeparator'));
  return slots.length > 6 ? t('wiz.review.slotsMore', { slots: first, more: slots.length - 6 }) : first;
}

/** Spec §2 step 3: campaign details, targeting summary and schedule (the draft's own values). */
export function ReviewSections({ draft }: { draft: WizardDraft }) {
  const t = useWizT();
  const names = useNames();
  const days = inclusiveDays(draft);
  const date = (d: string | null) => (d ? formatKarachiDate(d) : t('wiz.common.notSet'));
  const timezone = !draft.timezone || draft.timezone === 'Asia/Karachi' ? t('wiz.review.karachiTime') : draft.timezone;
  return (
    <EuiFlexGrid columns={3} gutterSize="m" responsive>
      <EuiFlexItem>
        <SummaryPanel
          testId="review-details"
          title={t('wiz.review.details')}
          items={[
            { title: t('wiz.review.name'), description: draft.name.trim() || t('wiz.review.untitled') },
            { title: t('wiz.review.objective'), description: names.objective(draft.objective) },
            { title: t('wiz.review.creative'), description: names.creative(draft) },
          ]}
        />
      </EuiFlexItem>
      <EuiFlexItem>
        <SummaryPanel
          testId="review-targeting"
          title={t('wiz.review.targeting')}
          items={[
            {
              title: t('wiz.review.cities', { count: draft.cities.length }),
              description: names.cityList(draft.cities),
            },
            { title: t('wiz.review.gender'), description: names.gender(draft.gender) },
            { title: t('wiz.review.tier'), description: names.tier(draft.valueTier) },
            { title: t('wiz.review.device'), description: names.device(draft.deviceType) },
            { title: t('wiz.review.freqCap'), description: t('wiz.review.perDay', { count: draft.freqCapPerDay }) },
            { title: t('wiz.review.slots'), description: String(draft.timeSlots.length) },
            { title: t('wiz.review.days'), description: String(days) },
          ]}
        />
      </EuiFlexItem>
      <EuiFlexItem>
        <SummaryPanel
          testId="review-schedule"
          title={t('wiz.review.schedule')}
          items={[
            { title: t('wiz.review.start'), description: date(draft.startDate) },
            { title: t('wiz.review.end'), description: date(draft.endDate) },
            { title: t('wiz.review.timezone'), description: timezone },
            { title: t('wiz.review.slots'), description: slotSummary(draft.timeSlots, t) },
          ]}
        />
      </EuiFlexItem>
    </EuiFlexGrid>
  );
}

import {
  EuiBadge,
  EuiButton,
  EuiCallOut,
  EuiDescriptionList,
  EuiFlexGroup,
  EuiFlyout,
  EuiFlyoutBody,
  EuiFlyoutFooter,
  EuiFlyoutHeader,
  EuiLoadingSpinner,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import { scriptTextProps, useHoldReason, useLabels } from '@rbt/web-kit';
import { useCampaignDetail } from '../api/campaigns';
import { audioIdOf, statusColour, type CampaignDetail } from '@rbt/contracts';
import { useAdminT } from '../messages';
import { actionColour, actionsFor, type StatusAction } from '../CampaignsTab/campaign-columns';
import { InvoiceSection } from './InvoiceSection';
import { QuoteSection } from './QuoteSection';
import { ResponseSection } from './ResponseSection';
import { PendingCreative } from '../PendingCreative/PendingCreative';
import { AddedCreatives } from '../AddedCreatives/AddedCreatives';
import { citiesLabel, datesLabel, daysLabel, slotsLabel } from './drawer-labels';

interface Props {
  id: string;
  onClose: () => void;
  onAction: (row: { id: string; name: string }, action: StatusAction) => void;
  pendingId: string | null;
}

function Section({ title, items }: { title: string; items: { title: string; description: string | number }[] }) {
  return (
    <>
      <EuiTitle size="xs">
        <h3>{title}</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiDescriptionList type="column" compressed listItems={items} />
      <EuiSpacer />
    </>
  );
}

function Creative({ c }: { c: CampaignDetail }) {
  const t = useAdminT();
  return (
    <>
      <EuiTitle size="xs">
        <h3>{t('admin.drawer.creative')}</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiText size="s">
        <p>{t('admin.drawer.type', { type: c.creativeType ?? 'recording' })}</p>
        {typeof c.ttsConfig?.script === 'string' && c.ttsConfig.script && (
          <blockquote
            data-testid="creative-script"
            {...scriptTextProps(
              c.ttsConfig.script,
              typeof c.ttsConfig.language === 'string' ? c.ttsConfig.language : undefined,
            )}
          >
            {c.ttsConfig.script}
          </blockquote>
        )}
      </EuiText>
      {!c.audioUrl ? (
        <EuiText size="s" color="subdued">
          <p>{t('admin.drawer.noAudio')}</p>
        </EuiText>
      ) : // Only the portal's own audio is played: a campaign stored before audio ownership was checked may point anywhere.
      audioIdOf(c.audioUrl) ? (
        <audio controls preload="none" src={c.audioUrl} data-testid="creative-player" style={{ width: '100%' }} />
      ) : (
        <EuiText size="s" color="danger" data-testid="creative-foreign">
          <p>{t('admin.drawer.foreignAudio')}</p>
        </EuiText>
      )}
      <EuiSpacer size="s" />
      <ResponseSection response={c.response ?? null} />
      <EuiSpacer />
    </>
  );
}

/** Everything an admin needs to review a campaign: audience, schedule, creative (with a player) and invoice. */
export function CampaignDrawer({ id, onClose, onAction, pendingId }: Props) {
  const t = useAdminT();
  const labels = useLabels();
  const holdReason = useHoldReason();
  const detail = useCampaignDetail(id);
  const c = detail.data;
  return (
    <EuiFlyout
      onClose={onClose}
      size="m"
      ownFocus
      aria-labelledby="campaign-drawer-title"
      data-testid="campaign-drawer"
    >
      <EuiFlyoutHeader hasBorder>
        <EuiTitle size="s">
          <h2 id="campaign-drawer-title">{c?.name || t('admin.common.campaign')}</h2>
        </EuiTitle>
        {c && <EuiBadge color={statusColour(c.status)}>{labels.status(c.status)}</EuiBadge>}
      </EuiFlyoutHeader>
      <EuiFlyoutBody>
        {detail.isPending && <EuiLoadingSpinner size="l" />}
        {detail.isError && <EuiCallOut color="danger" iconType="error" title={t('admin.drawer.loadFailed')} />}
        {c && (
          <>
            {c.reviewHold && (
              <>
                <EuiCallOut color="warning" iconType="warning" title={t('admin.drawer.held')}>
                  {/* The hold's slots as data, worded in the page's language. */}
                  {holdReason(c.reviewHoldDetail, c.reviewHold).map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </EuiCallOut>
                <EuiSpacer />
              </>
            )}
            {c.rejectionReason && (
              <>
                <EuiCallOut color="danger" iconType="cross" title={t('admin.drawer.rejected')}>
                  {c.rejectionReason}
                </EuiCallOut>
                <EuiSpacer />
              </>
            )}
            <Section
              title={t('admin.drawer.audience')}
              items={[
                { title: t('admin.drawer.objective'), description: labels.objective(c.objective) },
                { title: t('admin.drawer.cities'), description: citiesLabel(t, labels, c.cities) },
                { title: t('admin.drawer.gender'), description: labels.gender(c.gender) },
                { title: t('admin.drawer.tier'), description: labels.tier(c.valueTier) },
                { title: t('admin.drawer.device'), description: labels.device(c.deviceType) },
                { title: t('admin.drawer.freqCap'), description: c.freqCapPerDay },
              ]}
            />
            <Section
              title={t('admin.drawer.schedule')}
              items={[
                { title: t('admin.drawer.dates'), description: datesLabel(t, c) },
                { title: t('admin.drawer.slots'), description: slotsLabel(t, c.timeSlots) },
                { title: t('admin.drawer.days'), description: daysLabel(t, labels, c.daysOfWeek) },
                {
                  title: t('admin.drawer.timezone'),
                  description: c.timezone === 'Asia/Karachi' ? t('admin.drawer.pkt') : c.timezone,
                },
              ]}
            />
            <QuoteSection quote={c.quote} />
            <Creative c={c} />
            <AddedCreatives campaignId={c.id} campaignName={c.name} />
            {c.pendingCreative && (
              <>
                <PendingCreative campaign={c} />
                <EuiSpacer />
              </>
            )}
            <InvoiceSection campaignId={c.id} />
          </>
        )}
      </EuiFlyoutBody>
      {c && actionsFor(c.status).length > 0 && (
        <EuiFlyoutFooter>
          <EuiFlexGroup gutterSize="s" justifyContent="flexEnd" responsive={false}>
            {actionsFor(c.status).map((a) => (
              <EuiButton
                key={a.to}
                size="s"
                iconType={a.icon}
                color={actionColour(a)}
                fill={!a.needsReason}
                isLoading={pendingId === c.id}
                onClick={() => onAction({ id: c.id, name: c.name }, a)}
              >
                {t(`admin.action.${a.to}`)}
              </EuiButton>
            ))}
          </EuiFlexGroup>
        </EuiFlyoutFooter>
      )}
    </EuiFlyout>
  );
}

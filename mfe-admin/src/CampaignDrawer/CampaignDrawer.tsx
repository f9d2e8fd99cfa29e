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
import { scriptTextProps } from '@rbt/web-kit';
import { useCampaignDetail } from '../api/campaigns';
import { statusColour, statusLabel, type CampaignDetail } from '@rbt/contracts';
import { actionColour, actionsFor, type StatusAction } from '../status-display';
import { InvoiceSection } from './InvoiceSection';
import { QuoteSection } from './QuoteSection';
import {
  citiesLabel,
  datesLabel,
  daysLabel,
  deviceLabel,
  genderLabel,
  objectiveLabel,
  slotsLabel,
  tierLabel,
} from './drawer-labels';

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

const PORTAL_AUDIO = /^\/api\/audio\/[A-Za-z0-9-]+$/;

function Creative({ c }: { c: CampaignDetail }) {
  return (
    <>
      <EuiTitle size="xs">
        <h3>Creative</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiText size="s">
        <p>
          Type:{' '}
          {c.creativeType === 'tts' ? 'Text-to-Speech' : c.creativeType === 'upload' ? 'Upload Audio' : 'Recording'}
        </p>
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
          <p>No audio has been generated or uploaded for this campaign.</p>
        </EuiText>
      ) : // Only the portal's own audio is played: a campaign stored before audio ownership was checked may point anywhere.
      PORTAL_AUDIO.test(c.audioUrl) ? (
        <audio controls preload="none" src={c.audioUrl} data-testid="creative-player" style={{ width: '100%' }} />
      ) : (
        <EuiText size="s" color="danger" data-testid="creative-foreign">
          <p>
            This campaign's audio is not stored on the portal, so it is not played here. Reject it and ask for an
            upload.
          </p>
        </EuiText>
      )}
      <EuiSpacer />
    </>
  );
}

/** Everything an admin needs to review a campaign: audience, schedule, creative (with a player) and invoice. */
export function CampaignDrawer({ id, onClose, onAction, pendingId }: Props) {
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
          <h2 id="campaign-drawer-title">{c?.name || 'Campaign'}</h2>
        </EuiTitle>
        {c && <EuiBadge color={statusColour(c.status)}>{statusLabel(c.status)}</EuiBadge>}
      </EuiFlyoutHeader>
      <EuiFlyoutBody>
        {detail.isPending && <EuiLoadingSpinner size="l" />}
        {detail.isError && <EuiCallOut color="danger" iconType="error" title="Failed to load the campaign" />}
        {c && (
          <>
            {c.reviewHold && (
              <>
                <EuiCallOut color="warning" iconType="warning" title="Held in review">
                  {c.reviewHold}
                </EuiCallOut>
                <EuiSpacer />
              </>
            )}
            {c.rejectionReason && (
              <>
                <EuiCallOut color="danger" iconType="cross" title="Rejected">
                  {c.rejectionReason}
                </EuiCallOut>
                <EuiSpacer />
              </>
            )}
            <Section
              title="Audience"
              items={[
                { title: 'Objective', description: objectiveLabel(c.objective) },
                { title: 'Cities', description: citiesLabel(c.cities) },
                { title: 'Gender', description: genderLabel(c.gender) },
                { title: 'Value tier', description: tierLabel(c.valueTier) },
                { title: 'Device type', description: deviceLabel(c.deviceType) },
                { title: 'Frequency cap per day', description: c.freqCapPerDay },
              ]}
            />
            <Section
              title="Schedule"
              items={[
                { title: 'Dates', description: datesLabel(c) },
                { title: 'Time slots', description: slotsLabel(c.timeSlots) },
                { title: 'Days of week', description: daysLabel(c.daysOfWeek) },
                { title: 'Timezone', description: c.timezone === 'Asia/Karachi' ? 'Pakistan time (PKT)' : c.timezone },
              ]}
            />
            <QuoteSection quote={c.quote} />
            <Creative c={c} />
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
                {a.label}
              </EuiButton>
            ))}
          </EuiFlexGroup>
        </EuiFlyoutFooter>
      )}
    </EuiFlyout>
  );
}

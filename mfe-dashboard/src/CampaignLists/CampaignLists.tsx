import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiEmptyPrompt,
  EuiFlexGrid,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPanel,
  EuiSkeletonText,
  EuiSkeletonTitle,
  EuiSpacer,
  EuiTitle,
} from '@elastic/eui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CampaignListItem } from '@rbt/contracts';
import { useCampaigns } from '../api/campaigns';
import { CampaignCard } from '../CampaignCard/CampaignCard';
import { apiErrorText } from '@rbt/web-kit';
import { useDashT } from '../messages';

function CardGrid({ campaigns }: { campaigns: CampaignListItem[] }) {
  return (
    <EuiFlexGrid columns={3} gutterSize="m">
      {campaigns.map((c) => (
        <EuiFlexItem key={c.id}>
          <CampaignCard campaign={c} />
        </EuiFlexItem>
      ))}
    </EuiFlexGrid>
  );
}

/** Cards shown per section before "Show more": a page of cards renders at once, hundreds made the page wait. */
export const CARDS_PER_PAGE = 12;

function Section({ title, campaigns, action }: { title: string; campaigns: CampaignListItem[]; action?: ReactNode }) {
  const t = useDashT();
  const [shown, setShown] = useState(CARDS_PER_PAGE);
  if (!campaigns.length) return null;
  const remaining = campaigns.length - shown;
  return (
    <section aria-label={title}>
      <EuiSpacer size="m" />
      <EuiFlexGroup gutterSize="s" alignItems="center" justifyContent="spaceBetween" wrap responsive={false}>
        <EuiFlexItem grow={false}>
          <EuiTitle size="xs">
            <h3>{title}</h3>
          </EuiTitle>
        </EuiFlexItem>
        {action && <EuiFlexItem grow={false}>{action}</EuiFlexItem>}
      </EuiFlexGroup>
      <EuiSpacer size="s" />
      <CardGrid campaigns={campaigns.slice(0, shown)} />
      {remaining > 0 && (
        <>
          <EuiSpacer size="m" />
          <EuiButtonEmpty
            iconType="arrowDown"
            data-testid="show-more"
            onClick={() => setShown((n) => n + CARDS_PER_PAGE)}
          >
            {t('dash.lists.more', { count: Math.min(remaining, CARDS_PER_PAGE), remaining })}
          </EuiButtonEmpty>
        </>
      )}
    </section>
  );
}

/** Spec §2 "Your Campaigns": three skeletons while loading, drafts first, then every other status. */
export function CampaignLists() {
  const navigate = useNavigate();
  const t = useDashT();
  const { data, isPending, error } = useCampaigns();
  let body;
  if (isPending) {
    body = (
      <EuiFlexGrid columns={3} gutterSize="m">
        {[0, 1, 2].map((i) => (
          <EuiFlexItem key={i}>
            <EuiPanel hasBorder data-testid="campaign-skeleton">
              <EuiSkeletonTitle size="s" />
              <EuiSpacer size="s" />
              <EuiSkeletonText lines={3} />
            </EuiPanel>
          </EuiFlexItem>
        ))}
      </EuiFlexGrid>
    );
  } else if (error) {
    body = <EuiCallOut color="danger" iconType="error" title={apiErrorText(error)} role="alert" />;
  } else if (!data.length) {
    body = (
      <EuiEmptyPrompt
        iconType="megaphone"
        title={<h3>{t('dash.lists.empty')}</h3>}
        actions={
          <EuiButton fill onClick={() => navigate('/campaigns/targeting')}>
            {t('dash.lists.createFirst')}
          </EuiButton>
        }
      />
    );
  } else {
    body = (
      <>
        <Section
          title={t('dash.lists.drafts')}
          campaigns={data.filter((c) => c.status === 'draft')}
          action={
            // The drafts can be picked and deleted together on the campaigns list.
            <EuiButtonEmpty size="s" iconType="trash" onClick={() => navigate('/campaigns?status=draft')}>
              {t('dash.lists.cleanUp')}
            </EuiButtonEmpty>
          }
        />
        <Section title={t('dash.lists.others')} campaigns={data.filter((c) => c.status !== 'draft')} />
      </>
    );
  }
  return (
    <section aria-label={t('dash.lists.title')}>
      <EuiTitle size="s">
        <h2>{t('dash.lists.title')}</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      {body}
    </section>
  );
}

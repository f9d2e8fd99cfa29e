import { useEffect } from 'react';
import { EuiBasicTable, EuiButton, EuiCallOut, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import { apiErrorDetail, formatKarachiDateTime, useLabels } from '@rbt/web-kit';
import { useAdminT } from '../messages';
import { useDeliveryReport } from '../api/delivery';
import { useAdminCampaigns } from '../api/campaigns';
import { usePlatforms } from '../api/platforms';
import { campaignColumns, platformColumns } from './delivery-columns';

const LIVE = { q: '', status: 'live', page: 1, pageSize: 100 } as const;

/**
 * Delivery tab: each live campaign's plays against an even pace through its booked hours, its forecast
 * and the hours at risk; each operator platform's decisions, fill rate and errors in the last hour.
 */
export function DeliveryTab() {
  const t = useAdminT();
  const labels = useLabels();
  const report = useDeliveryReport();
  // Names come from the lists this remote already shows; an id stays visible if a name is not loaded.
  const live = useAdminCampaigns(LIVE);
  const platforms = usePlatforms();
  const campaignName = (id: string) => live.data?.items.find((c) => c.id === id)?.name || id;
  const platformName = (id: string) => platforms.data?.platforms.find((p) => p.id === id)?.name ?? id;
  // The report is fetched every 5 s, the lists once: a campaign that went live (or a platform added) since the list
  // was loaded would stay an id, so the list is fetched again once for each new set of ids it does not know.
  const unknownCampaigns = (report.data?.campaigns ?? [])
    .map((c) => c.campaignId)
    .filter((id) => live.isSuccess && !live.data.items.some((c) => c.id === id))
    .join(',');
  const unknownPlatforms = (report.data?.platforms ?? [])
    .map((p) => p.platformId)
    .filter((id) => platforms.isSuccess && !platforms.data.platforms.some((p) => p.id === id))
    .join(',');
  const { refetch: refetchLive } = live;
  const { refetch: refetchPlatforms } = platforms;
  useEffect(() => {
    if (unknownCampaigns) void refetchLive();
  }, [unknownCampaigns, refetchLive]);
  useEffect(() => {
    if (unknownPlatforms) void refetchPlatforms();
  }, [unknownPlatforms, refetchPlatforms]);

  if (report.isError)
    return (
      <EuiCallOut color="danger" iconType="error" title={t('admin.delivery.failed')} data-testid="delivery-error">
        <p>{apiErrorDetail(report.error)}</p>
        <EuiButton size="s" color="danger" onClick={() => void report.refetch()}>
          {t('admin.common.tryAgain')}
        </EuiButton>
      </EuiCallOut>
    );
  const data = report.data;
  return (
    <>
      <EuiText size="xs" color="subdued">
        {data
          ? t('admin.delivery.updated', { at: formatKarachiDateTime(data.generatedAt) })
          : t('admin.common.loading')}
      </EuiText>
      <EuiSpacer size="s" />
      <EuiTitle size="xs">
        <h3>{t('admin.delivery.live')}</h3>
      </EuiTitle>
      <EuiBasicTable
        tableCaption={t('admin.delivery.liveCaption')}
        items={data?.campaigns ?? []}
        columns={campaignColumns(t, labels, campaignName)}
        loading={report.isPending}
        noItemsMessage={t(report.isPending ? 'admin.common.loading' : 'admin.delivery.noLive')}
        data-testid="delivery-campaigns"
      />
      <EuiSpacer />
      <EuiTitle size="xs">
        <h3>{t('admin.delivery.platforms', { minutes: data?.trafficWindowMinutes ?? 60 })}</h3>
      </EuiTitle>
      <EuiBasicTable
        tableCaption={t('admin.delivery.platformsCaption')}
        items={data?.platforms ?? []}
        columns={platformColumns(t, platformName)}
        loading={report.isPending}
        noItemsMessage={t(report.isPending ? 'admin.common.loading' : 'admin.delivery.noDecisions')}
        data-testid="delivery-platforms"
      />
    </>
  );
}

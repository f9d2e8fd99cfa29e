import { EuiBasicTable, EuiButton, EuiCallOut, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import { apiErrorDetail, formatKarachiDateTime } from '@rbt/web-kit';
import { useDeliveryReport } from '../api/delivery';
import { useAdminCampaigns } from '../api/campaigns';
import { usePlatforms } from '../api/platforms';
import { campaignColumns, platformColumns } from './delivery-columns';

const LIVE = { q: '', status: 'live', page: 1, pageSize: 100 } as const;

/**
 * Delivery tab (issue 29): each live campaign's plays against an even pace through its booked hours, its forecast
 * and the hours at risk; each operator platform's decisions, fill rate and errors in the last hour.
 */
export function DeliveryTab() {
  const report = useDeliveryReport();
  // Names come from the lists this remote already shows; an id stays visible if a name is not loaded.
  const live = useAdminCampaigns(LIVE);
  const platforms = usePlatforms();
  const campaignName = (id: string) => live.data?.items.find((c) => c.id === id)?.name || id;
  const platformName = (id: string) => platforms.data?.platforms.find((p) => p.id === id)?.name ?? id;

  if (report.isError)
    return (
      <EuiCallOut color="danger" iconType="error" title="Delivery could not be loaded" data-testid="delivery-error">
        <p>{apiErrorDetail(report.error)}</p>
        <EuiButton size="s" color="danger" onClick={() => void report.refetch()}>
          Try again
        </EuiButton>
      </EuiCallOut>
    );
  const data = report.data;
  return (
    <>
      <EuiText size="xs" color="subdued">
        {data ? `Updated ${formatKarachiDateTime(data.generatedAt)}; refreshed every 5 seconds.` : 'Loading…'}
      </EuiText>
      <EuiSpacer size="s" />
      <EuiTitle size="xs">
        <h3>Live campaigns</h3>
      </EuiTitle>
      <EuiBasicTable
        tableCaption="Pacing of live campaigns"
        items={data?.campaigns ?? []}
        columns={campaignColumns(campaignName)}
        loading={report.isPending}
        noItemsMessage={report.isPending ? 'Loading…' : 'No live campaigns.'}
        data-testid="delivery-campaigns"
      />
      <EuiSpacer />
      <EuiTitle size="xs">
        <h3>Platforms, last {data?.trafficWindowMinutes ?? 60} minutes</h3>
      </EuiTitle>
      <EuiBasicTable
        tableCaption="Operator platforms' traffic in the last hour"
        items={data?.platforms ?? []}
        columns={platformColumns(platformName)}
        loading={report.isPending}
        noItemsMessage={report.isPending ? 'Loading…' : 'No decisions asked in the last hour.'}
        data-testid="delivery-platforms"
      />
    </>
  );
}

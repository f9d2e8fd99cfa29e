import { EuiBadge, type EuiBasicTableColumn } from '@elastic/eui';
import type { CampaignDelivery, CellAtRisk, PacingState, PlatformTraffic } from '@rbt/contracts';
import { formatCount, formatPercent } from '@rbt/web-kit';

const PACING: Record<PacingState, { label: string; color: string }> = {
  not_started: { label: 'Not started', color: 'default' },
  ahead: { label: 'Ahead', color: 'primary' },
  on_track: { label: 'On track', color: 'success' },
  behind: { label: 'Behind', color: 'danger' },
  finished: { label: 'Finished', color: 'default' },
};

const cellLabel = (c: CellAtRisk) =>
  `${c.date} ${c.city} ${c.timeSlot}: ${formatCount(c.delivered)} of ${formatCount(c.ended ? c.booked : c.planned)}${c.ended ? ' (ended)' : ''}`;

export function campaignColumns(nameOf: (id: string) => string): EuiBasicTableColumn<CampaignDelivery>[] {
  return [
    { field: 'campaignId', name: 'Campaign', truncateText: true, render: (id: string) => nameOf(id) },
    {
      name: 'Delivered / planned so far',
      render: (c: CampaignDelivery) => `${formatCount(c.deliveredPlays)} / ${formatCount(c.plannedSoFar)}`,
    },
    {
      field: 'pacing',
      name: 'Pacing',
      render: (p: PacingState) => <EuiBadge color={PACING[p].color}>{PACING[p].label}</EuiBadge>,
    },
    {
      name: 'Forecast / booked',
      render: (c: CampaignDelivery) => `${formatCount(c.forecastPlays)} / ${formatCount(c.bookedPlays)}`,
    },
    {
      field: 'cellsAtRisk',
      name: 'Hours at risk',
      render: (cells: CellAtRisk[]) =>
        cells.length === 0 ? (
          '—'
        ) : (
          <span title={cells.map(cellLabel).join('\n')}>{cells.map(cellLabel).join('; ')}</span>
        ),
    },
  ];
}

export function platformColumns(nameOf: (id: string) => string): EuiBasicTableColumn<PlatformTraffic>[] {
  return [
    { field: 'platformId', name: 'Platform', render: (id: string) => nameOf(id) },
    { field: 'decisions', name: 'Decisions', dataType: 'number', render: (n: number) => formatCount(n) },
    { field: 'fillRate', name: 'Fill rate', dataType: 'number', render: (r: number) => formatPercent(r) },
    { field: 'errors', name: 'Errors', dataType: 'number', render: (n: number) => formatCount(n) },
  ];
}

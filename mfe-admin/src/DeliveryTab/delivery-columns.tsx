import { EuiBadge, type EuiBasicTableColumn } from '@elastic/eui';
import type { CampaignDelivery, CellAtRisk, PacingState, PlatformTraffic } from '@rbt/contracts';
import { formatCount, formatPercent, type Labels } from '@rbt/web-kit';
import type { AdminT } from '../messages';

const PACING_COLOUR: Record<PacingState, string> = {
  not_started: 'default',
  ahead: 'primary',
  on_track: 'success',
  behind: 'danger',
  finished: 'default',
};

// The hours furthest behind come first; past three, the cell would be a wall of text, so the rest is a count (and the
// whole list is the cell's tooltip).
const SHOWN_CELLS = 3;

const cellLabel = (t: AdminT, labels: Labels, c: CellAtRisk) =>
  t(c.ended ? 'admin.delivery.cellEnded' : 'admin.delivery.cell', {
    date: c.date,
    city: labels.city(c.city),
    slot: c.timeSlot,
    delivered: formatCount(c.delivered),
    target: formatCount(c.ended ? c.booked : c.planned),
  });

export function campaignColumns(
  t: AdminT,
  labels: Labels,
  nameOf: (id: string) => string,
): EuiBasicTableColumn<CampaignDelivery>[] {
  const cell = (c: CellAtRisk) => cellLabel(t, labels, c);
  return [
    { field: 'campaignId', name: t('admin.common.campaign'), truncateText: true, render: (id: string) => nameOf(id) },
    {
      name: t('admin.delivery.col.delivered'),
      render: (c: CampaignDelivery) => `${formatCount(c.deliveredPlays)} / ${formatCount(c.plannedSoFar)}`,
    },
    {
      field: 'pacing',
      name: t('admin.delivery.col.pacing'),
      render: (p: PacingState) => <EuiBadge color={PACING_COLOUR[p]}>{t(`admin.delivery.pacing.${p}`)}</EuiBadge>,
    },
    {
      name: t('admin.delivery.col.forecast'),
      render: (c: CampaignDelivery) => `${formatCount(c.forecastPlays)} / ${formatCount(c.bookedPlays)}`,
    },
    {
      field: 'cellsAtRisk',
      name: t('admin.delivery.col.risk'),
      render: (cells: CellAtRisk[]) =>
        cells.length === 0 ? (
          '—'
        ) : (
          <div title={cells.map(cell).join('\n')} data-testid="cells-at-risk">
            {cells.slice(0, SHOWN_CELLS).map((c) => (
              <div key={`${c.date} ${c.city} ${c.timeSlot}`}>{cell(c)}</div>
            ))}
            {cells.length > SHOWN_CELLS && (
              <div>{t('admin.delivery.moreCells', { more: cells.length - SHOWN_CELLS })}</div>
            )}
          </div>
        ),
    },
  ];
}

export function platformColumns(t: AdminT, nameOf: (id: string) => string): EuiBasicTableColumn<PlatformTraffic>[] {
  return [
    { field: 'platformId', name: t('admin.delivery.col.platform'), render: (id: string) => nameOf(id) },
    {
      field: 'decisions',
      name: t('admin.delivery.col.decisions'),
      dataType: 'number',
      render: (n: number) => formatCount(n),
    },
    {
      field: 'fillRate',
      name: t('admin.delivery.col.fill'),
      dataType: 'number',
      render: (r: number) => formatPercent(r),
    },
    {
      field: 'errors',
      name: t('admin.delivery.col.errors'),
      dataType: 'number',
      render: (n: number) => formatCount(n),
    },
  ];
}

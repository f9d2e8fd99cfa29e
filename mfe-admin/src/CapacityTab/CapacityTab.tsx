import { useState } from 'react';
import {
  EuiButton,
  EuiCallOut,
  EuiFieldText,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiBasicTable,
  EuiPanel,
  EuiSelect,
  EuiSpacer,
  EuiTitle,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import type { CapacityRow, CapacityUploadResult } from '@rbt/contracts';
import { CITIES, CITY_BY_ID } from '@rbt/pricing';
import { formatKarachiDateTime, useLabels, type Labels } from '@rbt/web-kit';
import { useAdminT, type AdminT } from '../messages';
import { useCapacityRows, useCapacitySummary } from '../api/capacity';
import { CapacityHeatMap } from '../CapacityHeatMap/CapacityHeatMap';
import { UploadDialog } from '../UploadDialog/UploadDialog';
import { useLocalTable } from '../use-local-table';
import { apiErrorDetail, formatCount, formatPercent } from '@rbt/web-kit';
import { karachiToday } from '@rbt/contracts';

const columns = (t: AdminT, cityName: (id: string) => string): EuiBasicTableColumn<CapacityRow>[] => [
  { field: 'city', name: t('admin.common.city'), sortable: true, render: (id: string) => cityName(id) },
  { field: 'timeSlot', name: t('admin.capacity.col.slot'), sortable: true },
  { field: 'totalCapacity', name: t('admin.common.total'), dataType: 'number', render: (n: number) => formatCount(n) },
  {
    field: 'bookedCapacity',
    name: t('admin.capacity.col.booked'),
    dataType: 'number',
    render: (n: number) => formatCount(n),
  },
  {
    field: 'availableCapacity',
    name: t('admin.capacity.col.available'),
    dataType: 'number',
    render: (n: number) => formatCount(n),
  },
  {
    name: t('admin.capacity.col.used'),
    render: (r: CapacityRow) => (r.totalCapacity ? formatPercent(r.bookedCapacity / r.totalCapacity) : '—'),
  },
  // Default rows were never uploaded nor booked: their total comes from the city's reference audience.
  {
    name: t('admin.capacity.col.updated'),
    render: (r: CapacityRow) =>
      r.source === 'default' ? t('admin.capacity.default') : formatKarachiDateTime(r.lastUpdated),
  },
];

/** A city's name in the page's language (the reference data's English name when the catalog lacks it). */
const cityNameIn = (labels: Labels) => (id: string) => labels.city(id, CITY_BY_ID.get(id)?.name);

function NotApplied({ result, onDismiss }: { result: CapacityUploadResult; onDismiss: () => void }) {
  const t = useAdminT();
  const cityName = cityNameIn(useLabels());
  return (
    <EuiCallOut
      color="warning"
      iconType="warning"
      onDismiss={onDismiss}
      data-testid="not-applied"
      title={t('admin.capacity.notApplied', { count: result.notApplied.length })}
    >
      <ul>
        {result.notApplied.map((n) => (
          <li key={`${n.date}${n.city}${n.timeSlot}`}>
            {t('admin.capacity.notAppliedRow', {
              city: cityName(n.city),
              slot: n.timeSlot,
              date: n.date,
              requested: formatCount(n.requestedTotal),
              booked: formatCount(n.bookedCapacity),
            })}
          </li>
        ))}
      </ul>
    </EuiCallOut>
  );
}

/** Capacity tab: date and city filters, utilisation heat map, the rows as a table, and the upload dialog. */
export function CapacityTab() {
  const t = useAdminT();
  const cityName = cityNameIn(useLabels());
  const cityOptions = [
    { value: 'all', text: t('admin.capacity.allCities') },
    ...CITIES.map((c) => ({ value: c.id, text: cityName(c.id) })),
  ];
  const [date, setDate] = useState(karachiToday);
  const [city, setCity] = useState('all');
  const [uploading, setUploading] = useState(false);
  const [lastResult, setLastResult] = useState<CapacityUploadResult | null>(null);
  const rows = useCapacityRows(date, city);
  const table = useLocalTable(rows.data ?? [], { pageSize: 16, pageSizeOptions: [16, 32, 128] });
  const summary = useCapacitySummary(date || undefined);
  const failed = rows.isError || summary.isError;

  return (
    <>
      <EuiFlexGroup gutterSize="m" alignItems="flexEnd" wrap responsive={false}>
        <EuiFlexItem grow={false} style={{ minWidth: 170 }}>
          <EuiFormRow label={t('admin.common.date')}>
            <EuiFieldText
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              aria-label={t('admin.capacity.dateLabel')}
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem grow={false} style={{ minWidth: 170 }}>
          <EuiFormRow label={t('admin.common.city')}>
            <EuiSelect
              options={cityOptions}
              value={city}
              onChange={(e) => setCity(e.target.value)}
              aria-label={t('admin.capacity.cityLabel')}
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          {/* Bookings move through events after approve/pause/resume, so the admin can re-read on demand. */}
          <EuiButton
            iconType="refresh"
            isLoading={rows.isFetching || summary.isFetching}
            onClick={() => {
              void rows.refetch();
              void summary.refetch();
            }}
          >
            {t('admin.common.refresh')}
          </EuiButton>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButton iconType="upload" fill onClick={() => setUploading(true)}>
            {t('admin.capacity.upload')}
          </EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="m" />
      {lastResult && lastResult.notApplied.length > 0 && (
        <>
          <NotApplied result={lastResult} onDismiss={() => setLastResult(null)} />
          <EuiSpacer size="m" />
        </>
      )}
      {failed && (
        <>
          <EuiCallOut color="danger" iconType="error" title={t('admin.capacity.failed')} data-testid="capacity-error">
            <p>{apiErrorDetail(rows.error ?? summary.error)}</p>
            <EuiButton
              size="s"
              color="danger"
              onClick={() => {
                void rows.refetch();
                void summary.refetch();
              }}
            >
              {t('admin.common.tryAgain')}
            </EuiButton>
          </EuiCallOut>
          <EuiSpacer size="m" />
        </>
      )}
      {summary.data && (
        <EuiPanel hasBorder>
          <EuiTitle size="xs">
            <h3>{t('admin.capacity.heatTitle', { date: summary.data.date })}</h3>
          </EuiTitle>
          <EuiSpacer size="s" />
          <CapacityHeatMap summary={summary.data} cities={city === 'all' ? undefined : [city]} />
        </EuiPanel>
      )}
      <EuiSpacer size="m" />
      <EuiBasicTable<CapacityRow>
        tableCaption={t('admin.capacity.caption')}
        data-testid="capacity-table"
        items={table.items}
        columns={columns(t, cityName)}
        loading={rows.isFetching}
        noItemsMessage={
          rows.isPending
            ? t('admin.capacity.loading')
            : rows.isError
              ? t('admin.capacity.failed')
              : t('admin.capacity.empty')
        }
        pagination={table.pagination}
        sorting={table.sorting}
        onChange={table.onChange}
      />
      {uploading && (
        <UploadDialog
          initialDate={date}
          initialCity={city}
          onClose={(result) => {
            setUploading(false);
            if (result) setLastResult(result);
          }}
        />
      )}
    </>
  );
}

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
import { formatKarachiDateTime } from '@rbt/web-kit';
import { useCapacityRows, useCapacitySummary } from '../api/capacity';
import { CapacityHeatMap } from '../CapacityHeatMap/CapacityHeatMap';
import { UploadDialog } from '../UploadDialog/UploadDialog';
import { useLocalTable } from '../use-local-table';
import { apiErrorDetail, formatCount, formatPercent } from '@rbt/web-kit';
import { karachiToday } from '@rbt/contracts';

const CITY_OPTIONS = [{ value: 'all', text: 'All cities' }, ...CITIES.map((c) => ({ value: c.id, text: c.name }))];
const cityName = (id: string) => CITY_BY_ID.get(id)?.name ?? id;

const COLUMNS: EuiBasicTableColumn<CapacityRow>[] = [
  { field: 'city', name: 'City', sortable: true, render: (id: string) => cityName(id) },
  { field: 'timeSlot', name: 'Time slot', sortable: true },
  { field: 'totalCapacity', name: 'Total', dataType: 'number', render: (n: number) => formatCount(n) },
  { field: 'bookedCapacity', name: 'Booked', dataType: 'number', render: (n: number) => formatCount(n) },
  { field: 'availableCapacity', name: 'Available', dataType: 'number', render: (n: number) => formatCount(n) },
  {
    name: 'Used',
    render: (r: CapacityRow) => (r.totalCapacity ? formatPercent(r.bookedCapacity / r.totalCapacity) : '—'),
  },
  // Default rows were never uploaded nor booked: their total comes from the city's reference audience.
  {
    name: 'Last updated',
    render: (r: CapacityRow) =>
      r.source === 'default' ? 'Default (from audience)' : formatKarachiDateTime(r.lastUpdated),
  },
];

function NotApplied({ result, onDismiss }: { result: CapacityUploadResult; onDismiss: () => void }) {
  return (
    <EuiCallOut
      color="warning"
      iconType="warning"
      onDismiss={onDismiss}
      data-testid="not-applied"
      title={`${result.notApplied.length} slot(s) were not changed: their new total is below what is already booked`}
    >
      <ul>
        {result.notApplied.map((n) => (
          <li key={`${n.date}${n.city}${n.timeSlot}`}>
            {cityName(n.city)} {n.timeSlot} on {n.date}: requested {formatCount(n.requestedTotal)}, booked{' '}
            {formatCount(n.bookedCapacity)}
          </li>
        ))}
      </ul>
    </EuiCallOut>
  );
}

/** Capacity tab: date and city filters, utilisation heat map, the rows as a table, and the upload dialog. */
export function CapacityTab() {
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
          <EuiFormRow label="Date">
            <EuiFieldText
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              aria-label="Capacity date"
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem grow={false} style={{ minWidth: 170 }}>
          <EuiFormRow label="City">
            <EuiSelect
              options={CITY_OPTIONS}
              value={city}
              onChange={(e) => setCity(e.target.value)}
              aria-label="Capacity city"
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
            Refresh
          </EuiButton>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButton iconType="upload" fill onClick={() => setUploading(true)}>
            Upload capacity
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
          <EuiCallOut color="danger" iconType="error" title="Capacity could not be loaded" data-testid="capacity-error">
            <p>{apiErrorDetail(rows.error ?? summary.error)}</p>
            <EuiButton
              size="s"
              color="danger"
              onClick={() => {
                void rows.refetch();
                void summary.refetch();
              }}
            >
              Try again
            </EuiButton>
          </EuiCallOut>
          <EuiSpacer size="m" />
        </>
      )}
      {summary.data && (
        <EuiPanel hasBorder>
          <EuiTitle size="xs">
            <h3>Utilisation by city and hour · {summary.data.date}</h3>
          </EuiTitle>
          <EuiSpacer size="s" />
          <CapacityHeatMap summary={summary.data} cities={city === 'all' ? undefined : [city]} />
        </EuiPanel>
      )}
      <EuiSpacer size="m" />
      <EuiBasicTable<CapacityRow>
        tableCaption="Capacity rows"
        data-testid="capacity-table"
        items={table.items}
        columns={COLUMNS}
        loading={rows.isFetching}
        noItemsMessage={
          rows.isPending
            ? 'Loading capacity…'
            : rows.isError
              ? 'Capacity could not be loaded'
              : 'No capacity uploaded for this date and city'
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

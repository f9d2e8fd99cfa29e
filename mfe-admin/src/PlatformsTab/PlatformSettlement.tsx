import { useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiFieldNumber,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiSelect,
} from '@elastic/eui';
import { DEFAULT_REVENUE_SHARE_PCT, karachiMonth } from '@rbt/contracts';
import { apiErrorDetail } from '@rbt/web-kit';
import { statementHref, usePlatformShares, useSetPlatformShare } from '../api/platforms';
import { useAdminT } from '../messages';

/** The current Karachi month and the eleven before it, newest first (`YYYY-MM`). */
function lastMonths(now = Date.now()): string[] {
  const [year, month] = karachiMonth(now).split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(year!, month! - 1 - i, 1)).toISOString().slice(0, 7));
}

/** A platform's revenue share (set from this month on) and its monthly statements, as the platform downloads them. */
export function PlatformSettlement({ platformId, platformName }: { platformId: string; platformName: string }) {
  const t = useAdminT();
  const shares = usePlatformShares();
  const save = useSetPlatformShare();
  const current = shares.data?.find((s) => s.platformId === platformId)?.revenueSharePct ?? DEFAULT_REVENUE_SHARE_PCT;
  const [pct, setPct] = useState<string | null>(null);
  const months = lastMonths();
  const [month, setMonth] = useState(months[0] as string);
  const value = pct ?? String(current);
  const valid = value !== '' && Number(value) >= 0 && Number(value) <= 100;

  return (
    <EuiFlexGroup gutterSize="m" alignItems="flexEnd" wrap responsive={false}>
      <EuiFlexItem grow={false} style={{ width: 220 }}>
        <EuiFormRow
          label={t('admin.platforms.share')}
          helpText={t('admin.platforms.shareHelp', { pct: DEFAULT_REVENUE_SHARE_PCT })}
          isInvalid={save.isError}
          error={save.isError ? apiErrorDetail(save.error) : undefined}
        >
          <EuiFieldNumber
            min={0}
            max={100}
            step={0.5}
            value={value}
            onChange={(e) => setPct(e.target.value)}
            data-testid={`share-${platformId}`}
          />
        </EuiFormRow>
      </EuiFlexItem>
      <EuiFlexItem grow={false}>
        <EuiButton
          size="s"
          isLoading={save.isPending}
          disabled={!valid || Number(value) === current}
          onClick={() =>
            save.mutate({ platformId, platformName, revenueSharePct: Number(value) }, { onSuccess: () => setPct(null) })
          }
        >
          {t('admin.platforms.saveShare')}
        </EuiButton>
      </EuiFlexItem>
      <EuiFlexItem grow={false} style={{ width: 160 }}>
        <EuiFormRow label={t('admin.platforms.statementMonth')}>
          <EuiSelect
            options={months.map((m) => ({ value: m, text: m }))}
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            data-testid={`statement-month-${platformId}`}
          />
        </EuiFormRow>
      </EuiFlexItem>
      <EuiFlexItem grow={false}>
        <EuiButtonEmpty size="s" iconType="download" href={statementHref(platformId, month, 'csv')} download>
          {t('admin.platforms.statementCsv')}
        </EuiButtonEmpty>
      </EuiFlexItem>
      <EuiFlexItem grow={false}>
        <EuiButtonEmpty size="s" iconType="document" href={statementHref(platformId, month, 'pdf')} download>
          {t('admin.platforms.statementPdf')}
        </EuiButtonEmpty>
      </EuiFlexItem>
    </EuiFlexGroup>
  );
}

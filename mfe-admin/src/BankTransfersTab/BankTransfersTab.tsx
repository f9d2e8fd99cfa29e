import { useState } from 'react';
import {
  EuiBadge,
  EuiBasicTable,
  EuiButton,
  EuiCallOut,
  EuiFilePicker,
  EuiFormRow,
  EuiPanel,
  EuiSpacer,
  EuiText,
  EuiTitle,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import type { BankTransfer, StatementResult } from '@rbt/contracts';
import { ApiErrorCallOut, formatKarachiDate, formatPkr } from '@rbt/web-kit';
import { useBankTransfers, useUploadStatement } from '../api/bank-transfers';
import { readText } from '../UploadDialog/read-text';
import { useAdminT, type AdminT } from '../messages';

type Line = StatementResult['lines'][number];
const STATUS_COLOR: Record<BankTransfer['status'], string> = {
  awaiting: 'default',
  partially_received: 'warning',
  received: 'success',
};
const OUTCOME_COLOR: Record<Line['outcome'], string> = {
  matched: 'success',
  partial: 'warning',
  overpaid: 'primary',
  unknown_reference: 'danger',
  already_recorded: 'default',
  not_credit: 'default',
};

function lineColumns(t: AdminT): EuiBasicTableColumn<Line>[] {
  return [
    { field: 'line', name: t('admin.transfers.col.line'), width: '64px' },
    { field: 'date', name: t('admin.common.date'), render: (d: string) => formatKarachiDate(d) },
    { field: 'amountPkr', name: t('admin.transfers.col.amount'), render: (n: number) => formatPkr(n) },
    { field: 'reference', name: t('admin.transfers.col.reference'), render: (r: string | null) => r ?? '—' },
    {
      name: t('admin.transfers.col.outcome'),
      render: (l: Line) => (
        <EuiBadge color={OUTCOME_COLOR[l.outcome]}>{t(`admin.transfers.outcome.${l.outcome}`)}</EuiBadge>
      ),
    },
  ];
}

function transferColumns(t: AdminT): EuiBasicTableColumn<BankTransfer>[] {
  const pkr = (n: number) => formatPkr(n);
  return [
    { field: 'reference', name: t('admin.transfers.col.reference'), render: (r: string) => <code>{r}</code> },
    { field: 'campaignName', name: t('admin.common.campaign') },
    { field: 'amountDuePkr', name: t('admin.transfers.col.due'), render: pkr },
    { field: 'receivedPkr', name: t('admin.transfers.col.received'), render: pkr },
    { field: 'remainingPkr', name: t('admin.transfers.col.remaining'), render: pkr },
    { field: 'creditPkr', name: t('admin.transfers.col.credit'), render: pkr },
    {
      field: 'status',
      name: t('admin.common.status'),
      render: (s: BankTransfer['status']) => (
        <EuiBadge color={STATUS_COLOR[s]}>{t(`admin.transfers.status.${s}`)}</EuiBadge>
      ),
    },
  ];
}

/** Bank transfers tab: upload the account's statement (CSV) and see what each line did, and every transfer awaited. */
export function BankTransfersTab() {
  const t = useAdminT();
  const transfers = useBankTransfers();
  const upload = useUploadStatement();
  const [file, setFile] = useState<File | null>(null);

  const send = async () => {
    if (file) upload.mutate(await readText(file));
  };

  return (
    <>
      <EuiPanel hasBorder>
        <EuiTitle size="xs">
          <h3>{t('admin.transfers.upload.title')}</h3>
        </EuiTitle>
        <EuiText size="s" color="subdued">
          <p>{t('admin.transfers.upload.help')}</p>
        </EuiText>
        <EuiSpacer size="s" />
        <EuiFormRow label={t('admin.transfers.upload.file')}>
          <EuiFilePicker
            accept=".csv,text/csv"
            initialPromptText={t('admin.transfers.upload.prompt')}
            onChange={(files) => setFile(files?.[0] ?? null)}
            data-testid="statement-file"
          />
        </EuiFormRow>
        <EuiSpacer size="s" />
        <EuiButton
          fill
          iconType="importAction"
          onClick={() => void send()}
          isLoading={upload.isPending}
          disabled={!file}
        >
          {t('admin.transfers.upload.send')}
        </EuiButton>
        <EuiSpacer size="m" />
        {upload.isError && <ApiErrorCallOut error={upload.error} title={t('admin.transfers.upload.failed')} />}
        {upload.data && (
          <div data-testid="statement-result">
            <EuiCallOut
              color={upload.data.unmatched ? 'warning' : 'success'}
              iconType="check"
              title={t('admin.transfers.result.summary', {
                matched: upload.data.matched,
                unmatched: upload.data.unmatched,
              })}
            />
            <EuiSpacer size="s" />
            <EuiBasicTable
              items={upload.data.lines}
              columns={lineColumns(t)}
              tableCaption={t('admin.transfers.result.caption')}
            />
          </div>
        )}
      </EuiPanel>
      <EuiSpacer size="m" />
      {transfers.isError && (
        <ApiErrorCallOut
          error={transfers.error}
          title={t('admin.transfers.failed')}
          onRetry={() => void transfers.refetch()}
        />
      )}
      {transfers.data?.length === 0 && <EuiText>{t('admin.transfers.none')}</EuiText>}
      {!!transfers.data?.length && (
        <EuiBasicTable
          items={transfers.data}
          columns={transferColumns(t)}
          tableCaption={t('admin.transfers.caption')}
          data-testid="transfers-table"
        />
      )}
    </>
  );
}

import { useState } from 'react';
import {
  EuiBasicTable,
  EuiButton,
  EuiCallOut,
  EuiFilePicker,
  EuiFormRow,
  EuiProgress,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import { addCalendarDays, karachiToday, type DncList } from '@rbt/contracts';
import { apiErrorDetail, formatCount, formatKarachiDateTime } from '@rbt/web-kit';
import { useSuppressionAudit, useSuppressionState, useUploadDnc } from '../api/suppressions';
import { useAdminT } from '../messages';

/** The audit shows the last 30 Karachi days, newest first. */
const AUDIT_DAYS = 30;

/**
 * Suppressions tab: the PTA Do-Not-Call register (uploaded as a file of hashes, replacing the one in force) and the
 * audit of suppressions per day (callers who pressed 9, registers uploaded).
 */
export function SuppressionsTab() {
  const t = useAdminT();
  const state = useSuppressionState();
  const today = karachiToday();
  const audit = useSuppressionAudit(addCalendarDays(today, 1 - AUDIT_DAYS), today);
  const upload = useUploadDnc();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);

  const send = () => {
    if (!file) return;
    setSent(0);
    upload.mutate({ file, onProgress: setSent }, { onSuccess: () => setFile(null) });
  };
  const register = state.data?.dnc;
  const days = [...(audit.data?.days ?? [])].reverse();

  return (
    <>
      <EuiTitle size="xs">
        <h3>{t('admin.suppressions.register')}</h3>
      </EuiTitle>
      <EuiText size="s" color="subdued" data-testid="dnc-in-force">
        {state.isError
          ? apiErrorDetail(state.error)
          : register
            ? t('admin.suppressions.inForce', {
                hashes: formatCount(register.hashes),
                at: formatKarachiDateTime(register.uploadedAt),
                by: register.uploadedBy,
              })
            : state.data
              ? t('admin.suppressions.noRegister')
              : t('admin.common.loading')}
      </EuiText>
      {state.data && (
        <EuiText size="s" color="subdued" data-testid="opt-outs">
          {t('admin.suppressions.optOuts', { n: formatCount(state.data.optOuts) })}
        </EuiText>
      )}
      <EuiSpacer size="m" />
      <EuiFormRow
        label={t('admin.suppressions.file')}
        helpText={t('admin.suppressions.fileHelp')}
        isInvalid={upload.isError}
        error={upload.isError ? apiErrorDetail(upload.error) : undefined}
      >
        <EuiFilePicker
          accept=".txt,.csv,text/plain,text/csv"
          display="default"
          onChange={(files) => setFile(files?.[0] ?? null)}
          isInvalid={upload.isError}
          data-testid="dnc-file"
        />
      </EuiFormRow>
      <EuiSpacer size="s" />
      <EuiButton fill iconType="importAction" onClick={send} isLoading={upload.isPending} disabled={!file}>
        {t('admin.suppressions.upload')}
      </EuiButton>
      {upload.isPending && <EuiProgress value={Math.round(sent * 100)} max={100} size="s" />}
      {upload.isSuccess && (
        <EuiCallOut color="success" iconType="check" size="s" data-testid="dnc-uploaded">
          {t('admin.suppressions.uploaded', { hashes: formatCount(upload.data.hashes) })}
        </EuiCallOut>
      )}
      <EuiSpacer size="l" />
      <EuiTitle size="xs">
        <h3>{t('admin.suppressions.audit')}</h3>
      </EuiTitle>
      {audit.isError ? (
        <EuiCallOut color="danger" iconType="error" title={t('admin.suppressions.failed')}>
          <p>{apiErrorDetail(audit.error)}</p>
        </EuiCallOut>
      ) : (
        <EuiBasicTable
          data-testid="suppression-audit"
          tableCaption={t('admin.suppressions.audit')}
          loading={audit.isLoading}
          items={days}
          rowHeader="date"
          columns={[
            { field: 'date', name: t('admin.common.date') },
            { field: 'optOuts', name: t('admin.suppressions.optOutsColumn'), render: (n: number) => formatCount(n) },
            {
              field: 'dncUploads',
              name: t('admin.suppressions.uploadsColumn'),
              render: (lists: DncList[]) =>
                lists.length === 0
                  ? '–'
                  : lists
                      .map((l) => t('admin.suppressions.upload1', { hashes: formatCount(l.hashes), by: l.uploadedBy }))
                      .join('; '),
            },
          ]}
        />
      )}
    </>
  );
}

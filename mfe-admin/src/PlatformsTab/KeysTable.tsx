import { useState } from 'react';
import {
  EuiBadge,
  EuiBasicTable,
  EuiButtonEmpty,
  EuiConfirmModal,
  EuiFieldNumber,
  EuiFormRow,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import { MAX_KEY_OVERLAP_HOURS, type KeyIssued, type Platform, type PlatformKey } from '@rbt/contracts';
import { apiErrorDetail, formatKarachiDateTime } from '@rbt/web-kit';
import { useIssueAdTag, useRevokeKey, useRotateKey } from '../api/platforms';
import { useNotify } from '../Toasts/Toasts';
import { useAdminT, type AdminT } from '../messages';

// A key's prefix is shown cut short, as the platform's configuration shows it.
const ELLIPSIS = '…';
const when = (iso: string | null | undefined) => (iso ? formatKarachiDateTime(iso) : '—');

function state(t: AdminT, k: PlatformKey, now: number) {
  if (k.revokedAt) return <EuiBadge color="danger">{t('admin.keys.revoked')}</EuiBadge>;
  if (k.expiresAt && Date.parse(k.expiresAt) <= now)
    return <EuiBadge color="default">{t('admin.keys.expired')}</EuiBadge>;
  if (k.expiresAt) return <EuiBadge color="warning">{t('admin.keys.expiring')}</EuiBadge>;
  return <EuiBadge color="success">{t('admin.keys.active')}</EuiBadge>;
}

/** One platform's keys with Rotate (new key, overlap for the old ones) and Revoke (now, after a confirmation). */
export function KeysTable({ platform, onIssued }: { platform: Platform; onIssued: (issued: KeyIssued) => void }) {
  const t = useAdminT();
  const notify = useNotify();
  const rotate = useRotateKey();
  const revoke = useRevokeKey();
  const adTag = useIssueAdTag();
  const [rotating, setRotating] = useState(false);
  const [overlap, setOverlap] = useState('24');
  const [revoking, setRevoking] = useState<PlatformKey | null>(null);
  const hours = Number(overlap);
  const overlapValid = overlap !== '' && Number.isInteger(hours) && hours >= 0 && hours <= MAX_KEY_OVERLAP_HOURS;
  const now = Date.now();

  const columns: EuiBasicTableColumn<PlatformKey>[] = [
    { field: 'prefix', name: t('admin.keys.col.key'), render: (p: string) => <code>{p + ELLIPSIS}</code> },
    { name: t('admin.keys.col.state'), render: (k: PlatformKey) => state(t, k, now) },
    { field: 'createdAt', name: t('admin.keys.col.created'), render: when },
    { field: 'expiresAt', name: t('admin.keys.col.expires'), render: when },
    { field: 'revokedAt', name: t('admin.keys.col.revoked'), render: when },
    { field: 'lastUsedAt', name: t('admin.keys.col.used'), render: when },
    {
      name: t('admin.common.actions'),
      render: (k: PlatformKey) =>
        k.revokedAt ? null : (
          <EuiButtonEmpty
            size="xs"
            color="danger"
            onClick={() => setRevoking(k)}
            aria-label={t('admin.keys.revokeKey', { prefix: k.prefix })}
          >
            {t('admin.keys.revoke')}
          </EuiButtonEmpty>
        ),
    },
  ];

  return (
    <>
      <EuiBasicTable<PlatformKey>
        tableCaption={t('admin.keys.caption', { name: platform.name })}
        items={platform.keys}
        columns={columns}
        rowProps={(k) => ({ 'data-testid': `key-${k.id}` })}
      />
      <EuiButtonEmpty iconType="refresh" size="s" onClick={() => setRotating(true)}>
        {t('admin.keys.rotate')}
      </EuiButtonEmpty>
      <EuiButtonEmpty
        iconType="link"
        size="s"
        isLoading={adTag.isPending}
        onClick={() =>
          adTag.mutate(
            { platformId: platform.id },
            {
              // The URL, key included, is what the platform's player is configured with: shown in the key's place.
              onSuccess: (issued) => onIssued({ ...issued, key: { ...issued.key, secret: issued.url } }),
              onError: (e) => notify('danger', t('admin.keys.adTagFailed'), apiErrorDetail(e)),
            },
          )
        }
      >
        {t('admin.keys.adTag')}
      </EuiButtonEmpty>
      {rotating && (
        <EuiConfirmModal
          title={t('admin.keys.rotateTitle', { name: platform.name })}
          onCancel={() => setRotating(false)}
          onConfirm={() =>
            rotate.mutate(
              { platformId: platform.id, overlapHours: hours },
              {
                onSuccess: (issued) => {
                  setRotating(false);
                  onIssued(issued);
                },
                onError: (e) => notify('danger', t('admin.keys.rotateFailed'), apiErrorDetail(e)),
              },
            )
          }
          cancelButtonText={t('admin.common.cancel')}
          confirmButtonText={t('admin.keys.issue')}
          confirmButtonDisabled={!overlapValid}
          isLoading={rotate.isPending}
        >
          <EuiFormRow
            label={t('admin.keys.overlap')}
            helpText={t('admin.keys.overlapHelp', { max: MAX_KEY_OVERLAP_HOURS })}
            isInvalid={!overlapValid}
            error={overlapValid ? undefined : t('admin.keys.overlapError', { max: MAX_KEY_OVERLAP_HOURS })}
          >
            <EuiFieldNumber
              value={overlap}
              min={0}
              max={MAX_KEY_OVERLAP_HOURS}
              onChange={(e) => setOverlap(e.target.value)}
              aria-label={t('admin.keys.overlapLabel')}
              isInvalid={!overlapValid}
            />
          </EuiFormRow>
        </EuiConfirmModal>
      )}
      {revoking && (
        <EuiConfirmModal
          title={t('admin.keys.revokeTitle', { prefix: revoking.prefix })}
          onCancel={() => setRevoking(null)}
          onConfirm={() =>
            revoke.mutate(
              { platformId: platform.id, keyId: revoking.id },
              {
                onSuccess: () => {
                  setRevoking(null);
                  notify('success', t('admin.keys.revokedToast', { prefix: revoking.prefix }));
                },
                onError: (e) => notify('danger', t('admin.keys.revokeFailed'), apiErrorDetail(e)),
              },
            )
          }
          cancelButtonText={t('admin.common.cancel')}
          confirmButtonText={t('admin.keys.revokeNow')}
          buttonColor="danger"
          isLoading={revoke.isPending}
        >
          <p>{t('admin.keys.revokeBody')}</p>
        </EuiConfirmModal>
      )}
    </>
  );
}

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
import { useRevokeKey, useRotateKey } from '../api/platforms';
import { useNotify } from '../Toasts/Toasts';

const when = (iso: string | null | undefined) => (iso ? formatKarachiDateTime(iso) : '—');

function state(k: PlatformKey, now: number) {
  if (k.revokedAt) return <EuiBadge color="danger">Revoked</EuiBadge>;
  if (k.expiresAt && Date.parse(k.expiresAt) <= now) return <EuiBadge color="default">Expired</EuiBadge>;
  if (k.expiresAt) return <EuiBadge color="warning">Expiring</EuiBadge>;
  return <EuiBadge color="success">Active</EuiBadge>;
}

/** One platform's keys with Rotate (new key, overlap for the old ones) and Revoke (now, after a confirmation). */
export function KeysTable({ platform, onIssued }: { platform: Platform; onIssued: (issued: KeyIssued) => void }) {
  const notify = useNotify();
  const rotate = useRotateKey();
  const revoke = useRevokeKey();
  const [rotating, setRotating] = useState(false);
  const [overlap, setOverlap] = useState('24');
  const [revoking, setRevoking] = useState<PlatformKey | null>(null);
  const hours = Number(overlap);
  const overlapValid = overlap !== '' && Number.isInteger(hours) && hours >= 0 && hours <= MAX_KEY_OVERLAP_HOURS;
  const now = Date.now();

  const columns: EuiBasicTableColumn<PlatformKey>[] = [
    { field: 'prefix', name: 'Key', render: (p: string) => <code>{p}…</code> },
    { name: 'State', render: (k: PlatformKey) => state(k, now) },
    { field: 'createdAt', name: 'Created', render: when },
    { field: 'expiresAt', name: 'Expires', render: when },
    { field: 'revokedAt', name: 'Revoked', render: when },
    { field: 'lastUsedAt', name: 'Last used', render: when },
    {
      name: 'Actions',
      render: (k: PlatformKey) =>
        k.revokedAt ? null : (
          <EuiButtonEmpty size="xs" color="danger" onClick={() => setRevoking(k)} aria-label={`Revoke ${k.prefix}`}>
            Revoke
          </EuiButtonEmpty>
        ),
    },
  ];

  return (
    <>
      <EuiBasicTable<PlatformKey>
        tableCaption={`API keys of ${platform.name}`}
        items={platform.keys}
        columns={columns}
        rowProps={(k) => ({ 'data-testid': `key-${k.id}` })}
      />
      <EuiButtonEmpty iconType="refresh" size="s" onClick={() => setRotating(true)}>
        Rotate key
      </EuiButtonEmpty>
      {rotating && (
        <EuiConfirmModal
          title={`Rotate the key of ${platform.name}`}
          onCancel={() => setRotating(false)}
          onConfirm={() =>
            rotate.mutate(
              { platformId: platform.id, overlapHours: hours },
              {
                onSuccess: (issued) => {
                  setRotating(false);
                  onIssued(issued);
                },
                onError: (e) => notify('danger', 'Error', 'The key could not be rotated', apiErrorDetail(e)),
              },
            )
          }
          cancelButtonText="Cancel"
          confirmButtonText="Issue new key"
          confirmButtonDisabled={!overlapValid}
          isLoading={rotate.isPending}
        >
          <EuiFormRow
            label="Hours the current keys keep working"
            helpText={`0 ends them now; at most ${MAX_KEY_OVERLAP_HOURS} (a week).`}
            isInvalid={!overlapValid}
            error={overlapValid ? undefined : `A whole number from 0 to ${MAX_KEY_OVERLAP_HOURS}`}
          >
            <EuiFieldNumber
              value={overlap}
              min={0}
              max={MAX_KEY_OVERLAP_HOURS}
              onChange={(e) => setOverlap(e.target.value)}
              aria-label="Overlap hours"
              isInvalid={!overlapValid}
            />
          </EuiFormRow>
        </EuiConfirmModal>
      )}
      {revoking && (
        <EuiConfirmModal
          title={`Revoke ${revoking.prefix}…?`}
          onCancel={() => setRevoking(null)}
          onConfirm={() =>
            revoke.mutate(
              { platformId: platform.id, keyId: revoking.id },
              {
                onSuccess: () => {
                  setRevoking(null);
                  notify('success', 'Success', `Key ${revoking.prefix}… revoked`);
                },
                onError: (e) => notify('danger', 'Error', 'The key could not be revoked', apiErrorDetail(e)),
              },
            )
          }
          cancelButtonText="Cancel"
          confirmButtonText="Revoke now"
          buttonColor="danger"
          isLoading={revoke.isPending}
        >
          <p>The platform&apos;s requests with this key are refused from now on. This cannot be undone.</p>
        </EuiConfirmModal>
      )}
    </>
  );
}

import { useState } from 'react';
import {
  EuiButton,
  EuiCallOut,
  EuiFieldText,
  EuiFlexGroup,
  EuiFlexItem,
  EuiForm,
  EuiFormRow,
  EuiPanel,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import type { KeyIssued } from '@rbt/contracts';
import { apiErrorDetail, formatCount, formatKarachiDateTime } from '@rbt/web-kit';
import { useCreatePlatform, usePlatforms } from '../api/platforms';
import { KeysTable } from './KeysTable';
import { NewKeyCallout } from './NewKeyCallout';
import { PlatformSettlement } from './PlatformSettlement';
import { useAdminT } from '../messages';

/**
 * Platforms tab: operators' ringback-tone platforms and their API keys (added, rotated, revoked here), each with its
 * revenue share and monthly statements.
 */
export function PlatformsTab() {
  const t = useAdminT();
  const platforms = usePlatforms();
  const create = useCreatePlatform();
  const [name, setName] = useState('');
  const [issued, setIssued] = useState<KeyIssued | null>(null);

  const add = () =>
    create.mutate(
      { name },
      {
        onSuccess: (answer) => {
          setIssued(answer);
          setName('');
        },
      },
    );

  return (
    <>
      <EuiForm
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <EuiFlexGroup gutterSize="m" alignItems="flexEnd" responsive={false}>
          <EuiFlexItem style={{ maxWidth: 360 }}>
            <EuiFormRow
              label={t('admin.platforms.name')}
              isInvalid={create.isError}
              error={create.isError ? apiErrorDetail(create.error) : undefined}
            >
              <EuiFieldText value={name} onChange={(e) => setName(e.target.value)} isInvalid={create.isError} />
            </EuiFormRow>
          </EuiFlexItem>
          <EuiFlexItem grow={false}>
            <EuiButton type="submit" fill iconType="plusInCircle" isLoading={create.isPending} disabled={!name.trim()}>
              {t('admin.platforms.add')}
            </EuiButton>
          </EuiFlexItem>
        </EuiFlexGroup>
      </EuiForm>
      <EuiSpacer size="m" />
      {issued && (
        <>
          <NewKeyCallout name={issued.platform.name} secret={issued.key.secret} onDismiss={() => setIssued(null)} />
          <EuiSpacer size="m" />
        </>
      )}
      {platforms.isError && (
        <EuiCallOut color="danger" iconType="error" title={t('admin.platforms.failed')} data-testid="platforms-error">
          <p>{apiErrorDetail(platforms.error)}</p>
          <EuiButton size="s" color="danger" onClick={() => void platforms.refetch()}>
            {t('admin.common.tryAgain')}
          </EuiButton>
        </EuiCallOut>
      )}
      {platforms.data?.platforms.length === 0 && <EuiText>{t('admin.platforms.none')}</EuiText>}
      {platforms.data?.platforms.map((p) => (
        <div key={p.id}>
          <EuiPanel hasBorder data-testid={`platform-${p.id}`}>
            <EuiTitle size="xs">
              <h3>{p.name}</h3>
            </EuiTitle>
            <EuiText size="xs" color="subdued">
              {t('admin.platforms.added', {
                at: formatKarachiDateTime(p.createdAt),
                limit: formatCount(p.decisionsPerSecond),
              })}
            </EuiText>
            <EuiSpacer size="s" />
            <KeysTable platform={p} onIssued={setIssued} />
            <EuiSpacer size="s" />
            <PlatformSettlement platformId={p.id} platformName={p.name} />
          </EuiPanel>
          <EuiSpacer size="m" />
        </div>
      ))}
    </>
  );
}

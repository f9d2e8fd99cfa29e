import { useState } from 'react';
import { EuiButton, EuiCallOut, EuiSpacer, EuiText } from '@elastic/eui';
import { useAdminT } from '../messages';

/** The one time a key's secret is on screen: copy it into the platform's configuration now. */
export function NewKeyCallout({ name, secret, onDismiss }: { name: string; secret: string; onDismiss: () => void }) {
  const t = useAdminT();
  const [copied, setCopied] = useState(false);
  return (
    <EuiCallOut
      color="warning"
      iconType="key"
      title={t('admin.newKey.title', { name })}
      onDismiss={onDismiss}
      data-testid="new-key"
    >
      <EuiText size="s">
        <p>{t('admin.newKey.body')}</p>
        <pre>
          <code data-testid="new-key-secret">{secret}</code>
        </pre>
      </EuiText>
      <EuiSpacer size="s" />
      <EuiButton
        size="s"
        iconType={copied ? 'check' : 'copy'}
        onClick={() => {
          void navigator.clipboard.writeText(secret).then(() => setCopied(true));
        }}
      >
        {t(copied ? 'admin.newKey.copied' : 'admin.newKey.copy')}
      </EuiButton>
    </EuiCallOut>
  );
}

import { useState } from 'react';
import { EuiButton, EuiCallOut, EuiSpacer, EuiText } from '@elastic/eui';

/** The one time a key's secret is on screen: copy it into the platform's configuration now. */
export function NewKeyCallout({ name, secret, onDismiss }: { name: string; secret: string; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <EuiCallOut
      color="warning"
      iconType="key"
      title={`API key for ${name}`}
      onDismiss={onDismiss}
      data-testid="new-key"
    >
      <EuiText size="s">
        <p>Copy this key into the platform now: you will not see it again. It is stored only as a hash.</p>
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
        {copied ? 'Copied' : 'Copy key'}
      </EuiButton>
    </EuiCallOut>
  );
}

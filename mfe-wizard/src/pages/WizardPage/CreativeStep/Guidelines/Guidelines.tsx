import { EuiCallOut, EuiDescriptionList, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';

/** Spec §2 side panel "Audio Guidelines" with its Quality Check note. */
export function Guidelines() {
  return (
    <EuiPanel hasBorder color="subdued" data-testid="audio-guidelines">
      <EuiTitle size="xs">
        <h3>Audio Guidelines</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiDescriptionList
        compressed
        listItems={[
          { title: 'Duration', description: 'Maximum 30 seconds' },
          { title: 'Audio quality', description: '44.1kHz, -16 LUFS target' },
          { title: 'Languages', description: 'Urdu, English, Punjabi, Arabic' },
          { title: 'Brand safety', description: 'Content reviewed for compliance' },
        ]}
      />
      <EuiSpacer size="m" />
      <EuiCallOut size="s" color="success" iconType="checkCircleFill" title="Quality Check">
        <p>Audio is automatically normalized and optimized for RBT delivery.</p>
      </EuiCallOut>
    </EuiPanel>
  );
}

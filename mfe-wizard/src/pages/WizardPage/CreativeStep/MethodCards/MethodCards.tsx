import { EuiCard, EuiFlexGroup, EuiFlexItem, EuiIcon } from '@elastic/eui';
import type { CampaignDraft } from '@rbt/contracts';

type Method = CampaignDraft['creativeType'];
const METHODS: { id: Method; title: string; description: string; icon: string }[] = [
  { id: 'upload', title: 'Upload Audio', description: 'MP3/WAV up to 30s', icon: 'upload' },
  { id: 'tts', title: 'Text-to-Speech', description: 'AI generated', icon: 'editorComment' },
  { id: 'record', title: 'Record Audio', description: 'Use your microphone', icon: 'dotInCircle' },
];

/** Spec §2 method cards; the record card is ours (the spec's record mode had no card and a dead button). */
export function MethodCards({ value, onChange }: { value: Method; onChange(m: Method): void }) {
  return (
    <EuiFlexGroup gutterSize="m" wrap responsive={false}>
      {METHODS.map((m) => (
        <EuiFlexItem key={m.id} style={{ minWidth: 150 }}>
          <EuiCard
            layout="horizontal"
            icon={<EuiIcon type={m.icon} size="l" />}
            title={m.title}
            titleSize="xs"
            description={m.description}
            display={value === m.id ? 'primary' : 'plain'}
            hasBorder
            selectable={{
              onClick: () => value !== m.id && onChange(m.id),
              isSelected: value === m.id,
              'aria-label': m.title,
            }}
            data-testid={`method-${m.id}`}
          />
        </EuiFlexItem>
      ))}
    </EuiFlexGroup>
  );
}

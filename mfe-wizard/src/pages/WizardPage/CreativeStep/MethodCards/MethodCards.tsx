import { EuiCard, EuiFlexGroup, EuiFlexItem, EuiIcon } from '@elastic/eui';
import type { CampaignDraft } from '@rbt/contracts';
import { useWizT } from '../../../../messages';

type Method = CampaignDraft['creativeType'];
const METHODS: { id: Method; icon: string }[] = [
  { id: 'upload', icon: 'upload' },
  { id: 'tts', icon: 'editorComment' },
  { id: 'record', icon: 'dotInCircle' },
];

/** Spec §2 method cards; the record card is ours (the spec's record mode had no card and a dead button). */
export function MethodCards({ value, onChange }: { value: Method; onChange(m: Method): void }) {
  const t = useWizT();
  return (
    <EuiFlexGroup gutterSize="m" wrap responsive={false}>
      {METHODS.map(({ id, icon }) => ({
        id,
        icon,
        title: t(`wiz.method.${id}`),
        description: t(`wiz.method.${id}Text`),
      })).map((m) => (
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

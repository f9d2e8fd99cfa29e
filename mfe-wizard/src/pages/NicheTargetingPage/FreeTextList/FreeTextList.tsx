import { useState, type FormEvent } from 'react';
import { EuiButton, EuiFieldText, EuiFlexGroup, EuiFlexItem, EuiFormRow, EuiSpacer } from '@elastic/eui';
import { RemovableBadges } from '../../../components/RemovableBadges/RemovableBadges';
import { useWizT } from '../../../messages';

export interface FreeTextListProps {
  label: string;
  placeholder: string;
  items: readonly string[];
  onAdd(text: string): void;
  onRemove(item: string): void;
}

/** A text field with Add (or Enter) and removable chips; the caller applies trim/empty/duplicate rules. */
export function FreeTextList({ label, placeholder, items, onAdd, onRemove }: FreeTextListProps) {
  const t = useWizT();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAdd(text);
    setText('');
  };
  return (
    <form onSubmit={submit} aria-label={label}>
      <EuiFormRow label={label} fullWidth>
        <EuiFlexGroup gutterSize="s" responsive={false}>
          <EuiFlexItem>
            <EuiFieldText
              fullWidth
              placeholder={placeholder}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-label={label}
            />
          </EuiFlexItem>
          <EuiFlexItem grow={false}>
            <EuiButton
              type="submit"
              iconType="plus"
              minWidth={0}
              aria-label={t('wiz.niche.addLabel', { what: label.toLowerCase() })}
            >
              {t('wiz.niche.add')}
            </EuiButton>
          </EuiFlexItem>
        </EuiFlexGroup>
      </EuiFormRow>
      {items.length > 0 && (
        <>
          <EuiSpacer size="xs" />
          <RemovableBadges
            items={items}
            label={t('wiz.niche.added', { what: label })}
            color="hollow"
            onRemove={onRemove}
          />
        </>
      )}
    </form>
  );
}

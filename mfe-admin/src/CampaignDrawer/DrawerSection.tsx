import type { ReactNode } from 'react';
import { EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';

/** A titled part of the campaign drawer (quote, invoice). */
export function DrawerSection({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <div data-testid={testId}>
      <EuiTitle size="xs">
        <h3>{title}</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      {children}
    </div>
  );
}

/** A one-line note in place of a section's figures: why there are none, or that they failed to load. */
export function SectionNote({ color = 'subdued', children }: { color?: 'subdued' | 'danger'; children: ReactNode }) {
  return (
    <EuiText size="s" color={color}>
      <p>{children}</p>
    </EuiText>
  );
}

import type { ReactNode } from 'react';
import { EuiDescriptionList, EuiHorizontalRule, EuiPanel, EuiTitle } from '@elastic/eui';

export type SummaryItem = { title: NonNullable<ReactNode>; description: NonNullable<ReactNode> };

/**
 * A bordered panel of titled facts, as on review (step 3, h3 sections) and checkout (h2 panels, the page's main
 * blocks, so a larger title and rule).
 */
export function SummaryPanel({
  title,
  items,
  testId,
  footer,
  level = 3,
}: {
  title: string;
  items: SummaryItem[];
  testId: string;
  footer?: ReactNode;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <EuiPanel hasBorder data-testid={testId}>
      <EuiTitle size={level === 2 ? 'xs' : 'xxs'}>
        <Heading>{title}</Heading>
      </EuiTitle>
      <EuiHorizontalRule margin={level === 2 ? 's' : 'xs'} />
      <EuiDescriptionList type="column" compressed listItems={items} />
      {footer}
    </EuiPanel>
  );
}

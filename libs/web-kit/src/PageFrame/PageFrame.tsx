import type { ReactNode } from 'react';
import { EuiPageTemplate } from '@elastic/eui';
import { AppHeader } from '../AppHeader/AppHeader';
import { useUser } from '../user-context';

export interface PageFrameProps {
  title: ReactNode;
  /** Extra things beside the title (badges, buttons). */
  rightSideItems?: ReactNode[];
  /** Leave out the app header (the campaign wizard has its own). */
  bare?: boolean;
  children?: ReactNode;
}

/** The frame of every signed-in page: header, page title and a content section. */
export function PageFrame({ title, rightSideItems, bare = false, children }: PageFrameProps) {
  const user = useUser();
  return (
    <>
      {!bare && <AppHeader user={user} />}
      <EuiPageTemplate grow={false} restrictWidth={1200} panelled={false} offset={0} minHeight={0}>
        <EuiPageTemplate.Header pageTitle={title} rightSideItems={rightSideItems} />
        <EuiPageTemplate.Section>{children}</EuiPageTemplate.Section>
      </EuiPageTemplate>
    </>
  );
}

import { EuiText } from '@elastic/eui';
import { PageFrame } from '@rbt/web-kit';

/** Placeholder body so each route shows its frame until its page is built. */
export function FramePage({ title, bare }: { title: string; bare: boolean }) {
  return (
    <PageFrame title={title} bare={bare}>
      <EuiText color="subdued">
        <p>This page is being built.</p>
      </EuiText>
    </PageFrame>
  );
}

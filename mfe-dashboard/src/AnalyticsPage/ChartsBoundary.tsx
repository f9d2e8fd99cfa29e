import { Component, type ReactNode } from 'react';
import { EuiCallOut } from '@elastic/eui';
import { useDashT } from '../messages';

function ChartsFailed({ message }: { message: string }) {
  const t = useDashT();
  return (
    <EuiCallOut color="danger" iconType="error" title={t('dash.charts.failed')} role="alert">
      <p>{message}</p>
    </EuiCallOut>
  );
}

/** If the charts chunk cannot be loaded or drawn, the figures above stay and the failure is said, not hidden. */
export class ChartsBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error) return <ChartsFailed message={this.state.error.message} />;
    return this.props.children;
  }
}

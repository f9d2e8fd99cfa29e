import { Component, type ReactNode } from 'react';
import { EuiCallOut } from '@elastic/eui';

/** If the charts chunk cannot be loaded or drawn, the figures above stay and the failure is said, not hidden. */
export class ChartsBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return (
        <EuiCallOut color="danger" iconType="error" title="Charts could not be shown" role="alert">
          <p>{this.state.error.message}</p>
        </EuiCallOut>
      );
    }
    return this.props.children;
  }
}

import { screen, within } from '@testing-library/react';
import { renderWizard } from '../../../testing/test-render-wizard';
import { formatCountCompact, formatPkrCompact, formatPkrPerPlay } from '@rbt/web-kit';
import { EstimateRequest } from '@rbt/contracts';
import { estimate } from '@rbt/pricing';
import { HeaderStats } from './HeaderStats';

const figures = estimate(
  EstimateRequest.parse({ audience: { cities: ['karachi', 'lahore'] }, goal: { amountPkr: 25_000 } }),
);

describe('HeaderStats', () => {
  it('when the server figures are current, then reach, cities, price per play and budget are each shown under their name', () => {
    renderWizard(<HeaderStats cityCount={2} server={figures} preview={null} status="current" error={null} />);
    const stats = screen.getByTestId('header-stats');
    const stat = (name: string, value: string) =>
      expect(within(stats).getByText(name).closest('.euiStat')).toHaveTextContent(value);
    stat('Total Reach', formatCountCompact(figures.targetedUsers));
    stat('Cities', '2');
    stat('Cost per Guaranteed Audio Ad (per play, before fee and VAT)', formatPkrPerPlay(figures.costPerGVA));
    stat('Est. Budget (before fee and VAT)', formatPkrCompact(figures.totalCost));
    expect(screen.getByTestId('estimate-status')).toHaveTextContent('Live estimate');
  });
});

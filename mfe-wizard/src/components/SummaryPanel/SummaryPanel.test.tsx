import { screen, within } from '@testing-library/react';
import { renderWizard } from '../../testing/test-render-wizard';
import { SummaryPanel } from './SummaryPanel';

const items = [
  { title: 'Platform fee (8%)', description: 'PKR 400' },
  { title: <strong>Total with fee and VAT</strong>, description: <strong>PKR 5,800</strong> },
];

describe('SummaryPanel', () => {
  it('when a checkout panel is drawn, then its title is a level-2 heading over every fact', () => {
    renderWizard(<SummaryPanel level={2} testId="cost-breakdown" title="Cost Breakdown" items={items} />);
    const panel = screen.getByTestId('cost-breakdown');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Cost Breakdown' })).toBeInTheDocument();
    expect(within(panel).getByText('Platform fee (8%)')).toBeInTheDocument();
    expect(within(panel).getByText('PKR 400')).toBeInTheDocument();
    expect(within(panel).getByText('PKR 5,800')).toBeInTheDocument();
  });

  it('when a review section has a footer, then its title is a level-3 heading and the footer follows the facts', () => {
    renderWizard(<SummaryPanel testId="review-final" title="Final Summary" items={items} footer={<p>Delivery</p>} />);
    const panel = screen.getByTestId('review-final');
    expect(within(panel).getByRole('heading', { level: 3, name: 'Final Summary' })).toBeInTheDocument();
    expect(within(panel).getByText('Delivery')).toBeInTheDocument();
  });
});

import { EuiFlexGroup, EuiFlexItem, EuiStat } from '@elastic/eui';
import type { EstimateResponse } from '@rbt/contracts';
import { formatPkr, formatPkrPerPlay } from '@rbt/web-kit';

const CONFIDENCE = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/** What the goal buys, all from one quote: plays, reach, frequency, days, confidence and the two prices. */
export function GoalFigures({ figures: f, authoritative }: { figures: EstimateResponse; authoritative: boolean }) {
  const stats: [string, string, string][] = [
    ['Guaranteed plays', f.estImpressions.toLocaleString('en-PK'), 'goal-plays'],
    ['Expected unique reach', f.estReach.toLocaleString('en-PK'), 'goal-reach'],
    ['Avg. plays per reached user', f.avgFrequency.toFixed(2), 'goal-frequency'],
    ['Days', String(f.campaignDays), 'goal-days'],
    ['Delivery confidence', CONFIDENCE[f.deliveryConfidence], 'goal-confidence'],
    ['Price per play (before fee and VAT)', formatPkrPerPlay(f.costPerGVA), 'goal-price-per-play'],
    ['Base (before fee and VAT)', formatPkr(f.checkout.baseCost), 'goal-base'],
    ['Total with 8% fee and 16% VAT', formatPkr(f.checkout.total), 'goal-total'],
  ];
  return (
    <div data-testid="goal-figures" data-authoritative={authoritative}>
      <EuiFlexGroup gutterSize="m" wrap responsive={false}>
        {stats.map(([label, value, id]) => (
          <EuiFlexItem key={id} style={{ minWidth: 150 }} grow={false}>
            <EuiStat title={value} description={label} titleSize="xs" data-testid={id} />
          </EuiFlexItem>
        ))}
      </EuiFlexGroup>
    </div>
  );
}

import { EuiFlexGroup, EuiFlexItem, EuiStat } from '@elastic/eui';
import { PLATFORM_FEE_RATE, ratePercent, VAT_RATE, type EstimateResponse } from '@rbt/contracts';
import { formatCount, formatPkr, formatPkrPerPlay } from '@rbt/web-kit';
import { useWizT } from '../../messages';

/** What the goal buys, all from one quote: plays, reach, frequency, days, confidence and the two prices. */
export function GoalFigures({ figures: f, authoritative }: { figures: EstimateResponse; authoritative: boolean }) {
  const t = useWizT();
  const stats: [string, string, string][] = [
    [t('wiz.figures.plays'), formatCount(f.estImpressions), 'goal-plays'],
    [t('wiz.figures.reach'), formatCount(f.estReach), 'goal-reach'],
    [t('wiz.figures.frequency'), f.avgFrequency.toFixed(2), 'goal-frequency'],
    [t('wiz.figures.days'), String(f.campaignDays), 'goal-days'],
    [t('wiz.figures.confidence'), t(`wiz.confidence.${f.deliveryConfidence}`), 'goal-confidence'],
    [t('wiz.figures.pricePerPlay'), formatPkrPerPlay(f.costPerGVA), 'goal-price-per-play'],
    [t('wiz.figures.base'), formatPkr(f.checkout.baseCost), 'goal-base'],
    [
      t('wiz.figures.total', { fee: ratePercent(PLATFORM_FEE_RATE), vat: ratePercent(VAT_RATE) }),
      formatPkr(f.checkout.total),
      'goal-total',
    ],
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

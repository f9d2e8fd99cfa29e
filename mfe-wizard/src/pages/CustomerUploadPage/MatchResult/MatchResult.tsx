import {
  EuiBasicTable,
  EuiButton,
  EuiCallOut,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPanel,
  EuiSpacer,
  EuiStat,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import { AUDIENCE_K_MIN, MATCH_COUNT_STEP, type AudienceList } from '@rbt/contracts';
import { FormattedMessage } from '@rbt/web-kit';
import { formatCount, formatPercent, formatPkr, formatPkrPerPlay } from '@rbt/web-kit';
import { useWizT, type WizMessageId } from '../../../messages';
import { useNames } from '../../../messages/reference';

export interface MatchResultProps {
  list: AudienceList;
  creating: boolean;
  onUse(): void;
}

/** The match of a list and, before any campaign exists, what it can buy and whether that reaches the minimum. */
export function MatchResult({ list, creating, onUse }: MatchResultProps) {
  const t = useWizT();
  const names = useNames();
  const rows = list.byCity.map((c) => ({ ...c, city: names.city(c.cityId) }));
  const cap = list.capacity;
  // Below k the service tells no figure (k-anonymity, docs/security.md): say why, and that the list cannot be used.
  if (list.matched === null || list.matchRate === null)
    return (
      <>
        <EuiSpacer size="l" />
        <EuiPanel hasBorder data-testid="match-result">
          <EuiCallOut color="warning" size="s" data-testid="list-below-k" title={t('wiz.list.belowKTitle')}>
            {t('wiz.list.belowK', { k: formatCount(AUDIENCE_K_MIN), submitted: formatCount(list.submitted) })}
          </EuiCallOut>
          <EuiSpacer size="m" />
          <EuiButton fill onClick={onUse} isDisabled>
            {t('wiz.list.create')}
          </EuiButton>
        </EuiPanel>
      </>
    );
  const matched = list.matched;
  return (
    <>
      <EuiSpacer size="l" />
      <EuiPanel hasBorder data-testid="match-result">
        <EuiFlexGroup responsive={false} wrap>
          <EuiFlexItem>
            <EuiStat title={formatPercent(list.matchRate)} description={t('wiz.list.matchRate')} titleSize="m" />
          </EuiFlexItem>
          <EuiFlexItem>
            <EuiStat
              title={formatCount(matched)}
              description={t('wiz.list.matchedOf', { submitted: formatCount(list.submitted) })}
              titleSize="m"
            />
          </EuiFlexItem>
        </EuiFlexGroup>
        <EuiText size="xs" color="subdued">
          <p>{t('wiz.list.rounded', { step: formatCount(MATCH_COUNT_STEP) })}</p>
        </EuiText>
        <EuiSpacer size="m" />
        {rows.length > 0 ? (
          <EuiBasicTable
            tableCaption={t('wiz.list.byCity')}
            items={rows}
            columns={[
              { field: 'city', name: t('wiz.list.city') },
              {
                field: 'matched',
                name: t('wiz.list.matchedColumn'),
                render: (n: number) => formatCount(n),
                align: 'right',
              },
            ]}
          />
        ) : (
          <EuiCallOut color="warning" size="s" title={t('wiz.list.noneMatched')} />
        )}
        <EuiSpacer size="m" />
        {matched > 0 && (
          <>
            <EuiTitle size="xxs">
              <h3>{t('wiz.list.canBuy')}</h3>
            </EuiTitle>
            <EuiText size="s" data-testid="list-capacity">
              <p>
                <FormattedMessage
                  id={'wiz.list.capacity' satisfies WizMessageId}
                  values={{
                    days: formatCount(cap.days),
                    perDay: formatCount(cap.playsPerDay),
                    matched: formatCount(matched),
                    n: matched,
                    maxPlays: formatCount(cap.maxPlays),
                    low: formatPkr(cap.maxBasePkr.low),
                    high: formatPkr(cap.maxBasePkr.high),
                    lowPerPlay: formatPkrPerPlay(cap.pricePerPlay.low),
                    highPerPlay: formatPkrPerPlay(cap.pricePerPlay.high),
                    b: (chunks) => <strong>{chunks}</strong>,
                  }}
                />
              </p>
              <p>
                {t('wiz.list.minimum', {
                  minPlays: formatCount(cap.minPlays),
                  minBudget: formatPkr(cap.minBudgetPkr),
                  minMatched: formatCount(cap.minMatched),
                })}
              </p>
            </EuiText>
            <EuiSpacer size="s" />
            {cap.enough ? (
              <EuiCallOut color="success" size="s" data-testid="list-enough">
                {t('wiz.list.enough', { plays: formatCount(cap.suggestedPlays), days: formatCount(cap.days) })}
              </EuiCallOut>
            ) : (
              <EuiCallOut color="danger" size="s" iconType="error" data-testid="list-too-small">
                {t('wiz.list.tooSmall', { matched: formatCount(matched), needed: formatCount(cap.minMatched) })}
              </EuiCallOut>
            )}
            <EuiSpacer size="m" />
          </>
        )}
        <EuiButton fill onClick={onUse} isLoading={creating} isDisabled={!matched || !cap.enough}>
          {t('wiz.list.create')}
        </EuiButton>
      </EuiPanel>
    </>
  );
}

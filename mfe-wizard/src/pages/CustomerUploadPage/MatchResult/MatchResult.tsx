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
import type { AudienceList } from '@rbt/contracts';
import { CITY_BY_ID } from '@rbt/pricing';
import { formatCount, formatPkr, formatPkrPerPlay } from '@rbt/web-kit';

export interface MatchResultProps {
  list: AudienceList;
  creating: boolean;
  onUse(): void;
}

/** The match of a list and, before any campaign exists, what it can buy and whether that reaches the minimum. */
export function MatchResult({ list, creating, onUse }: MatchResultProps) {
  const rows = list.byCity.map((c) => ({ ...c, city: CITY_BY_ID.get(c.cityId)?.name ?? c.cityId }));
  const cap = list.capacity;
  return (
    <>
      <EuiSpacer size="l" />
      <EuiPanel hasBorder data-testid="match-result">
        <EuiFlexGroup responsive={false} wrap>
          <EuiFlexItem>
            <EuiStat title={`${(list.matchRate * 100).toFixed(1)}%`} description="Match rate" titleSize="m" />
          </EuiFlexItem>
          <EuiFlexItem>
            <EuiStat
              title={formatCount(list.matched)}
              description={`Subscribers matched of ${formatCount(list.submitted)}`}
              titleSize="m"
            />
          </EuiFlexItem>
        </EuiFlexGroup>
        <EuiSpacer size="m" />
        {rows.length > 0 ? (
          <EuiBasicTable
            tableCaption="Matched audience by city"
            items={rows}
            columns={[
              { field: 'city', name: 'City' },
              { field: 'matched', name: 'Matched subscribers', render: (n: number) => formatCount(n), align: 'right' },
            ]}
          />
        ) : (
          <EuiCallOut
            color="warning"
            size="s"
            title="None of these numbers is an RBT subscriber; there is no audience to target."
          />
        )}
        <EuiSpacer size="m" />
        {list.matched > 0 && (
          <>
            <EuiTitle size="xxs">
              <h3>What this list can buy</h3>
            </EuiTitle>
            <EuiText size="s" data-testid="list-capacity">
              <p>
                In {cap.days} days at {cap.playsPerDay} plays per customer a day, {formatCount(list.matched)} matched{' '}
                {list.matched === 1 ? 'subscriber takes' : 'subscribers take'} up to{' '}
                <strong>{formatCount(cap.maxPlays)} plays</strong>: {formatPkr(cap.maxBasePkr.low)} –{' '}
                {formatPkr(cap.maxBasePkr.high)} before fee and VAT ({formatPkrPerPlay(cap.pricePerPlay.low)} a play in
                off-peak hours, {formatPkrPerPlay(cap.pricePerPlay.high)} in prime time).
              </p>
              <p>
                The smallest order is {formatCount(cap.minPlays)} plays (or {formatPkr(cap.minBudgetPkr)} as a budget),
                so a list needs at least {formatCount(cap.minMatched)} matched subscribers.
              </p>
            </EuiText>
            <EuiSpacer size="s" />
            {cap.enough ? (
              <EuiCallOut color="success" size="s" data-testid="list-enough">
                The campaign starts with {formatCount(cap.suggestedPlays)} guaranteed plays over the next {cap.days}{' '}
                days; you can change the goal, dates and plays per day in the wizard.
              </EuiCallOut>
            ) : (
              <EuiCallOut color="danger" size="s" iconType="error" data-testid="list-too-small">
                This list is too small for a campaign: {formatCount(list.matched)} of the {formatCount(cap.minMatched)}{' '}
                matched subscribers it needs. Add more of your customers&apos; numbers and match again.
              </EuiCallOut>
            )}
            <EuiSpacer size="m" />
          </>
        )}
        <EuiButton fill onClick={onUse} isLoading={creating} isDisabled={!list.matched || !cap.enough}>
          Create a campaign for this audience
        </EuiButton>
      </EuiPanel>
    </>
  );
}

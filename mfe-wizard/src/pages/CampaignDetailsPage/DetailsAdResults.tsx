import { EuiBasicTable, EuiCallOut, EuiSpacer } from '@elastic/eui';
import { formatCount } from '@rbt/web-kit';
import { SPLIT_TEST_CONFIDENCE, type CreativeResult, type SplitTestVerdict } from '@rbt/contracts';
import { useCreativeResults } from '../../api/creative-results';
import { PaidSection } from './PaidSections';
import { useWizT, type WizT } from '../../messages';

const pct = (n: number | null) => (n === null ? '—' : `${n}%`);

/** The split test's verdict in words: never a winner before every ad has its minimum plays. */
function Verdict({ v, results, t }: { v: SplitTestVerdict; results: CreativeResult[]; t: WizT }) {
  if (v.state === 'off') return null;
  const n = results.find((r) => r.creativeId === v.winnerId)?.ordinal;
  const text =
    v.state === 'winner'
      ? t('wiz.adResults.winner', { n, confidence: v.confidencePct })
      : v.state === 'no_difference'
        ? t('wiz.adResults.noDifference', { confidence: v.confidencePct, needed: SPLIT_TEST_CONFIDENCE * 100 })
        : t('wiz.adResults.waiting', { min: formatCount(v.minPlays) });
  return (
    <EuiCallOut
      size="s"
      data-testid="split-verdict"
      color={v.state === 'winner' ? 'success' : 'primary'}
      title={t('wiz.adResults.splitTitle')}
    >
      <p>{text}</p>
    </EuiCallOut>
  );
}

/** A campaign with several ads: each ad's plays, reach and listening, and the split test's verdict. */
export function DetailsAdResults({ campaignId, paid }: { campaignId: string; paid: boolean }) {
  const t = useWizT();
  const q = useCreativeResults(campaignId, paid);
  const r = q.data;
  if (!paid || (!q.isError && (!r || r.creatives.length < 2))) return null;
  const count = (field: keyof CreativeResult, name: string) => ({
    field,
    name,
    align: 'right' as const,
    render: (x: number | null) => (x === null ? '—' : formatCount(x)),
  });
  return (
    <PaidSection testId="details-ad-results" title={t('wiz.adResults.title')}>
      {q.isError && <EuiCallOut color="danger" size="s" title={t('wiz.adResults.loadFailed')} />}
      {r && (
        <>
          <EuiBasicTable<CreativeResult>
            compressed
            data-testid="ad-results-table"
            tableCaption={t('wiz.adResults.title')}
            items={r.creatives}
            columns={[
              {
                field: 'ordinal',
                name: t('wiz.adResults.ad'),
                render: (n: number, row: CreativeResult) =>
                  t(row.active ? 'wiz.adResults.adN' : 'wiz.adResults.removed', { n }),
              },
              count('plays', t('wiz.adResults.plays')),
              count('uniqueReach', t('wiz.adResults.reach')),
              { field: 'listenThroughPct', name: t('wiz.adResults.listenThrough'), align: 'right', render: pct },
              count('firstQuartiles', t('wiz.adResults.quarter')),
              count('midpoints', t('wiz.adResults.half')),
              count('thirdQuartiles', t('wiz.adResults.threeQuarters')),
              count('completes', t('wiz.adResults.completes')),
              count('responses', t('wiz.adResults.responses')),
              { field: 'responseRatePct', name: t('wiz.adResults.responseRate'), align: 'right', render: pct },
            ]}
          />
          <EuiSpacer size="s" />
          <Verdict v={r.splitTest} results={r.creatives} t={t} />
        </>
      )}
    </PaidSection>
  );
}

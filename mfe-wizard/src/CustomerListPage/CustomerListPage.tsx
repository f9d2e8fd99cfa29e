import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  EuiBasicTable,
  EuiButton,
  EuiCallOut,
  EuiFieldText,
  EuiFilePicker,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiLink,
  EuiPanel,
  EuiSpacer,
  EuiStat,
  EuiText,
  EuiTextArea,
} from '@elastic/eui';
import { AUDIENCE_LIST_MAX, type AudienceList } from '@rbt/contracts';
import { CITY_BY_ID } from '@rbt/pricing';
import { apiErrorText, PageFrame } from '@rbt/web-kit';
import { useMatchAudienceList } from '../api/audience-lists';
import { createCampaign } from '../api/campaigns';
import { hashNumbers, normaliseNumbers } from '../customer-list/normalise-numbers';
import { sampleListCsv } from './sample-list';

const count = (n: number) => n.toLocaleString('en-PK');

/** /customer-upload (spec §2 "Customer Upload"): a customer list, hashed in the page, matched to subscribers. */
export function CustomerListPage() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const match = useMatchAudienceList();
  const list = useMemo(() => normaliseNumbers(text), [text]);
  const tooMany = list.numbers.length > AUDIENCE_LIST_MAX;

  const readFile = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setText(await file.text());
    if (!name) setName(file.name.replace(/\.(csv|txt)$/i, ''));
    match.reset();
  };
  const submit = async () =>
    match.mutate({ name: name.trim() || 'Customer list', hashes: await hashNumbers(list.numbers) });
  const startCampaign = async (matched: AudienceList) => {
    setCreating(true);
    try {
      // The draft starts on the cities where the list's subscribers live (docs/decisions/wizard.md).
      const id = await createCampaign({
        name: `${matched.name} customers`,
        customTargeting: 'upload',
        audienceListId: matched.id,
        cities: matched.byCity.map((c) => c.cityId),
      });
      navigate(`/campaigns/new?continue=${encodeURIComponent(id)}&step=1`);
    } finally {
      setCreating(false);
    }
  };
  const sampleHref = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(sampleListCsv())}`, []);

  return (
    <PageFrame title="Customer Upload">
      <EuiText size="s" color="subdued">
        <p>
          Reach your own customers when they call. Upload a CSV or text file of their Pakistani mobile numbers, or paste
          them. Each number is converted to +92 form and hashed (SHA-256) in this browser: only the hashes are sent, and
          RBT Ads never receives or stores the numbers.
        </p>
      </EuiText>
      <EuiSpacer size="m" />
      <EuiPanel hasBorder>
        <EuiFormRow
          label="Customer list file"
          helpText={
            <>
              CSV or text, one number per row or column.{' '}
              <EuiLink href={sampleHref} download="sample-customers.csv">
                Download a sample list
              </EuiLink>
            </>
          }
          fullWidth
        >
          <EuiFilePicker
            id="customer-list-file"
            accept=".csv,.txt,text/csv,text/plain"
            initialPromptText="Select or drag a CSV or text file"
            onChange={(f) => void readFile(f)}
            fullWidth
            display="default"
          />
        </EuiFormRow>
        <EuiFormRow label="Or paste numbers" fullWidth>
          <EuiTextArea
            rows={4}
            fullWidth
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              match.reset();
            }}
            placeholder={'0300 1234567\n+92 345 7654321'}
          />
        </EuiFormRow>
        <EuiSpacer size="s" />
        <EuiText size="s" data-testid="list-summary">
          <p>
            <strong>{count(list.numbers.length)}</strong> Pakistani mobile numbers ready
            {list.rejected > 0 && (
              <>
                {' '}
                · {count(list.rejected)}{' '}
                {list.rejected === 1
                  ? 'entry is not a Pakistani mobile number and is'
                  : 'entries are not Pakistani mobile numbers and are'}{' '}
                left out
              </>
            )}
            {list.repeats > 0 && (
              <>
                {' '}
                · {count(list.repeats)} {list.repeats === 1 ? 'repeat' : 'repeats'} removed
              </>
            )}
          </p>
        </EuiText>
        {tooMany && (
          <EuiCallOut
            color="danger"
            size="s"
            title={`A list may hold at most ${count(AUDIENCE_LIST_MAX)} numbers; split it into smaller lists.`}
          />
        )}
        <EuiFormRow label="List name">
          <EuiFieldText
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            placeholder="Loyalty members"
          />
        </EuiFormRow>
        <EuiSpacer size="m" />
        <EuiButton
          fill
          onClick={() => void submit()}
          isLoading={match.isPending}
          isDisabled={!list.numbers.length || tooMany}
        >
          Match against subscribers
        </EuiButton>
        {match.isError && (
          <>
            <EuiSpacer size="s" />
            <EuiCallOut color="danger" size="s" title={apiErrorText(match.error)} />
          </>
        )}
      </EuiPanel>
      {match.data && <MatchResult list={match.data} creating={creating} onUse={() => void startCampaign(match.data)} />}
    </PageFrame>
  );
}

function MatchResult({ list, creating, onUse }: { list: AudienceList; creating: boolean; onUse: () => void }) {
  const rows = list.byCity.map((c) => ({ ...c, city: CITY_BY_ID.get(c.cityId)?.name ?? c.cityId }));
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
              title={count(list.matched)}
              description={`Subscribers matched of ${count(list.submitted)}`}
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
              { field: 'matched', name: 'Matched subscribers', render: (n: number) => count(n), align: 'right' },
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
        <EuiButton fill onClick={onUse} isLoading={creating} isDisabled={!list.matched}>
          Create a campaign for this audience
        </EuiButton>
      </EuiPanel>
    </>
  );
}

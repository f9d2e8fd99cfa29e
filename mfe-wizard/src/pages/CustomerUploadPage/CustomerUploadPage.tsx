import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  EuiButton,
  EuiCallOut,
  EuiFieldText,
  EuiFilePicker,
  EuiFormRow,
  EuiLink,
  EuiPanel,
  EuiSpacer,
  EuiText,
  EuiTextArea,
} from '@elastic/eui';
import { AUDIENCE_LIST_MAX, type AudienceList } from '@rbt/contracts';
import { apiErrorText, formatCount, PageFrame } from '@rbt/web-kit';
import { useMatchAudienceList } from '../../api/audience-lists';
import { createCampaign } from '../../api/campaigns';
import { hashNumbers, normaliseNumbers } from './normalise-numbers';
import { listDraft } from './list-draft';
import { MatchResult } from './MatchResult/MatchResult';
import { sampleListCsv } from './sample-list';

/** /customer-upload (spec §2 "Customer Upload"): a customer list, hashed in the page, matched to subscribers. */
export function CustomerUploadPage() {
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
      // The draft starts on the list's cities and the plan its capacity was measured on (list-draft.ts).
      const id = await createCampaign(listDraft(matched));
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
            <strong>{formatCount(list.numbers.length)}</strong> Pakistani mobile numbers ready
            {list.rejected > 0 && (
              <>
                {' '}
                · {formatCount(list.rejected)}{' '}
                {list.rejected === 1
                  ? 'entry is not a Pakistani mobile number and is'
                  : 'entries are not Pakistani mobile numbers and are'}{' '}
                left out
              </>
            )}
            {list.repeats > 0 && (
              <>
                {' '}
                · {formatCount(list.repeats)} {list.repeats === 1 ? 'repeat' : 'repeats'} removed
              </>
            )}
          </p>
        </EuiText>
        {tooMany && (
          <EuiCallOut
            color="danger"
            size="s"
            title={`A list may hold at most ${formatCount(AUDIENCE_LIST_MAX)} numbers; split it into smaller lists.`}
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

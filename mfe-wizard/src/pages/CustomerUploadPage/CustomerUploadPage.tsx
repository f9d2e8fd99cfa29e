import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormattedMessage } from '@rbt/web-kit';
import {
  EuiButton,
  EuiCallOut,
  EuiFieldText,
  EuiFilePicker,
  EuiFormRow,
  EuiLink,
  EuiPanel,
  EuiProgress,
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
import { useWizT, type WizMessageId } from '../../messages';

// Digits only, the same in every language.
const NUMBERS_EXAMPLE = '0300 1234567\n+92 345 7654321';

/** /customer-upload (spec §2 "Customer Upload"): a customer list, hashed in the page, matched to subscribers. */
export function CustomerUploadPage() {
  const t = useWizT();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  // Where a list is on its way: hashing in the page, then sending the file (each 0–1).
  const [progress, setProgress] = useState<{ step: 'hashing' | 'sending'; done: number } | null>(null);
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
  const submit = async () => {
    setProgress({ step: 'hashing', done: 0 });
    const hashes = await hashNumbers(list.numbers, (done) => setProgress({ step: 'hashing', done }));
    match.mutate(
      {
        name: name.trim() || t('wiz.list.defaultName'),
        hashes,
        onProgress: (done) => setProgress({ step: 'sending', done }),
      },
      { onSettled: () => setProgress(null) },
    );
  };
  const startCampaign = async (matched: AudienceList) => {
    setCreating(true);
    try {
      // The draft starts on the list's cities and the plan its capacity was measured on (list-draft.ts).
      const id = await createCampaign(listDraft(matched, t));
      navigate(`/campaigns/new?continue=${encodeURIComponent(id)}&step=1`);
    } finally {
      setCreating(false);
    }
  };
  const sampleHref = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(sampleListCsv())}`, []);

  return (
    <PageFrame title={t('wiz.choice.upload')}>
      <EuiText size="s" color="subdued">
        <p>{t('wiz.list.intro')}</p>
      </EuiText>
      <EuiSpacer size="m" />
      <EuiPanel hasBorder>
        <EuiFormRow
          label={t('wiz.list.file')}
          helpText={
            <>
              {t('wiz.list.fileHelp')}{' '}
              <EuiLink href={sampleHref} download="sample-customers.csv">
                {t('wiz.list.sample')}
              </EuiLink>
            </>
          }
          fullWidth
        >
          <EuiFilePicker
            id="customer-list-file"
            accept=".csv,.txt,text/csv,text/plain"
            initialPromptText={t('wiz.list.filePrompt')}
            onChange={(f) => void readFile(f)}
            fullWidth
            display="default"
          />
        </EuiFormRow>
        <EuiFormRow label={t('wiz.list.paste')} fullWidth>
          <EuiTextArea
            rows={4}
            fullWidth
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              match.reset();
            }}
            placeholder={NUMBERS_EXAMPLE}
          />
        </EuiFormRow>
        <EuiSpacer size="s" />
        <EuiText size="s" data-testid="list-summary">
          <p>
            <FormattedMessage
              id={'wiz.list.ready' satisfies WizMessageId}
              values={{ count: formatCount(list.numbers.length), b: (chunks) => <strong>{chunks}</strong> }}
            />
            {list.rejected > 0 &&
              t('wiz.list.separator') + t('wiz.list.rejected', { n: list.rejected, count: formatCount(list.rejected) })}
            {list.repeats > 0 &&
              t('wiz.list.separator') + t('wiz.list.repeats', { n: list.repeats, count: formatCount(list.repeats) })}
          </p>
        </EuiText>
        {tooMany && (
          <EuiCallOut color="danger" size="s" title={t('wiz.list.tooMany', { max: formatCount(AUDIENCE_LIST_MAX) })} />
        )}
        <EuiFormRow label={t('wiz.list.name')}>
          <EuiFieldText
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('wiz.list.namePlaceholder')}
          />
        </EuiFormRow>
        <EuiSpacer size="m" />
        <EuiButton
          fill
          onClick={() => void submit()}
          isLoading={match.isPending || progress !== null}
          isDisabled={!list.numbers.length || tooMany}
        >
          {t('wiz.list.match')}
        </EuiButton>
        {progress && (
          <>
            <EuiSpacer size="s" />
            <EuiProgress
              data-testid="list-progress"
              value={Math.round(progress.done * 100)}
              max={100}
              size="s"
              label={t(progress.step === 'hashing' ? 'wiz.list.hashing' : 'wiz.list.sending')}
              valueText
            />
          </>
        )}
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

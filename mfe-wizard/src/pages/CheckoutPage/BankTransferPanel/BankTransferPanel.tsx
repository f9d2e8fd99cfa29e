import { EuiButton, EuiCallOut, EuiDescriptionList, EuiPanel, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import type { BankTransfer } from '@rbt/contracts';
import { ApiErrorCallOut, formatPkr } from '@rbt/web-kit';
import { useCampaignBankTransfer, useStartBankTransfer } from '../../../api/bank-transfers';
import { useWizT, type WizT } from '../../../messages';

/** An IBAN in groups of four, as banks print it (PK71 TEST 0001 …), easier to copy by eye. */
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

function Instructions({ t, transfer }: { t: WizT; transfer: BankTransfer }) {
  const { account } = transfer;
  // Account numbers and the reference are read left to right whatever the page's direction.
  const ltr = (s: string) => <bdi dir="ltr">{s}</bdi>;
  return (
    <>
      {account.testOnly && (
        <EuiCallOut color="warning" iconType="warning" title={t('wiz.bank.testOnly')} data-testid="bank-test-only" />
      )}
      <EuiSpacer size="s" />
      <EuiDescriptionList
        compressed
        type="column"
        data-testid="bank-details"
        listItems={[
          { title: t('wiz.bank.accountTitle'), description: account.accountTitle },
          { title: t('wiz.bank.bank'), description: account.bank },
          { title: t('wiz.bank.iban'), description: ltr(grouped(account.iban)) },
          {
            title: t('wiz.bank.reference'),
            description: <strong data-testid="bank-reference">{ltr(transfer.reference)}</strong>,
          },
          { title: t('wiz.bank.amount'), description: formatPkr(transfer.remainingPkr) },
        ]}
      />
      <EuiSpacer size="s" />
      <EuiText size="s">
        <p>{t('wiz.bank.howTo')}</p>
        {transfer.status === 'partially_received' && (
          <p data-testid="bank-partial">
            {t('wiz.bank.partial', {
              received: formatPkr(transfer.receivedPkr),
              remaining: formatPkr(transfer.remainingPkr),
            })}
          </p>
        )}
        {transfer.status === 'received' && <p data-testid="bank-received">{t('wiz.bank.received')}</p>}
        {transfer.creditPkr > 0 && (
          <p data-testid="bank-credit">{t('wiz.bank.credit', { credit: formatPkr(transfer.creditPkr) })}</p>
        )}
      </EuiText>
    </>
  );
}

/**
 * Paying by bank transfer or Raast (agencies): the account, IBAN and the campaign's own payment reference, then
 * what has arrived. Mounted under the provider choice (PayPanel), once the billing details exist.
 */
export function BankTransferPanel({ campaignId }: { campaignId: string }) {
  const t = useWizT();
  const existing = useCampaignBankTransfer(campaignId);
  const start = useStartBankTransfer(campaignId);
  const transfer = start.data ?? existing.data ?? null;
  return (
    <EuiPanel hasBorder data-testid="bank-transfer">
      <EuiTitle size="xs">
        <h3>{t('wiz.bank.title')}</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      {transfer ? (
        <Instructions t={t} transfer={transfer} />
      ) : (
        <>
          <EuiText size="s" color="subdued">
            <p>{t('wiz.bank.intro')}</p>
          </EuiText>
          <EuiSpacer size="s" />
          <EuiButton onClick={() => start.mutate()} isLoading={start.isPending} disabled={existing.isPending}>
            {t('wiz.bank.start')}
          </EuiButton>
          {start.isError && <ApiErrorCallOut error={start.error} title={t('wiz.bank.failed')} />}
        </>
      )}
    </EuiPanel>
  );
}

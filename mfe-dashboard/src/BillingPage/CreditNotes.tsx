import {
  EuiBasicTable,
  EuiButtonEmpty,
  EuiCallOut,
  EuiEmptyPrompt,
  EuiTitle,
  EuiSpacer,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import type { CreditNote } from '@rbt/contracts';
import { apiErrorText, creditNotePdfUrl, formatCount, formatKarachiDate, formatPkr } from '@rbt/web-kit';
import type { useCreditNotes } from '../api/credit-notes';
import { useDashT } from '../messages';

const vatReversed = (n: CreditNote) => n.lines.filter((l) => l.code === 'vat').reduce((s, l) => s + l.amountPkr, 0);

type T = ReturnType<typeof useDashT>;

const columns = (t: T): EuiBasicTableColumn<CreditNote>[] => [
  { field: 'number', name: t('dash.credit.col.number') },
  {
    name: t('dash.common.campaign'),
    render: (n: CreditNote) => (
      <span>
        {n.campaignName}
        <br />
        <small>{t('dash.credit.forInvoice', { number: n.invoiceNumber })}</small>
      </span>
    ),
  },
  {
    name: t('dash.credit.col.plays'),
    render: (n: CreditNote) =>
      t('dash.credit.plays', {
        credited: formatCount(n.playsCredited),
        guaranteed: formatCount(n.guaranteedPlays),
        ran: formatCount(n.playsRun),
      }),
  },
  // The reason in the same words as the PDF and the notification (CREDIT_NOTE_REASONS), as a sentence.
  { name: t('dash.credit.col.reason'), render: (n: CreditNote) => t(`dash.credit.reason.${n.reason}`) },
  { field: 'issuedAt', name: t('dash.common.issued'), render: (d: string) => formatKarachiDate(d) },
  { name: t('dash.credit.col.vat'), align: 'right', render: (n: CreditNote) => formatPkr(vatReversed(n)) },
  {
    field: 'totalPkr',
    // Short enough for its column; the PDF and the notification break the total down.
    name: t('dash.credit.col.total'),
    align: 'right',
    render: (t: number) => <strong>{formatPkr(t)}</strong>,
  },
  {
    name: t('dash.common.actions'),
    render: (n: CreditNote) => (
      <EuiButtonEmpty
        size="xs"
        iconType="download"
        href={creditNotePdfUrl(n)}
        download={`${n.number}.pdf`}
        aria-label={t('dash.credit.download', { number: n.number })}
      >
        {t('dash.credit.pdf')}
      </EuiButtonEmpty>
    ),
  },
];

/**
 * Billing's credit notes: the guaranteed plays a campaign did not deliver, credited with its invoice's
 * lines reversed pro rata, each with its PDF; listed under the invoices they credit.
 */
export function CreditNotes({ query }: { query: ReturnType<typeof useCreditNotes> }) {
  const t = useDashT();
  const { data, isPending, error } = query;
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="credit-notes-title">
      <EuiTitle size="s">
        <h2 id="credit-notes-title">{t('dash.credit.title')}</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      {error && <EuiCallOut color="danger" iconType="error" title={apiErrorText(error)} role="alert" />}
      {!isPending && !error && !items.length ? (
        <EuiEmptyPrompt
          iconType="documents"
          titleSize="xs"
          title={<h3>{t('dash.credit.empty')}</h3>}
          body={<p>{t('dash.credit.emptyBody')}</p>}
        />
      ) : (
        !error && (
          <EuiBasicTable
            tableCaption={t('dash.credit.title')}
            items={items}
            columns={columns(t)}
            loading={isPending}
            rowHeader="number"
          />
        )
      )}
    </section>
  );
}

import {
  EuiBasicTable,
  EuiButtonEmpty,
  EuiCallOut,
  EuiEmptyPrompt,
  EuiTitle,
  EuiSpacer,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import { CREDIT_NOTE_REASONS, type CreditNote } from '@rbt/contracts';
import { apiErrorText, formatCount, formatKarachiDate, formatPkr } from '@rbt/web-kit';
import type { useCreditNotes } from '../api/credit-notes';

/** The server-generated PDF of a credit note (owner only). */
const creditNotePdfUrl = (n: CreditNote) => `/api/billing/credit-notes/${encodeURIComponent(n.id)}/credit-note.pdf`;

/** The reason as a sentence: the same words as the PDF and the notification, capitalised. */
const reasonText = (n: CreditNote) => {
  const words = CREDIT_NOTE_REASONS[n.reason];
  return `${words[0].toUpperCase()}${words.slice(1)}.`;
};

const vatReversed = (n: CreditNote) => n.lines.filter((l) => l.code === 'vat').reduce((s, l) => s + l.amountPkr, 0);

const columns: EuiBasicTableColumn<CreditNote>[] = [
  { field: 'number', name: 'Credit note' },
  {
    name: 'Campaign',
    render: (n: CreditNote) => (
      <span>
        {n.campaignName}
        <br />
        <small>for invoice {n.invoiceNumber}</small>
      </span>
    ),
  },
  {
    name: 'Plays credited',
    render: (n: CreditNote) =>
      `${formatCount(n.playsCredited)} of ${formatCount(n.guaranteedPlays)} guaranteed (${formatCount(n.playsRun)} ran)`,
  },
  { name: 'Reason', render: reasonText },
  { field: 'issuedAt', name: 'Issued', render: (d: string) => formatKarachiDate(d) },
  { name: 'VAT reversed', align: 'right', render: (n: CreditNote) => formatPkr(vatReversed(n)) },
  {
    field: 'totalPkr',
    // Short enough for its column; the PDF and the notification break the total down.
    name: 'Total credited',
    align: 'right',
    render: (t: number) => <strong>{formatPkr(t)}</strong>,
  },
  {
    name: 'Actions',
    render: (n: CreditNote) => (
      <EuiButtonEmpty
        size="xs"
        iconType="download"
        href={creditNotePdfUrl(n)}
        download={`${n.number}.pdf`}
        aria-label={`Download credit note ${n.number} (PDF)`}
      >
        Credit note PDF
      </EuiButtonEmpty>
    ),
  },
];

/**
 * Billing's credit notes (issue 29): the guaranteed plays a campaign did not deliver, credited with its invoice's
 * lines reversed pro rata, each with its PDF; listed under the invoices they credit.
 */
export function CreditNotes({ query }: { query: ReturnType<typeof useCreditNotes> }) {
  const { data, isPending, error } = query;
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="credit-notes-title">
      <EuiTitle size="s">
        <h2 id="credit-notes-title">Credit notes</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      {error && <EuiCallOut color="danger" iconType="error" title={apiErrorText(error)} role="alert" />}
      {!isPending && !error && !items.length ? (
        <EuiEmptyPrompt
          iconType="documents"
          titleSize="xs"
          title={<h3>No credit notes</h3>}
          body={
            <p>
              Every campaign so far ran or is running its guaranteed plays. If one ends with fewer plays than
              guaranteed, the plays not delivered are credited here.
            </p>
          }
        />
      ) : (
        !error && (
          <EuiBasicTable
            tableCaption="Credit notes"
            items={items}
            columns={columns}
            loading={isPending}
            rowHeader="number"
          />
        )
      )}
    </section>
  );
}

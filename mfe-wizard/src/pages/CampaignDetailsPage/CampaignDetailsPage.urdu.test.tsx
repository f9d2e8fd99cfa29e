import { screen, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { mswServer } from '@rbt/web-kit/src/testing';
import { englishWords } from '@rbt/test-kit/src/english-words';
import { renderWizardInUrdu, urduSuite, USER_WORDS } from '../../testing/test-render-wizard';
import {
  analyticsAnswer,
  campaignDetail,
  heldCampaign,
  pacingAnswer,
  paymentAnswer,
  topUpQuote,
} from '../../testing/test-fixtures';
import { CampaignDetailsPage } from './CampaignDetailsPage';
import { reviewTimeHandler, oneAdResultsHandler, oneAdHandler } from '../../testing/test-handlers';

const server = mswServer(
  reviewTimeHandler(),
  http.get('/api/campaigns/:id/pacing', () => HttpResponse.json(pacingAnswer({ pacing: null }))),
  oneAdResultsHandler(),
  oneAdHandler(),
);
urduSuite();

// Document numbers are printed on the PDFs as issued (INV-…), like the brand names the walker allows.
const DOCUMENT_WORDS = ['INV'];
const invoice = (id: string, topUpId?: string) => ({
  ...paymentAnswer.invoice,
  id,
  number: `INV-2026-00000${id.slice(1)}`,
  issuedAt: '2026-11-22T20:30:00.000Z',
  ...(topUpId ? { topUpId } : {}),
});
describe('campaign details in Urdu', () => {
  test('when a live campaign with plays, invoices and a top-up price is shown in Urdu, then no English word is on it but brand names, units and document numbers, and the PDFs are the Urdu copies', async () => {
    const actions = { pause: true, resume: false, resumeBlocked: null, resumeBlockedBy: null, topUp: true };
    // Who moved it is one of the contract's English values ('you', 'review team'…), said in Urdu on the page.
    const statusHistory = [
      { from: 'draft', to: 'awaiting_payment', at: '2026-11-22T20:00:00.000Z', by: 'you' },
      { from: 'pending_review', to: 'scheduled', at: '2026-11-23T04:00:00.000Z', by: 'review team' },
    ];
    const ttsConfig = { ...campaignDetail().ttsConfig, script: 'عید مبارک! ہر چیز پر رعایت۔', language: 'urdu' };
    server.use(
      http.get('/api/campaigns/c1', () =>
        HttpResponse.json(
          campaignDetail({ status: 'live', name: 'عید سیل', actions, ttsConfig, statusHistory } as never),
        ),
      ),
      http.get('/api/invoices', () => HttpResponse.json({ items: [invoice('i1'), invoice('i2', 't1')] })),
      http.get('/api/analytics', () => HttpResponse.json(analyticsAnswer(150_000, 400_000))),
      http.get('/api/campaigns/c1/pacing', () => HttpResponse.json(pacingAnswer())),
      http.post('/api/campaigns/c1/top-up/quote', () => HttpResponse.json(topUpQuote)),
    );
    renderWizardInUrdu(
      <Routes>
        <Route path="/campaigns/:id" element={<CampaignDetailsPage />} />
      </Routes>,
      { path: '/campaigns/c1' },
    );
    const figures = await screen.findByTestId('details-figures', {}, { timeout: 10_000 });
    // Figures in lakh with Western digits: 1,50,000 of 4,00,000 guaranteed plays.
    expect(await within(figures).findByText(/4,00,000 یقینی پلیز میں سے .*1,50,000/)).toBeInTheDocument();
    expect(within(screen.getByTestId('figures-by-city')).getByText('کراچی')).toBeInTheDocument();
    const docs = screen.getByTestId('details-documents');
    await within(docs).findAllByTestId('campaign-invoice');
    expect(docs).toHaveTextContent('پہلی ادائیگی');
    expect(docs).toHaveTextContent('اضافی بجٹ');
    expect(within(docs).getAllByRole('link')[0]).toHaveAttribute('href', '/api/invoices/i1/invoice.pdf?lang=ur');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('اضافی بجٹ (PKR)'), '10000');
    await user.click(screen.getByText('قیمت معلوم کریں'));
    expect(await screen.findByTestId('top-up-quote')).toHaveTextContent('اضافی پلیز');

    expect(screen.getByTestId('details-timeline')).toHaveTextContent('از جائزہ ٹیم');
    expect(await screen.findByTestId('pacing-behind')).toHaveTextContent('آنے والے گھنٹوں میں اسے پہلے چلایا جاتا ہے');
    // Hour ranges are isolated, or after Urdu words the browser shows "08:00-09:00" as "09:00-08:00".
    expect(screen.getByTestId('details-targeting').textContent).toContain('\u206808:00-09:00\u2069');
    expect(englishWords(document.body, [...USER_WORDS, ...DOCUMENT_WORDS])).toEqual([]);
    expect(document.body.textContent).toMatch(/[\u0600-\u06ff]{3,}/);
  });

  test("when a held campaign with owner, admin and capacity history is shown in Urdu, then the hold and every reason read in Urdu, the admin's own words isolated as typed", async () => {
    const adminWords = 'آواز بہت اونچی ہے';
    const held = heldCampaign(
      { city: 'karachi', timeSlot: '18-19', date: '2026-12-01', requested: 150000, available: 200 },
      3,
      adminWords,
    );
    server.use(
      http.get('/api/campaigns/c1', () =>
        HttpResponse.json(
          campaignDetail({
            ...held,
            name: 'عید سیل',
            ttsConfig: { ...campaignDetail().ttsConfig!, script: 'عید مبارک!', language: 'urdu' },
          }),
        ),
      ),
      http.get('/api/invoices', () => HttpResponse.json({ items: [] })),
      http.get('/api/analytics', () => HttpResponse.json(analyticsAnswer(0))),
    );
    renderWizardInUrdu(
      <Routes>
        <Route path="/campaigns/:id" element={<CampaignDetailsPage />} />
      </Routes>,
      { path: '/campaigns/c1' },
    );
    const hold = await screen.findByTestId('details-hold', {}, { timeout: 10_000 });
    expect(hold).toHaveTextContent('کراچی، 01/12/2026، 18:00 سے 19:00 بجے تک: 1,50,000');
    expect(hold).toHaveTextContent('اور 3 مزید گھنٹے');
    const timeline = screen.getByTestId('details-timeline');
    expect(timeline).toHaveTextContent('جمع کرانے کے بعد ترمیم ہوئی');
    expect(timeline).toHaveTextContent('مشتہر نے روکی');
    expect(timeline).toHaveTextContent('مشتہر نے دوبارہ چلائی');
    expect(timeline).toHaveTextContent('کچھ شہروں اور گھنٹوں میں گنجائش کافی نہیں');
    expect(timeline.textContent).toContain(`\u2068${adminWords}\u2069`);
    await screen.findByTestId('details-figures', {}, { timeout: 10_000 });
    expect(englishWords(document.body, USER_WORDS)).toEqual([]);
  });
});

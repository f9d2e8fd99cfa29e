import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { EstimateRequest } from '@rbt/contracts';
import { estimate } from '@rbt/pricing';
import { mswServer } from '@rbt/web-kit/src/testing';
import { renderWizard } from '../../../testing/test-render-wizard';
import { formatCount } from '@rbt/web-kit';
import { DEFAULT_DRAFT } from '../../../draft/default-draft';
import type { WizardDraft } from '../../../draft/wizard-types';
import { lockedQuote } from '../../../testing/test-fixtures';
import { ReviewStep } from './ReviewStep';
import { WIZ_EN as en } from '../../../testing/test-catalogs';
import { DEFAULT_TTS } from '../../../api/media';
import { feasibilityHandler, reviewTimeHandler } from '../../../testing/test-handlers';

const TERMS_TEXT = en['wiz.review.terms'];

configure({ asyncUtilTimeout: 8000 });
const server = mswServer(reviewTimeHandler(), feasibilityHandler());

const draft: WizardDraft = {
  ...DEFAULT_DRAFT,
  name: 'Eid Sale',
  objective: 'awareness',
  cities: ['karachi', 'lahore', 'quetta', 'multan'],
  startDate: '2030-06-01',
  endDate: '2030-06-07',
  timeSlots: ['06-07', '07-08', '08-09', '18-19', '19-20', '20-21', '21-22'],
  creativeType: 'tts',
  rightsConfirmed: true,
  ttsConfig: { ...DEFAULT_TTS, script: 'Eid Mubarak' },
};

function renderReview(over: Partial<WizardDraft> = {}, { paid = false } = {}) {
  const notify = jest.fn();
  const update = jest.fn();
  const setOnContinue = jest.fn();
  renderWizard(
    <Routes>
      <Route
        path="/campaigns/new"
        element={
          <ReviewStep
            draft={{ ...draft, ...over }}
            update={update}
            campaignId="c1"
            notify={notify}
            setOnContinue={setOnContinue}
            flushSave={async () => 'c1'}
            paid={paid}
          />
        }
      />
      <Route path="/campaigns/:id/checkout" element={<p>Checkout page</p>} />
    </Routes>,
    { path: '/campaigns/new' },
  );
  return { notify, update, setOnContinue };
}

const serverEstimate = () =>
  http.post('/api/estimate', async ({ request }) =>
    HttpResponse.json(estimate(EstimateRequest.parse(await request.json()))),
  );

describe('ReviewStep', () => {
  test('when the server estimate arrives, then every section shows its figures, the schedule lists 6 slots and a more-count', async () => {
    server.use(serverEstimate());
    renderReview();
    await waitFor(() => expect(screen.queryByTestId('preview-badge')).not.toBeInTheDocument());
    const expected = estimate(
      EstimateRequest.parse({
        audience: { cities: draft.cities },
        schedule: { startDate: draft.startDate, endDate: draft.endDate, timeSlots: draft.timeSlots },
        controls: { freqCapPerDay: 2 },
        goal: { type: draft.goalType, amountPkr: draft.budget, targetImpressions: draft.targetImpressions },
      }),
    );
    expect(screen.getByTestId('review-total')).toHaveTextContent(
      expected.checkout.total.toLocaleString('en-PK', { minimumFractionDigits: 2 }),
    );
    expect(screen.getByTestId('review-details')).toHaveTextContent('Brand Awareness');
    expect(screen.getByTestId('review-details')).toHaveTextContent('Text-to-Speech');
    expect(screen.getByTestId('review-targeting')).toHaveTextContent('Karachi, Lahore, Quetta +1 more');
    expect(screen.getByTestId('review-schedule')).toHaveTextContent('Asia/Karachi');
    expect(screen.getByTestId('review-schedule')).toHaveTextContent(
      '06:00-07:00, 07:00-08:00, 08:00-09:00, 18:00-19:00, 19:00-20:00, 20:00-21:00 +1 more',
    );
    expect(screen.getByTestId('review-budget')).toHaveTextContent('VAT (16%)');
    expect(screen.getByTestId('review-timeline')).toHaveTextContent('01/06/2030, once approved');
  });

  test("when svc-capacity calls the hours' load low, then the review step says Low, not the estimate's own High, and how long review takes now", async () => {
    server.use(serverEstimate(), feasibilityHandler('low'), reviewTimeHandler(240));
    renderReview();
    await waitFor(() => expect(screen.getByTestId('review-final')).toHaveTextContent('Delivery confidence: Low'));
    expect(screen.getByTestId('confidence-bar')).toBeInTheDocument();
    expect(await screen.findByTestId('review-time')).toHaveTextContent(
      'Reviews in the last 30 days took 4 hours (the median).',
    );
    expect(screen.getByTestId('review-timeline')).not.toHaveTextContent(/2.4 hours/);
  });

  test('when too few approvals were made lately, then the review step tells the target instead', async () => {
    server.use(serverEstimate(), reviewTimeHandler(1440, 'sla'));
    renderReview();
    expect(await screen.findByTestId('review-time')).toHaveTextContent('Our target for a review is 24 hours.');
  });

  test("when the audience is filtered and a budget buys part of it, then the audience and per-day figures are the quote's", async () => {
    // The hours' feasibility is asked for this audience: only its callers can hear the plays.
    const asked: unknown[] = [];
    server.use(
      serverEstimate(),
      http.post('/api/capacity/feasibility', async ({ request }) => {
        asked.push(await request.clone().json());
        return undefined;
      }),
    );
    const filtered: Partial<WizardDraft> = {
      cities: ['karachi', 'lahore', 'hyderabad'],
      gender: 'female',
      deviceType: 'smartphone',
      valueTier: 'gold',
      freqCapPerDay: 3,
    };
    renderReview(filtered);
    await waitFor(() => expect(screen.queryByTestId('preview-badge')).not.toBeInTheDocument());
    const q = estimate(
      EstimateRequest.parse({
        audience: filtered,
        schedule: { startDate: draft.startDate, endDate: draft.endDate, timeSlots: draft.timeSlots },
        controls: { freqCapPerDay: 3 },
        goal: { type: 'budget', amountPkr: draft.budget },
      }),
    );
    const n = formatCount;
    // The audience step 1 calls Total Reach, not every user of the three cities.
    expect(q.targetedUsers).toBeLessThan(q.eligibleBase / 5);
    expect(screen.getByTestId('review-audience')).toHaveTextContent(n(q.targetedUsers));
    expect(screen.getByTestId('review-final')).toHaveTextContent(`Target audience${n(q.targetedUsers)}`);
    expect(screen.getByTestId('review-step')).not.toHaveTextContent(n(q.eligibleBase));
    // The plays bought per day, not the whole audience × cap.
    expect(screen.getByTestId('review-plays-per-day')).toHaveTextContent(n(Math.round(q.estImpressions / 7)));
    expect(screen.getByTestId('review-reach')).toHaveTextContent(n(q.estReach));
    expect(asked.at(-1)).toMatchObject({ gender: 'female', deviceType: 'smartphone', valueTier: 'gold' });
  });

  test('when the review shows what follows payment, then it says a person reviews the ad and promises no hours', async () => {
    server.use(serverEstimate());
    renderReview();
    const timeline = await screen.findByTestId('review-timeline');
    expect(timeline).toHaveTextContent(/listens to the ad .* approves it or rejects it with the reason/);
    expect(timeline).not.toHaveTextContent(/hours|30 minutes/);
  });

  test('when the terms are not accepted, then Proceed to Payment is disabled and the footer handler toasts "Terms Required"', async () => {
    server.use(serverEstimate());
    const { setOnContinue, notify } = renderReview();
    expect(await screen.findByTestId('proceed-to-payment')).toBeDisabled();
    const handler = setOnContinue.mock.calls.find(([h]) => h)?.[0] as () => Promise<boolean>;
    await expect(handler()).resolves.toBe(false);
    expect(notify).toHaveBeenCalledWith({
      title: 'Terms Required',
      text: 'Please accept the terms and policies before proceeding.',
      color: 'warning',
    });
  });

  test('when the terms box is ticked, then termsAccepted is saved', async () => {
    server.use(serverEstimate());
    const { update } = renderReview();
    fireEvent.click(await screen.findByLabelText(TERMS_TEXT));
    expect(update).toHaveBeenCalledWith({ termsAccepted: true });
  });

  test('when submit succeeds, then one idempotent call is made and the checkout opens', async () => {
    const keys: (string | null)[] = [];
    server.use(
      serverEstimate(),
      http.post('/api/campaigns/c1/submit', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ id: 'c1', status: 'awaiting_payment', quote: lockedQuote });
      }),
    );
    renderReview({ termsAccepted: true });
    fireEvent.click(await screen.findByTestId('proceed-to-payment'));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  test('when submit fails, then "Submission Failed" shows the message and the step stays', async () => {
    server.use(
      serverEstimate(),
      http.post('/api/campaigns/c1/submit', () =>
        HttpResponse.json(
          { error: { code: 'validation_failed', message: 'startDate: Start date must be today or later' } },
          { status: 400 },
        ),
      ),
    );
    const { notify } = renderReview({ termsAccepted: true });
    fireEvent.click(await screen.findByTestId('proceed-to-payment'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Submission Failed',
        text: 'Start date must be today or later.',
        color: 'danger',
      }),
    );
    expect(screen.getByTestId('review-step')).toBeInTheDocument();
  });

  test('when the campaign is not paid yet, then the cost range shows and says the price can move until payment', async () => {
    server.use(serverEstimate());
    renderReview();
    const range = await screen.findByTestId('review-range');
    expect(range).toHaveTextContent(/ - /);
    expect(range).toHaveTextContent('Until you pay, the price can still move within this range');
  });

  test('when a paid campaign is edited, then step 3 offers no payment: no terms, no Proceed to Payment, no payment timeline and no cost range', async () => {
    server.use(serverEstimate());
    const { setOnContinue } = renderReview({}, { paid: true });
    expect(await screen.findByTestId('review-paid')).toHaveTextContent('Already paid');
    expect(screen.getByRole('heading', { level: 2, name: 'Review & Save' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('preview-badge')).not.toBeInTheDocument());
    expect(screen.queryByTestId('proceed-to-payment')).toBeNull();
    expect(screen.queryByLabelText(TERMS_TEXT)).toBeNull();
    expect(screen.queryByTestId('review-timeline')).toBeNull();
    expect(screen.queryByTestId('review-range')).toBeNull();
    expect(screen.getByTestId('review-final')).toHaveTextContent('Fixed: locked when you paid');
    // The footer's Save changes is the page's (it saves and shows the campaign); the step registers no submit.
    expect(setOnContinue.mock.calls.find(([h]) => h)).toBeUndefined();
  });

  test('when submit is refused because the hours cannot play that many, then the refusal shows its figures and offers to buy what fits', async () => {
    const message = 'At most 1,150 plays fit in these hours; choose more days or hours, or PKR 2,346 buys what fits.';
    server.use(
      serverEstimate(),
      http.post('/api/campaigns/c1/submit', () =>
        HttpResponse.json(
          {
            error: {
              code: 'not_feasible',
              message,
              details: { currentStatus: 'draft', requestedPlays: 1880, feasiblePlays: 1150, feasibleTotalCost: 2346 },
            },
          },
          { status: 409 },
        ),
      ),
    );
    const { notify, update } = renderReview({ termsAccepted: true });
    fireEvent.click(await screen.findByTestId('proceed-to-payment'));
    const refusal = await screen.findByTestId('not-feasible');
    expect(refusal).toHaveTextContent('You asked for 1,880 plays; at most 1,150 fit');
    expect(refusal).toHaveTextContent('Nothing was charged');
    expect(screen.getByTestId('what-fits')).toHaveTextContent('What fits: 1,150 plays for PKR 2,346');
    expect(notify).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('buy-what-fits'));
    expect(screen.queryByTestId('not-feasible')).toBeNull();
    expect(update).toHaveBeenCalledWith({ goalType: 'impressions', targetImpressions: 1150, budget: null });
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { EstimateRequest } from '@rbt/contracts';
import { estimate } from '@rbt/pricing';
import { renderWizardAt } from '../../testing/test-render-wizard';
import { formatPkr, formatPkrPerPlay } from '@rbt/web-kit';
import { NICHE_STORAGE_KEY } from './use-niche-draft';
import type { WizardServerState } from '../../testing/test-handlers';
import { startWizardServer } from '../../testing/test-wizard-server';
import { readSession } from '../../draft/wizard-session';
import { NicheTargetingPage } from './NicheTargetingPage';

let state: WizardServerState;
const server = startWizardServer((s) => (state = s));

const open = () => renderWizardAt(<NicheTargetingPage />, '/niche-targeting');
const click = (label: string) => fireEvent.click(screen.getByLabelText(label));
const stored = () => JSON.parse(window.localStorage.getItem(NICHE_STORAGE_KEY) ?? 'null');
const addText = (label: string, text: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });
  fireEvent.submit(screen.getByRole('form', { name: label }));
};

describe('niche targeting page', () => {
  test('when a brand and its models are picked, then new and Apple models show +PKR 0.50, Apple shows Premium, and deselecting the brand drops its models', () => {
    open();
    click('Samsung 35% share');
    const samsung = screen.getByTestId('brand-samsung');
    expect(within(samsung).getByLabelText(/Galaxy A15/)).toBeInTheDocument();
    expect(within(samsung).getByText('Galaxy A12').parentElement).not.toHaveTextContent('+PKR 0.50');
    expect(within(samsung).getByText('Galaxy A15').parentElement).toHaveTextContent('+PKR 0.50');
    click('iPhone 18% share Premium');
    const iphone = screen.getByTestId('brand-iphone');
    expect(within(iphone).getByText('iPhone 11').parentElement).toHaveTextContent(/\+PKR 0\.50.*Premium/);
    fireEvent.click(within(samsung).getByLabelText(/Galaxy A15/));
    fireEvent.click(within(iphone).getByLabelText(/iPhone 11/));
    expect(stored().state.deviceModels).toEqual(['samsung-galaxy-a15', 'iphone-iphone-11']);
    click('Samsung 35% share');
    expect(stored().state).toMatchObject({ deviceBrands: ['iphone'], deviceModels: ['iphone-iphone-11'] });
  });

  test('when custom interests are padded, empty or repeated, then each is added once, trimmed', () => {
    open();
    addText('Custom interest', '  Cricket ');
    addText('Custom interest', '   ');
    addText('Custom interest', 'CRICKET');
    addText('Custom interest', 'Finance');
    const chips = screen.getByRole('list', { name: 'Custom interest added' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cricket']);
    expect(screen.getByLabelText('Finance')).toBeChecked();
    expect(stored().state.interests).toEqual(['Cricket', 'finance']);
  });

  test('when custom cities are padded, empty or repeated, then each is added once, trimmed', () => {
    open();
    ['  Multan ', '', 'multan', 'Chitral'].forEach((t) => addText('Custom city', t));
    expect(stored().state.customCities).toEqual(['Multan', 'Chitral']);
  });

  test('when a city, an area and an interest are picked, then the goal figures are the server quote of the niche selection, labelled, and dearer than the plain one', async () => {
    open();
    expect(screen.queryByLabelText('Clifton')).not.toBeInTheDocument();
    click('Karachi');
    fireEvent.click(screen.getByLabelText('Clifton'));
    expect(screen.getByText('1 of 16 areas')).toBeInTheDocument();
    click('Finance');
    const panel = screen.getByTestId('niche-estimate');
    await waitFor(() => expect(panel).toHaveAttribute('data-estimate-status', 'current'), { timeout: 30_000 });
    expect(within(panel).getByText('Live estimate')).toBeInTheDocument();
    const body = state.calls.filter((c) => c.path === '/api/estimate').at(-1)?.body;
    expect(body).toMatchObject({
      audience: { cities: ['karachi'], niche: { interests: ['finance'], location: { areas: ['karachi/clifton'] } } },
      goal: { type: 'budget', amountPkr: 25_000 },
    });
    const q = estimate(EstimateRequest.parse(body));
    const plain = estimate(EstimateRequest.parse({ ...(body as object), audience: { cities: ['karachi'] } }));
    expect(q.costPerGVA).toBeGreaterThan(plain.costPerGVA);
    expect(screen.getByTestId('goal-figures')).toHaveAttribute('data-authoritative', 'true');
    expect(screen.getByTestId('goal-price-per-play')).toHaveTextContent(
      `Price per play (before fee and VAT)${formatPkrPerPlay(q.costPerGVA)}`,
    );
    expect(screen.getByTestId('goal-total')).toHaveTextContent(
      `Total with 8% fee and 16% VAT${formatPkr(q.checkout.total)}`,
    );
    expect(screen.getByTestId('goal-plays')).toHaveTextContent(q.estImpressions.toLocaleString('en-PK'));
    expect(screen.getByTestId('niche-targets')).toHaveTextContent('Premium targets: Areas, Interests (stacked ×1.25)');
  });

  test('when the goal is switched to plays and typed, then it is kept with the selection and saved on the draft', async () => {
    open();
    click('Lahore');
    fireEvent.click(screen.getByRole('button', { name: 'Guaranteed plays' }));
    fireEvent.change(screen.getByTestId('goal-amount'), { target: { value: '20000' } });
    expect(stored().goal).toEqual({ goalType: 'impressions', budget: 25_000, targetImpressions: 20_000 });
    await waitFor(
      () => expect(state.drafts.get('c1')).toMatchObject({ goalType: 'impressions', targetImpressions: 20_000 }),
      { timeout: 30_000 },
    );
    await waitFor(() => expect(screen.getByTestId('goal-plays')).toHaveTextContent('20,000'), { timeout: 30_000 });
  });

  test('when the budget is below the minimum, then the field says so inline', () => {
    open();
    click('Lahore');
    fireEvent.change(screen.getByTestId('goal-amount'), { target: { value: '100' } });
    expect(screen.getByTestId('goal-panel')).toHaveTextContent(/The minimum budget is PKR 5,000/);
  });

  test('when the estimate fails, then the panel says it is unavailable with the message', async () => {
    state.estimateFails = true;
    open();
    click('Lahore');
    expect(await screen.findByTestId('estimate-error', {}, { timeout: 30_000 })).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
  });

  test('when the selection changes, then it is saved to the server as niche targeting and a new visit restores it', async () => {
    const first = open();
    click('Finance');
    click('Karachi');
    await waitFor(
      () => expect(state.drafts.get('c1')).toMatchObject({ customTargeting: 'niche', cities: ['karachi'] }),
      { timeout: 30_000 },
    );
    await waitFor(() => expect(state.drafts.get('c1')?.nicheTargeting?.interests).toEqual(['finance']), {
      timeout: 5000,
    });
    expect(stored().campaignId).toBe('c1');
    first.unmount();
    open();
    expect(screen.getByLabelText('Finance')).toBeChecked();
    expect(screen.getByLabelText('Karachi')).toBeChecked();
  });

  test('when Reset is pressed, then every choice is cleared', () => {
    open();
    click('Finance');
    click('Quetta');
    fireEvent.click(screen.getByText('Reset'));
    expect(screen.getByLabelText('Finance')).not.toBeChecked();
    expect(stored().state).toMatchObject({ interests: [], cities: [] });
  });

  test('when Save is pressed, then the draft is saved and the wizard opens on step 1 with it, not on Creative', async () => {
    open();
    click('Gaming');
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/campaigns\/new$/), {
      timeout: 5000,
    });
    expect(state.drafts.get('c1')).toMatchObject({
      customTargeting: 'niche',
      nicheTargeting: { interests: ['gaming'] },
    });
    expect(readSession()).toEqual({ campaignId: 'c1', step: 1, pending: {} });
    expect(window.localStorage.getItem(NICHE_STORAGE_KEY)).toBeNull();
  });

  test('when the save fails, then an Error toast carries the server message and the page stays', async () => {
    server.use(http.post('/api/campaigns', () => new HttpResponse('Campaign store unavailable', { status: 503 })));
    open();
    fireEvent.click(screen.getByText('Save'));
    const toast = (await screen.findByText('Error', {}, { timeout: 30_000 })).closest('.euiToast') as HTMLElement;
    expect(toast).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByTestId('where')).toHaveTextContent('/niche-targeting');
  });
});

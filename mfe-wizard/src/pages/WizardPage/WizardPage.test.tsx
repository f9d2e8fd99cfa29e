import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { renderWizardAt } from '../../testing/test-render-wizard';
import { App } from '../../App/App';
import type { WizardServerState } from '../../testing/test-handlers';
import { startWizardServer } from '../../testing/test-wizard-server';
import { writeSession } from '../../draft/wizard-session';

let state: WizardServerState;
startWizardServer((s) => (state = s));

const open = (path = '/campaigns/new') => renderWizardAt(<App />, path);
// Role queries with names are slow on a page this size in jsdom; text and data attributes find the same things.
const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;
const continueButton = () => button('Continue');
const slot = (id: string) => document.querySelector(`[data-slot="${id}"]`) as HTMLButtonElement;
const typeName = async (value: string) =>
  fireEvent.change(await screen.findByLabelText('Campaign Name *'), { target: { value } });

async function fillStep1(user: ReturnType<typeof userEvent.setup>) {
  await typeName('Eid Sale');
  await user.selectOptions(screen.getByLabelText('Campaign Objective *'), 'awareness');
  await user.type(screen.getByPlaceholderText('Search by city or province'), 'kar');
  await user.keyboard('{Enter}');
  await user.click(button('1 week'));
  await user.click(slot('20-21'));
}

describe('wizard page', () => {
  test('when step 1 is filled field by field, then Continue is enabled only at the end and leads to Creative', async () => {
    const user = userEvent.setup();
    open();
    await fillStep1(user);
    expect(continueButton()).toBeEnabled();
    await typeName('   ');
    expect(continueButton()).toBeDisabled();
    await typeName('Eid Sale');
    await user.click(slot('20-21'));
    expect(continueButton()).toBeDisabled();
    await user.click(slot('20-21'));
    await user.click(continueButton());
    expect(await screen.findByTestId('wizard-step-2')).toBeInTheDocument();
    expect(screen.getByText('Back')).toBeInTheDocument();
  });

  test('when the advertiser works, then the draft is created once and later changes are patched', async () => {
    const user = userEvent.setup();
    open();
    await fillStep1(user);
    await waitFor(
      () =>
        expect(state.calls.filter((c) => c.method === 'PATCH' || c.path === '/api/campaigns').length).toBeGreaterThan(
          0,
        ),
      { timeout: 3000 },
    );
    await typeName('Eid Sale!');
    await waitFor(() => expect(state.drafts.get('c1')?.name).toBe('Eid Sale!'), { timeout: 3000 });
    expect(state.calls.filter((c) => c.method === 'POST' && c.path === '/api/campaigns')).toHaveLength(1);
    expect(state.drafts.get('c1')).toMatchObject({ cities: ['karachi'], objective: 'awareness', timeSlots: ['20-21'] });
  });

  test('when the tab session names a saved draft, then a reload restores it on its step', async () => {
    state.drafts.set('c9', { name: 'Restored', cities: ['lahore'] });
    writeSession({ campaignId: 'c9', step: 1, pending: { objective: 'retention' } });
    open();
    expect(await screen.findByDisplayValue('Restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Campaign Objective *')).toHaveValue('retention');
    expect(
      within(screen.getByTestId('selected-cities')).getByText('Lahore', { selector: '.euiBadge__text' }),
    ).toBeInTheDocument();
  });

  test.each([
    ['?step=2', 'wizard-step-2'],
    ['?step=3', 'wizard-step-3'],
    ['?step=4', 'wizard-step-1'],
    ['?step=1.5', 'wizard-step-1'],
    ['?step=abc', 'wizard-step-1'],
  ])('when the address has %s, then %s shows and the address is reset to /campaigns/new', async (query, testId) => {
    open(`/campaigns/new${query}`);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/campaigns\/new$/);
  });

  test('when continue names a draft with step 2, then that draft is loaded on step 2', async () => {
    state.drafts.set('c7', { name: 'Old draft' });
    open('/campaigns/new?continue=c7&step=2');
    expect(await screen.findByTestId('wizard-step-2')).toBeInTheDocument();
    expect(state.calls.some((c) => c.method === 'GET' && c.path === '/api/campaigns/c7')).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/campaigns\/new$/);
  });

  test('when continue names a draft without a step and its step 1 is incomplete, then it opens on step 1', async () => {
    state.drafts.set('c8', { name: 'Half done' });
    open('/campaigns/new?continue=c8');
    expect(await screen.findByTestId('wizard-step-1')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Half done')).toBeInTheDocument();
  });

  test('when continue names a draft without a step and its step 1 is done, then it opens on step 2', async () => {
    state.drafts.set('c9', {
      name: 'Step one done',
      objective: 'awareness',
      cities: ['karachi'],
      startDate: '2030-01-10',
      endDate: '2030-01-16',
      timeSlots: ['18-19'],
    });
    open('/campaigns/new?continue=c9');
    expect(await screen.findByTestId('wizard-step-2')).toBeInTheDocument();
  });

  test('when duplicate names a campaign, then a copy is made and opened', async () => {
    state.drafts.set('c5', { name: 'Winter' });
    state.nextId = 6;
    open('/campaigns/new?duplicate=c5');
    expect(await screen.findByDisplayValue('Winter (copy)')).toBeInTheDocument();
  });

  test('when type=upload is given, then it is kept in the draft that is saved', async () => {
    open('/campaigns/new?type=upload');
    await screen.findByTestId('wizard-step-1');
    await waitFor(() => expect(state.drafts.get('c1')?.customTargeting).toBe('upload'), { timeout: 3000 });
  });

  test('when Cancel is pressed on step 1, then the wizard goes home', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByTestId('wizard-step-1');
    await user.click(button('Cancel'));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  test('when Pay & Launch is pressed without the terms, then the Terms Required toast shows', async () => {
    const user = userEvent.setup();
    open('/campaigns/new?step=3');
    await screen.findByTestId('wizard-step-3');
    await user.click(button('Pay & Launch Campaign'));
    expect(await screen.findByText('Terms Required')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms and policies before proceeding.')).toBeInTheDocument();
  });

  test('when the step changes, then the toast of the last step goes with it instead of lingering over the next step', async () => {
    const user = userEvent.setup();
    open('/campaigns/new?step=3');
    await screen.findByTestId('wizard-step-3');
    await user.click(button('Pay & Launch Campaign'));
    expect(await screen.findByText('Terms Required')).toBeInTheDocument();
    await user.click(button('Back'));
    await screen.findByTestId('wizard-step-2');
    expect(screen.queryByText('Terms Required')).toBeNull();
  });
});

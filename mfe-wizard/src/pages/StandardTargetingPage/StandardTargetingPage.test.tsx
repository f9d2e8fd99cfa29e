import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { renderWizardAt } from '../../testing/test-render-wizard';
import { DEFAULT_DRAFT } from '../../draft/default-draft';
import type { WizardServerState } from '../../testing/test-handlers';
import { startWizardServer } from '../../testing/test-wizard-server';
import { StandardTargetingPage } from './StandardTargetingPage';

jest.setTimeout(60_000);

let state: WizardServerState;
const server = startWizardServer((s) => (state = s));

const open = () => renderWizardAt(<StandardTargetingPage />, '/standard-targeting');
const saveButton = () => screen.getByText('Save and Continue').closest('button') as HTMLButtonElement;

async function pickCity(user: ReturnType<typeof userEvent.setup>, query: string) {
  await user.type(screen.getByPlaceholderText('Search by city or province'), query);
  await user.keyboard('{Enter}');
}
const errorToast = async () =>
  (await screen.findByText('Error', {}, { timeout: 5000 })).closest('.euiToast') as HTMLElement;

describe('standard targeting page', () => {
  test('when no city is chosen, then Save and Continue is disabled, and a city enables it; removing it disables it again', async () => {
    const user = userEvent.setup();
    open();
    expect(saveButton()).toBeDisabled();
    await pickCity(user, 'lah');
    expect(saveButton()).toBeEnabled();
    fireEvent.click(screen.getByText('Clear All'));
    expect(saveButton()).toBeDisabled();
  });

  test('when the page opens, then the frequency cap is 3', () => {
    open();
    expect(screen.getByRole('slider', { name: 'Frequency cap per day' })).toHaveValue('3');
  });

  test('when Save and Continue is pressed, then the full draft is posted and the wizard opens it on step 1', async () => {
    const user = userEvent.setup();
    open();
    fireEvent.change(screen.getByLabelText('Campaign Name'), { target: { value: 'Karachi launch' } });
    await pickCity(user, 'kar');
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await user.click(saveButton());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/campaigns/new?continue=c1&step=1'), {
      timeout: 5000,
    });
    const posts = state.calls.filter((c) => c.method === 'POST' && c.path === '/api/campaigns');
    expect(posts).toHaveLength(1);
    const body = posts[0].body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(DEFAULT_DRAFT).sort());
    expect(body).toMatchObject({
      name: 'Karachi launch',
      cities: ['karachi'],
      gender: 'female',
      freqCapPerDay: 3,
      timezone: 'Asia/Karachi',
    });
  });

  test('when the server refuses the save, then an Error toast shows its message and the page stays', async () => {
    server.use(http.post('/api/campaigns', () => new HttpResponse('Choose at most 100 cities', { status: 400 })));
    const user = userEvent.setup();
    open();
    await pickCity(user, 'isl');
    await user.click(saveButton());
    expect(await errorToast()).toHaveTextContent('Choose at most 100 cities.');
    expect(screen.getByTestId('where')).toHaveTextContent('/standard-targeting');
    expect(saveButton()).toBeEnabled();
  });

  test('when the network fails during the save, then the Error toast says "Failed to save campaign. Please try again."', async () => {
    server.use(http.post('/api/campaigns', () => HttpResponse.error()));
    const user = userEvent.setup();
    open();
    await pickCity(user, 'pesh');
    await user.click(saveButton());
    expect(await errorToast()).toHaveTextContent('Failed to save campaign. Please try again.');
  });
});

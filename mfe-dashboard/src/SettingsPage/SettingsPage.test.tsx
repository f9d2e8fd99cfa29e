import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { testUser } from '@rbt/web-kit/src/testing';
import { mswServer, renderDash } from '../test-fixtures';
import { App } from '../App/App';

const server = mswServer();
const STORED = { name: 'Ayesha Khan', company: 'Khan Traders', address: '12 Mall Road, Lahore', ntn: '1234567-8' };

describe('Settings page (/settings)', () => {
  test('when billing details are saved, then Settings shows them and a change is sent and shown without checkout', async () => {
    const puts: unknown[] = [];
    server.use(
      http.get('/api/billing/profile', () => HttpResponse.json({ profile: STORED })),
      http.put('/api/billing/profile', async ({ request }) => {
        const body = (await request.json()) as typeof STORED;
        puts.push(body);
        return HttpResponse.json({ profile: body });
      }),
    );
    renderDash(<App />, { path: '/settings' });
    const card = await screen.findByTestId('settings-billing');
    expect(card).toHaveTextContent('Khan Traders');
    expect(card).toHaveTextContent('NTN 1234567-8');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('settings-edit-billing'));
    await user.clear(screen.getByLabelText('Company'));
    await user.type(screen.getByLabelText('Company'), 'Khan & Sons');
    await user.click(screen.getByTestId('save-billing-profile'));
    expect(await screen.findByTestId('settings-saved')).toBeInTheDocument();
    expect(screen.getByTestId('settings-billing')).toHaveTextContent('Khan & Sons');
    expect(puts).toEqual([{ ...STORED, company: 'Khan & Sons' }]);
  });

  test('when none are saved yet, then the form opens with the name and company given at sign-up', async () => {
    server.use(http.get('/api/billing/profile', () => HttpResponse.json({ profile: null })));
    renderDash(<App />, { path: '/settings', user: { ...testUser, companyName: 'Chai Wala Co.' } });
    await screen.findByTestId('billing-profile-form');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ayesha Khan');
    await waitFor(() => expect(screen.getByLabelText('Company')).toHaveValue('Chai Wala Co.'));
  });

  test('when the header is shown, then Settings is one of its links', async () => {
    server.use(http.get('/api/billing/profile', () => HttpResponse.json({ profile: null })));
    renderDash(<App />, { path: '/settings' });
    expect(await screen.findByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });
});

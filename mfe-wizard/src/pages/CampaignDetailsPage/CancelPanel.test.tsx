import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { loadFormatLanguage, setFormatLanguage } from '@rbt/web-kit/src/format/language';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { englishWords } from '@rbt/test-kit/src/english-words';
import { NO_ACTIONS, type Refund } from '@rbt/contracts';
import { WIZ_UR as ur } from '../../testing/test-catalogs';
import { campaignDetail } from '../../testing/test-fixtures';
import { refundOf } from '@rbt/test-kit/src/refund';
import { renderWizard } from '../../testing/test-render-wizard';
import { CancelPanel } from './CancelPanel';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => setFormatLanguage('en'));

const scheduled = campaignDetail({ status: 'scheduled', actions: { ...NO_ACTIONS, cancel: true } });
const refund = (o: Partial<Refund>) => refundOf({ campaignId: scheduled.id, campaignName: scheduled.name, ...o });

describe('CancelPanel', () => {
  test('when the owner chooses account credit and confirms, then the service is asked for credit and the page says it was kept as credit', async () => {
    let asked: unknown;
    server.use(
      http.post(`/api/campaigns/${scheduled.id}/cancel`, async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json({
          status: 'cancelled',
          refunds: [refund({ destination: 'credit', state: 'credited' })],
        });
      }),
    );
    renderWizard(<CancelPanel campaign={scheduled} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel campaign' }));
    await userEvent.click(screen.getByLabelText('Keep it as account credit for my next campaign'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel campaign and return the money' }));
    expect(await screen.findByTestId('cancel-done')).toHaveTextContent(/12,400\.00 kept as account credit/);
    expect(asked).toEqual({ refundTo: 'credit' });
  });

  test('when the provider has not refunded yet, then the page never says refunded and says it keeps trying', async () => {
    server.use(
      http.post(`/api/campaigns/${scheduled.id}/cancel`, () =>
        HttpResponse.json({ status: 'cancelled', refunds: [refund({ state: 'pending' })] }),
      ),
    );
    renderWizard(<CancelPanel campaign={scheduled} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel campaign' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel campaign and return the money' }));
    const done = await screen.findByTestId('cancel-done');
    expect(done).toHaveTextContent('we keep trying');
    expect(done).not.toHaveTextContent('refunded to');
  });

  test('when the page is Urdu, then the choice carries no English', async () => {
    await loadFormatLanguage('ur');
    renderWizard(<CancelPanel campaign={scheduled} />, { language: 'ur', messages: ur, kitMessages: kitUr });
    await userEvent.click(screen.getByRole('button', { name: 'مہم منسوخ کریں' }));
    expect(screen.getByTestId('cancel-panel')).toHaveTextContent('اکاؤنٹ کریڈٹ');
    expect(englishWords(document.body)).toEqual([]);
  });
});

import { screen, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { bellHandlers } from '@rbt/web-kit/src/testing';
import { karachiToday, type DncList } from '@rbt/contracts';
import { App } from '../App/App';
import { adminHandlers, adminUser, renderAdmin } from '../test-fixtures';

const server = setupServer(...bellHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
let inForce: DncList | null = null;
let uploaded: (string | null)[] = [];
let refuse = false;
const list = (hashes: number): DncList => ({
  listId: 'l1',
  hashes,
  uploadedAt: '2030-01-10T05:00:00.000Z',
  uploadedBy: 'admin@rbt.local',
});
beforeEach(() => {
  inForce = null;
  uploaded = [];
  refuse = false;
  server.use(
    ...adminHandlers({ rows: [], capacity: [], seen: [] }),
    http.get('/api/admin/suppressions', () => HttpResponse.json({ dnc: inForce, optOuts: 12 })),
    http.get('/api/admin/suppressions/audit', ({ request }) => {
      const to = new URL(request.url).searchParams.get('to') as string;
      return HttpResponse.json({
        days: [{ date: to, optOuts: 3, dncUploads: inForce ? [inForce] : [] }],
      });
    }),
    // jsdom's XMLHttpRequest does not hand a File's bytes to msw: the upload is judged by its headers here.
    http.post('/api/admin/suppressions/dnc', ({ request }) => {
      if (refuse)
        return HttpResponse.json(
          { error: { code: 'validation_failed', message: 'line 1: A phone number is not accepted: hash it first' } },
          { status: 400 },
        );
      uploaded.push(request.headers.get('content-type'));
      inForce = list(2);
      return HttpResponse.json(inForce);
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openTab() {
  const user = userEvent.setup();
  renderAdmin(<App />, { path: '/admin', user: adminUser });
  await user.click(await screen.findByRole('tab', { name: 'Suppressions' }));
  return user;
}
const file = (text: string) => new File([text], 'dnc.txt', { type: 'text/plain' });

describe('SuppressionsTab', () => {
  it('when an admin uploads the register, then the file is sent as it is and the register in force is shown', async () => {
    const user = await openTab();
    expect(await screen.findByText('No register uploaded yet.')).toBeInTheDocument();
    expect(screen.getByTestId('opt-outs')).toHaveTextContent('12 callers opted out (pressed 9).');
    const audit = await screen.findByTestId('suppression-audit');
    const today = (await within(audit).findByText(karachiToday())).closest('tr') as HTMLElement;
    expect(within(today).getByText('3')).toBeInTheDocument();
    await user.upload(screen.getByTestId('dnc-file'), file(`${'a'.repeat(64)}\n${'b'.repeat(64)}\n`));
    await user.click(screen.getByRole('button', { name: 'Upload register' }));
    expect(await screen.findByTestId('dnc-uploaded')).toHaveTextContent('Register in force: 2 numbers.');
    expect(uploaded).toEqual(['text/plain']);
    expect(await screen.findByText(/^2 numbers on the register in force/)).toBeInTheDocument();
    expect(await within(audit).findByText('2 numbers by admin@rbt.local')).toBeInTheDocument();
  });

  it('when the file is refused, then the line and reason are shown and nothing is in force', async () => {
    refuse = true;
    const user = await openTab();
    await user.upload(await screen.findByTestId('dnc-file'), file('+923001234567\n'));
    await user.click(screen.getByRole('button', { name: 'Upload register' }));
    expect(await screen.findByText(/line 1: A phone number is not accepted/)).toBeInTheDocument();
    expect(screen.getByTestId('dnc-in-force')).toHaveTextContent('No register uploaded yet.');
  });
});

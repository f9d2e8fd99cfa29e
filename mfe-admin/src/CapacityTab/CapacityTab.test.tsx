import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { bellHandlers } from '@rbt/web-kit/src/testing';
import type { CapacityRow } from '@rbt/contracts';
import { App } from '../App/App';
import { adminHandlers, adminUser, capacityRow, renderAdmin } from '../test-fixtures';
import { CAPACITY_SLOT_IDS, karachiToday } from '@rbt/contracts';

const today = karachiToday();
const state = { rows: [], capacity: [] as CapacityRow[], seen: [] as URL[] };
const uploads: { type: string | null; url: URL; body: string }[] = [];
const server = setupServer(...bellHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  state.seen = [];
  uploads.length = 0;
  state.capacity = [
    capacityRow({ date: today }),
    capacityRow({
      id: 'r2',
      date: today,
      city: 'lahore',
      timeSlot: '08-09',
      bookedCapacity: 0,
      availableCapacity: 1000,
    }),
  ];
  server.use(
    ...adminHandlers(state),
    http.post(/\/api\/admin\/capacity\/upload(\.csv)?$/, async ({ request }) => {
      const body = await request.text();
      uploads.push({ type: request.headers.get('content-type'), url: new URL(request.url), body });
      // The upload changes the data: Karachi 18-19 gets a smaller total, so more of it is used.
      state.capacity[0] = { ...state.capacity[0], totalCapacity: 500, availableCapacity: 250 };
      return HttpResponse.json({ applied: [state.capacity[0]], notApplied: [] });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// One change event instead of a keystroke each: the dialog re-renders 16 inputs per key, slow on a busy machine.
async function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await waitFor(() => expect(input).toHaveValue(value));
}

async function openCapacity() {
  renderAdmin(<App />, { path: '/admin', user: adminUser });
  await userEvent.click(screen.getByRole('tab', { name: 'Capacity' }));
  return screen.findByTestId('heat-map');
}

describe('Capacity tab', () => {
  test("when it opens, then today's rows fill the table and the heat map shows utilisation by city and hour", async () => {
    const map = await openCapacity();
    expect(within(map).getByTestId('heat-karachi-18-19')).toHaveAttribute('data-utilisation', '0.25');
    expect(within(map).getByTestId('heat-lahore-08-09')).toHaveTextContent('0');
    expect(within(map).getByTestId('heat-quetta-08-09')).toHaveAttribute('data-total', '0');
    expect(within(map).getAllByRole('row')).toHaveLength(43); // header + 42 cities
    const table = screen.getByTestId('capacity-table');
    expect(await within(table).findByText('Karachi')).toBeInTheDocument();
    expect(
      state.seen.some(
        (u) =>
          u.pathname === '/api/admin/capacity' &&
          u.searchParams.get('date') === today &&
          u.searchParams.get('city') === 'all',
      ),
    ).toBe(true);
  });

  test('when there are more rows than a page, then 16 show, the next page has the rest, and a column sorts them', async () => {
    // The first 16 hourly slots, 06-07 … 21-22: one page of a day.
    const slots = CAPACITY_SLOT_IDS.slice(0, 16);
    state.capacity = [
      ...slots.map((timeSlot, i) => capacityRow({ id: `k${i}`, date: today, timeSlot })),
      ...slots.slice(0, 4).map((timeSlot, i) => capacityRow({ id: `l${i}`, date: today, city: 'lahore', timeSlot })),
    ];
    await openCapacity();
    const table = screen.getByTestId('capacity-table');
    await waitFor(() => expect(within(table).getAllByText('Karachi')).toHaveLength(16));
    await userEvent.click(document.querySelector<HTMLElement>('[data-test-subj="pagination-button-1"]')!);
    await waitFor(() => expect(within(table).getAllByText('Lahore')).toHaveLength(4));
    await userEvent.click(
      within(table)
        .getByText(/Time slot/)
        .closest('button')!,
    );
    const firstSlots = () =>
      within(table)
        .getAllByRole('row')
        .slice(1, 3)
        .map((r) => r.textContent);
    await waitFor(() =>
      expect(firstSlots()).toEqual([expect.stringContaining('06-07'), expect.stringContaining('06-07')]),
    );
  });

  test('when the city and date filters change, then the rows are asked for that city and date', async () => {
    await openCapacity();
    await userEvent.selectOptions(screen.getByLabelText('Capacity city'), 'lahore');
    await waitFor(() => expect(state.seen.some((u) => u.searchParams.get('city') === 'lahore')).toBe(true));
    expect(within(screen.getByTestId('heat-map')).getAllByRole('row')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Capacity date'), { target: { value: '2030-02-01' } });
    await waitFor(() =>
      expect(
        state.seen.some((u) => u.searchParams.get('date') === '2030-02-01' && u.searchParams.get('city') === 'lahore'),
      ).toBe(true),
    );
  });

  test('when capacity fails to load, then a clear message says so', async () => {
    server.use(
      http.get('/api/admin/capacity', () =>
        HttpResponse.json({ error: { code: 'unavailable', message: 'capacity store is down' } }, { status: 503 }),
      ),
    );
    renderAdmin(<App />, { path: '/admin', user: adminUser });
    await userEvent.click(screen.getByRole('tab', { name: 'Capacity' }));
    const error = await screen.findByTestId('capacity-error');
    expect(error).toHaveTextContent('Capacity could not be loaded');
    expect(error).toHaveTextContent('Something went wrong on our side. Please try again.');
  });

  test('when per-slot capacities are uploaded, then the success toast shows and the heat map changes', async () => {
    const map = await openCapacity();
    // By text, not role: naming every button among the heat map's 128 cells took from 2 s (quiet) to 100 s (load 12) in jsdom.
    fireEvent.click(screen.getByText('Upload capacity').closest('button')!);
    const dialog = await screen.findByTestId('upload-dialog');
    fireEvent.change(within(dialog).getByLabelText('Upload city'), { target: { value: 'karachi' } });
    await fill(within(dialog).getByLabelText('Total capacity 18-19'), '500');
    fireEvent.click(within(dialog).getByTestId('upload-submit'));
    expect(await screen.findByText('Capacity data uploaded successfully')).toBeInTheDocument();
    expect(uploads[0].type).toBe('application/json');
    expect(JSON.parse(uploads[0].body)).toEqual({
      date: today,
      city: 'karachi',
      slots: [{ timeSlot: '18-19', totalCapacity: 500, availableCapacity: 500 }],
    });
    await waitFor(() =>
      expect(within(map).getByTestId('heat-karachi-18-19')).toHaveAttribute('data-utilisation', '0.5'),
    );
  });
});

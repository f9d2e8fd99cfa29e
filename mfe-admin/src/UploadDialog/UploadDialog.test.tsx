import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { bellHandlers } from '@rbt/web-kit/src/testing';
import { ToastProvider } from '../Toasts/Toasts';
import { adminUser, capacityRow, renderAdmin } from '../test-fixtures';
import { UploadDialog } from './UploadDialog';

const uploads: { type: string | null; url: URL; body: string }[] = [];
const server = setupServer(...bellHandlers);
jest.setTimeout(120_000);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  uploads.length = 0;
  server.use(
    http.post(/\/api\/admin\/capacity\/upload(\.csv)?$/, async ({ request }) => {
      uploads.push({
        type: request.headers.get('content-type'),
        url: new URL(request.url),
        body: await request.text(),
      });
      return HttpResponse.json({ applied: [capacityRow()], notApplied: [] });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function open(city = 'all') {
  const onClose = jest.fn();
  renderAdmin(
    <ToastProvider>
      <UploadDialog initialDate="2030-01-10" initialCity={city} onClose={onClose} />
    </ToastProvider>,
    { user: adminUser },
  );
  return { onClose, dialog: screen.getByTestId('upload-dialog') };
}
const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByTestId('upload-submit'));

describe('capacity upload dialog', () => {
  test('when the form is sent without city or any slot, then it says so and nothing is uploaded', async () => {
    const { dialog } = open();
    submit(dialog);
    expect(await within(dialog).findByText('City is required')).toBeInTheDocument();
    expect(within(dialog).getByTestId('slots-message')).toHaveTextContent('At least one slot capacity is required');
    expect(uploads).toHaveLength(0);
  });

  test('when a capacity is negative, then it must be a non-negative integer and nothing is uploaded', async () => {
    const { dialog } = open('karachi');
    fireEvent.change(within(dialog).getByLabelText('Total capacity 08-09'), { target: { value: '-3' } });
    submit(dialog);
    expect(await within(dialog).findByText('Capacities must be non-negative integers')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  test('when per-slot capacities are sent, then the JSON upload goes out, the success toast shows and the dialog closes', async () => {
    const { dialog, onClose } = open('karachi');
    fireEvent.change(within(dialog).getByLabelText('Total capacity 18-19'), { target: { value: '500' } });
    fireEvent.change(within(dialog).getByLabelText('Total capacity 08-09'), { target: { value: 'abc' } });
    submit(dialog);
    expect(await screen.findByText('Capacity data uploaded successfully')).toBeInTheDocument();
    expect(uploads[0].type).toBe('application/json');
    expect(JSON.parse(uploads[0].body)).toEqual({
      date: '2030-01-10',
      city: 'karachi',
      slots: [
        { timeSlot: '08-09', totalCapacity: 0, availableCapacity: 0 },
        { timeSlot: '18-19', totalCapacity: 500, availableCapacity: 500 },
      ],
    });
    expect(onClose).toHaveBeenCalledWith(expect.objectContaining({ notApplied: [] }));
  });

  test('when a CSV file is sent, then it goes as text/csv with the dialog date and city as defaults', async () => {
    const { dialog } = open('lahore');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'CSV file' }));
    submit(dialog);
    expect(await within(dialog).findByText('Choose a CSV file')).toBeInTheDocument();
    const csv = 'timeSlot,totalCapacity\n18-19,500\n';
    fireEvent.change(within(dialog).getByLabelText('CSV file'), {
      target: { files: [new File([csv], 'capacity.csv', { type: 'text/csv' })] },
    });
    submit(dialog);
    expect(await screen.findByText('Capacity data uploaded successfully')).toBeInTheDocument();
    expect(uploads[0]).toMatchObject({ type: 'text/csv', body: csv });
    expect(uploads[0].url.pathname).toBe('/api/admin/capacity/upload.csv');
    expect(Object.fromEntries(uploads[0].url.searchParams)).toEqual({ date: '2030-01-10', city: 'lahore' });
  });

  test('when the service refuses the upload, then the Error toast says "Failed to upload capacity data" and the dialog stays', async () => {
    server.use(
      http.post('/api/admin/capacity/upload', () =>
        HttpResponse.json(
          { error: { code: 'validation_failed', message: 'date: Date must be a valid date (YYYY-MM-DD)' } },
          { status: 400 },
        ),
      ),
    );
    const { dialog, onClose } = open('karachi');
    fireEvent.change(within(dialog).getByLabelText('Total capacity 08-09'), { target: { value: '10' } });
    submit(dialog);
    expect(await screen.findByText('Failed to upload capacity data')).toBeInTheDocument();
    expect(screen.getByTestId('toast-detail')).toHaveTextContent('The date must be a valid date (YYYY-MM-DD).');
    await waitFor(() => expect(onClose).not.toHaveBeenCalled());
  });
});

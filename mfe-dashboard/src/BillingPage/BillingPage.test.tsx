import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Invoice } from '@rbt/contracts';
import { renderPage } from '@rbt/web-kit/src/testing';
import { mswServer } from '../test-fixtures';
import { BillingPage } from './BillingPage';

const server = mswServer();
const invoice = (o: Partial<Invoice> = {}): Invoice => ({
  id: 'i1', number: 'INV-0001', campaignId: 'c1', campaignName: 'Eid Sale', ownerId: 'u1', currency: 'PKR',
  lines: [{ code: 'base', label: 'Base cost', amountPkr: 10000 }, { code: 'platform_fee', label: 'Platform fee (8%)', amountPkr: 800 }, { code: 'vat', label: 'VAT (16%)', amountPkr: 1600 }],
  subtotalPkr: 10800, totalPkr: 12400, issuedAt: '2026-11-20T10:00:00.000Z', status: 'paid', ...o,
});

describe('BillingPage', () => {
  test('when the caller has invoices, then each row shows subtotal, VAT, total and status, and the totals add up', async () => {
    server.use(http.get('/api/invoices', () => HttpResponse.json({ items: [invoice(), invoice({ id: 'i2', number: 'INV-0002', campaignName: 'Ramzan' })] })));
    renderPage(<BillingPage />, { path: '/billing' });
    const row = (await screen.findByText('INV-0001')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Eid Sale');
    expect(row).toHaveTextContent(/10,800\.00/);
    expect(row).toHaveTextContent(/1,600\.00/);
    expect(row).toHaveTextContent(/12,400\.00/);
    expect(row).toHaveTextContent('PAID');
    const totals = screen.getAllByTestId('billing-total').map((t) => t.textContent);
    expect(totals).toEqual([expect.stringContaining('2'), expect.stringMatching(/24,800\.00/), expect.stringMatching(/3,200\.00/)]);
  });

  test('when an invoice is viewed, then the printable invoice opens with its lines', async () => {
    server.use(http.get('/api/invoices', () => HttpResponse.json({ items: [invoice()] })));
    renderPage(<BillingPage />, { path: '/billing' });
    await userEvent.click(await screen.findByRole('button', { name: 'View invoice INV-0001' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Invoice INV-0001')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Invoice INV-0001').getAttribute('srcdoc')).toContain('Platform fee (8%)');
    expect(within(dialog).getByRole('button', { name: 'Print / Save as PDF' })).toBeInTheDocument();
  });

  test('when there are no invoices, then "No invoices yet" shows', async () => {
    server.use(http.get('/api/invoices', () => HttpResponse.json({ items: [] })));
    renderPage(<BillingPage />, { path: '/billing' });
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
  });

  test('when loading invoices fails, then the failure message shows', async () => {
    server.use(http.get('/api/invoices', () => new HttpResponse('unavailable', { status: 503 })));
    renderPage(<BillingPage />, { path: '/billing' });
    expect(await screen.findByRole('alert')).toHaveTextContent('503: unavailable');
  });
});

import { z } from 'zod';
import { CheckoutCredit, CheckoutResponse, PaymentRequest, PaymentStatusResponse } from '../payments';
import { apiRoute } from './api-route';

const field = (what: string) => z.string().optional().describe(what);
/**
 * A provider's callback fields in the query, under the body's (a form post or JSON); a GET return has them only
 * there. The ones the service reads are named; every other one is kept as sent (`catchall`): a provider adds fields
 * of its own, and JazzCash's `pp_SecureHash` is checked over every `pp…` field there is, so none may be dropped or
 * changed. A field sent twice is a 400 naming it.
 */
const ReturnQuery = z
  .object({
    auth_token: field("Easypaisa's first return: the token posted on to its Confirm.jsf"),
    orderRefNumber: field("Easypaisa's final return: our payment reference"),
    orderRefNum: field('Easypaisa: our payment reference, the other spelling'),
    amount: field('The amount, where a provider names it: compared with the payment'),
    pp_TxnRefNo: field('JazzCash: our payment reference'),
    pp_Amount: field('JazzCash: the amount in paisa, compared with the payment'),
    pp_TxnCurrency: field('JazzCash: PKR'),
    pp_MerchantID: field('JazzCash: our merchant id'),
    pp_SecureHash: field('JazzCash: the hash over every `pp…` field, as sent'),
  })
  .catchall(z.string());
const IpnQuery = ReturnQuery.pick({ orderRefNumber: true, pp_TxnRefNo: true }).catchall(z.string());

/** Card and wallet payments: the attempt, the provider's return and notification, the status (svc-campaigns). */
export const PAYMENT_API = {
  start: apiRoute({
    method: 'post',
    path: '/api/campaigns/{id}/payments',
    summary:
      "Start a payment attempt at the locked quote: the answer's form sends the browser to the provider's page (Idempotency-Key required)",
    tag: 'Billing',
    service: 'svc-campaigns',
    body: PaymentRequest,
    success: { status: 201, schema: CheckoutResponse },
    errors: [409],
  }),
  returnPost: apiRoute({
    method: 'post',
    path: '/api/payments/{provider}/return',
    summary:
      "The payer's browser back from the provider's page (a signed form post from the provider's site): checked, then the provider is asked; redirects to the checkout or details page",
    tag: 'Billing',
    service: 'svc-campaigns',
    access: 'public',
    query: ReturnQuery,
    rawBody: 'application/x-www-form-urlencoded',
    success: { status: 303, description: 'Redirect to the page that shows the payment' },
  }),
  returnGet: apiRoute({
    method: 'get',
    path: '/api/payments/{provider}/return',
    summary:
      "The same return, for a provider that sends the payer back with a GET. Easypaisa's first return carries auth_token: answered 200 with a self-submitting form to its Confirm.jsf, nothing changed",
    tag: 'Billing',
    service: 'svc-campaigns',
    access: 'public',
    query: ReturnQuery,
    success: { status: 303, description: 'Redirect to the page that shows the payment' },
  }),
  ipn: apiRoute({
    method: 'post',
    path: '/api/payments/{provider}/ipn',
    summary: "The provider's notification: only a trigger for the server's own status inquiry",
    tag: 'Billing',
    service: 'svc-campaigns',
    access: 'public',
    query: IpnQuery,
    rawBody: 'application/json',
    success: { status: 200, description: 'Received' },
  }),
  easypaisaIpn: apiRoute({
    method: 'get',
    path: '/api/payments/easypaisa/ipn',
    summary:
      "Easypaisa's notification (?url= its order-status URL, fetched only from the configured Easypay host): a trigger for the inquiry",
    tag: 'Billing',
    service: 'svc-campaigns',
    access: 'public',
    query: z.object({ url: z.string().describe("Easypay's order-status URL of the order (on the configured host)") }),
    success: { status: 200, description: 'Received' },
    errors: [400],
  }),
  checkoutCredit: apiRoute({
    method: 'get',
    path: '/api/campaigns/{id}/checkout-credit',
    summary: "What the owner's account credit pays of the amount due now, and what is left to pay (server figures)",
    tag: 'Billing',
    service: 'svc-campaigns',
    success: { status: 200, schema: CheckoutCredit },
  }),
  status: apiRoute({
    method: 'get',
    path: '/api/campaigns/{id}/payments/{reference}',
    summary: 'Where a payment attempt stands (paid only once the provider confirmed it to the server)',
    tag: 'Billing',
    service: 'svc-campaigns',
    success: { status: 200, schema: PaymentStatusResponse },
  }),
};

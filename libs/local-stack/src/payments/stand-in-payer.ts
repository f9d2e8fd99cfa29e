// Pays a checkout form through the JazzCash stand-in as a browser would (form post, hosted page, auto-posted return);
// the soak, the browser tests and the services' tests all pay this way.

export interface HostedCheckout {
  actionUrl: string;
  fields: Record<string, string>;
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The action and hidden fields of a self-submitting form page. */
export function formOfPage(html: string): { action: string; fields: Record<string, string> } {
  const action = unescape(/<form method="post" action="([^"]*)"/.exec(html)?.[1] ?? '');
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[unescape(m[1])] = unescape(m[2]);
  return { action, fields };
}

const post = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

export interface StandInPayment {
  /** What the stand-in posted back (signed), and where to. */
  returnTo: string;
  returnFields: Record<string, string>;
  /** The portal's answer to the return (a 303 to the checkout page when accepted); absent with `deliver: false`. */
  returned?: Response;
}

/**
 * Posts the form to the stand-in's hosted page, answers it (a test wallet number chooses the outcome:
 * libs/local-stack/src/payments/jazzcash-sandbox-rules.ts), and delivers the return to the portal. `returnBase`
 * replaces the return URL's origin (a test server listens on a port the form could not know).
 */
export async function payAtJazzcashStandIn(
  checkout: HostedCheckout,
  opts: { mobile?: string; card?: string; cancel?: boolean; returnBase?: string; deliver?: boolean } = {},
): Promise<StandInPayment> {
  const page = await post(checkout.actionUrl, checkout.fields);
  if (page.status !== 200) throw new Error(`stand-in refused the checkout form: ${page.status} ${await page.text()}`);
  const hosted = formOfPage(await page.text());
  const answer = await post(new URL('/CustomerPortal/pay', checkout.actionUrl).toString(), {
    ref: hosted.fields.ref,
    mobile: opts.mobile ?? '03123456789',
    cnic: '123456',
    card: opts.card ?? '4111111111111111',
    ...(opts.cancel ? { cancel: '1' } : {}),
  });
  const back = formOfPage(await answer.text());
  const target = new URL(back.action);
  const returnTo = opts.returnBase ? `${opts.returnBase}${target.pathname}` : back.action;
  if (opts.deliver === false) return { returnTo, returnFields: back.fields };
  return { returnTo, returnFields: back.fields, returned: await post(returnTo, back.fields) };
}

/** Delivers (or re-delivers) a provider return as the payer's browser would. */
export const postReturn = post;

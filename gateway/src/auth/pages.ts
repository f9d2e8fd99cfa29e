/** Server-rendered sign-in and sign-up pages: they work without JavaScript and load nothing external. */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · RBT Ads</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f4fa;margin:0;color:#1d1e24}
main{max-width:420px;margin:8vh auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:24px;margin:0 0 4px}p.sub{color:#5a6270;margin:0 0 24px}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #cad3e2;border-radius:6px;font-size:15px}
button{margin-top:22px;width:100%;padding:11px;border:0;border-radius:6px;background:#0b64dd;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.err{background:#fbe9e9;color:#a71627;padding:10px 12px;border-radius:6px;margin-bottom:8px}
.note{background:#e6f1fa;color:#0b4a8b;padding:10px 12px;border-radius:6px;margin-bottom:8px}
.alt{margin-top:18px;font-size:14px;text-align:center}a{color:#0b64dd}
.brand{font-weight:700;color:#0b64dd;text-decoration:none;display:inline-block;margin-bottom:18px}
</style></head><body><main><a class="brand" href="/">RBT Ads</a>${body}</main></body></html>`;

export function signInPage(opts: { error?: string; notice?: string; email?: string; returnTo?: string } = {}): string {
  return layout(
    'Sign in',
    `<h1>Sign in</h1><p class="sub">Build, price and launch ringback-tone audio campaigns.</p>
${opts.error ? `<div class="err" role="alert">${esc(opts.error)}</div>` : ''}${opts.notice ? `<div class="note" role="status">${esc(opts.notice)}</div>` : ''}
<form method="post" action="/api/auth/signin">
<input type="hidden" name="returnTo" value="${esc(opts.returnTo ?? '/')}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${esc(opts.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>
<p class="alt">New to RBT Ads? <a href="/signup">Create an account</a></p>`,
  );
}

export function signUpPage(opts: { error?: string; values?: Record<string, string> } = {}): string {
  const v = (k: string) => esc(opts.values?.[k] ?? '');
  return layout(
    'Create account',
    `<h1>Create your account</h1><p class="sub">Start your first campaign in minutes.</p>
${opts.error ? `<div class="err" role="alert">${esc(opts.error)}</div>` : ''}
<form method="post" action="/api/auth/signup">
<label for="firstName">First name</label><input id="firstName" name="firstName" required value="${v('firstName')}" autocomplete="given-name">
<label for="lastName">Last name</label><input id="lastName" name="lastName" value="${v('lastName')}" autocomplete="family-name">
<label for="companyName">Company name</label><input id="companyName" name="companyName" value="${v('companyName')}" autocomplete="organization">
<label for="email">Email</label><input id="email" name="email" type="email" required value="${v('email')}" autocomplete="email">
<label for="password">Password</label><input id="password" name="password" type="password" minlength="8" required autocomplete="new-password">
<button type="submit">Create account</button></form>
<p class="alt">Already have an account? <a href="/signin">Sign in</a></p>`,
  );
}

/** GET /api/logout (an old link or a typed address): signing out changes state, so it takes a POST from this form. */
export function signOutPage(): string {
  return layout(
    'Sign out',
    `<h1>Sign out</h1><p class="sub">Sign out of RBT Ads on this browser?</p>
<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>
<p class="alt"><a href="/">Back to the portal</a></p>`,
  );
}

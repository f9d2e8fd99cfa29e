/**
 * The demo operator platform and a key for the traffic generator, through the gateway's admin API with an admin's
 * session: `POST /api/admin/platforms {name}` → `{ platform, key: { id, secret } }` (the secret is shown once). A
 * platform of that name made by an earlier `npm start` gets a fresh key instead (`POST …/:id/keys`, no overlap),
 * since its old secret was never kept.
 */
export async function ensureDemoPlatformKey(baseUrl: string, adminCookie: string, name = 'Demo operator') {
  // The gateway refuses cross-origin writes: say we come from the portal itself.
  const headers = { 'content-type': 'application/json', cookie: adminCookie, origin: baseUrl };
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json ?? {};
  };
  const list = (await send('GET', '/api/admin/platforms')) as { platforms?: { id: string; name: string }[] };
  const existing = list.platforms?.find((p) => p.name === name);
  const issued = existing
    ? await send('POST', `/api/admin/platforms/${existing.id}/keys`, { overlapHours: 0 })
    : await send('POST', '/api/admin/platforms', { name });
  const secret = (issued.key as { secret?: unknown } | undefined)?.secret;
  if (typeof secret !== 'string') throw new Error(`no key secret in the answer: ${JSON.stringify(issued)}`);
  return secret;
}

/** An admin's session cookie from the portal's sign-in (the local stack seeds admin@rbt.local). */
export async function adminCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!res.ok || !cookie) throw new Error(`admin sign-in failed: ${res.status}`);
  return cookie;
}

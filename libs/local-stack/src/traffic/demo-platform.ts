/**
 * The demo operator platform and its key, made through the gateway's admin API (`POST /api/admin/platforms {name}`
 * → `{ platform, key }`, the key shown once) with an admin's session cookie. Wired into `npm start` once the
 * platform keys land; until then the generator takes TRAFFIC_PLATFORM_KEY.
 */
export async function ensureDemoPlatformKey(
  baseUrl: string,
  adminCookie: string,
  name = 'Demo operator',
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/admin/platforms`, {
    method: 'POST',
    // The gateway refuses cross-origin writes: say we come from the portal itself.
    headers: { 'content-type': 'application/json', cookie: adminCookie, origin: baseUrl },
    body: JSON.stringify({ name }),
  });
  const body = (await res.json().catch(() => null)) as { key?: unknown } | null;
  if (!res.ok || typeof body?.key !== 'string') {
    throw new Error(`creating the demo platform failed: ${res.status} ${JSON.stringify(body)}`);
  }
  return body.key;
}

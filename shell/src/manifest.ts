import { z } from 'zod';
import type { RemoteName } from './routes';

/**
 * GET /mf-manifest.json: where each remote's remoteEntry.js lives right now. Fetched at start, so a
 * remote can be redeployed (new URL) without rebuilding the shell. Relative URLs resolve against the page.
 */
export const RemoteManifest = z.object({
  remotes: z.record(z.enum(['dashboard', 'wizard', 'admin', 'help']), z.string().min(1)),
});
export type RemoteManifest = z.infer<typeof RemoteManifest>;

export async function fetchManifest(url = '/mf-manifest.json'): Promise<Partial<Record<RemoteName, string>>> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  const { remotes } = RemoteManifest.parse(await res.json());
  return Object.fromEntries(
    Object.entries(remotes).map(([name, entry]) => [name, new URL(entry, window.location.href).href]),
  );
}

import { AudienceListMembers } from '@rbt/contracts';
import { signIdentity } from '@rbt/service-kit';

/**
 * Customer-list members from svc-pricing (capacity never reads pricing's database), signed as a service. Lists are
 * immutable once uploaded, so each is fetched once per instance and kept as a Set for O(1) membership.
 */
export function audienceListClient(baseUrl: string, secret: string, timeoutMs: number) {
  const cache = new Map<string, Promise<ReadonlySet<string> | null>>();
  const fetchList = async (id: string): Promise<ReadonlySet<string> | null> => {
    const res = await fetch(`${baseUrl}/api/audience-lists/${encodeURIComponent(id)}/hashes`, {
      headers: signIdentity(secret, { id: 'svc-capacity', role: 'service', email: '' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`svc-pricing answered ${res.status} for list ${id}`);
    const body = AudienceListMembers.safeParse(await res.json());
    return body.success ? new Set(body.data.hashes) : null;
  };
  return {
    /** The list's hashed numbers; a failure is not cached (the next reload asks again) and reads as no members. */
    members: async (id: string): Promise<ReadonlySet<string> | null> => {
      let p = cache.get(id);
      if (!p) {
        p = fetchList(id);
        cache.set(id, p);
      }
      try {
        return await p;
      } catch {
        cache.delete(id);
        return null;
      }
    },
  };
}
export type AudienceListClient = ReturnType<typeof audienceListClient>;

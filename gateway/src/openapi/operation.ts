import type { z, ZodTypeAny } from 'zod';

/** One /api operation as the gateway exposes it; `statuses` are the answers besides the success one. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path template ({id}, not :id). */
  path: string;
  summary: string;
  /** Longer words for the reader of the API (markdown), e.g. an operator's engineer. */
  description?: string;
  tag: string;
  /**
   * public: no session needed; admin: 403 for non-admins; platform: a platform API key (Bearer), no session;
   * service: our services only (403 for every browser caller). Admin and service operations are listed only in the
   * document admins get.
   */
  access?: 'public' | 'admin' | 'platform' | 'service';
  query?: z.AnyZodObject;
  body?: ZodTypeAny;
  /** Request body that is not JSON (raw upload, CSV). */
  rawBody?: string;
  success: { status: number; schema?: ZodTypeAny; contentType?: string; description?: string };
  /** Extra error statuses the route itself answers (400/401/403/404 are derived; 5xx are added for proxied routes). */
  errors?: number[];
  /** An error status whose body is not the error envelope (the health check's 503 is the same report, degraded). */
  errorBodies?: Partial<Record<number, ZodTypeAny>>;
  /** This operation's own words for an answer status, where the generic reason would mislead (a key, not a session). */
  reasons?: Partial<Record<number, string>>;
  /** Answered by the gateway itself (no 502/504 from a service being down). */
  gateway?: boolean;
}

import { z, type ZodTypeAny } from 'zod';

/** Who answers a route: the gateway itself or the service it proxies to. */
export type ApiService = 'gateway' | 'svc-campaigns' | 'svc-capacity' | 'svc-media' | 'svc-pricing';

/**
 * One route's contract, written once: the owning service registers the route from it (and parses `body` and `query`
 * with these very schemas), and the gateway's OpenAPI document is generated from it. `errors` are the answers
 * besides the success one.
 */
export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path template ({id}, not :id). */
  path: string;
  summary: string;
  /** Longer words for the reader of the API (markdown), e.g. an operator's engineer. */
  description?: string;
  tag: string;
  /** The gateway's own routes answer without a service behind them (no 502/504 from a service being down). */
  service: ApiService;
  /**
   * public: no session needed; admin: 403 for non-admins; platform: a platform API key (Bearer), no session;
   * service: our services only (403 for every browser caller). Admin and service routes are listed only in the
   * document admins get.
   */
  access?: 'public' | 'admin' | 'platform' | 'service';
  /** An object schema, possibly refined (its refinements run when the service parses, not in the document). */
  query?: ZodTypeAny;
  body?: ZodTypeAny;
  /** Request body that is not JSON (raw upload, CSV): the service streams it itself. */
  rawBody?: string;
  success: { status: number; schema?: ZodTypeAny; contentType?: string; description?: string };
  /** Extra error statuses the route itself answers (400/401/403/404 are derived; 5xx are added for proxied routes). */
  errors?: number[];
  /** An error status whose body is not the error envelope (the health check's 503 is the same report, degraded). */
  errorBodies?: Partial<Record<number, ZodTypeAny>>;
  /** This route's own words for an answer status, where the generic reason would mislead (a key, not a session). */
  reasons?: Partial<Record<number, string>>;
}

/** Keeps a route's own schema types (a handler's parsed body is typed by them) while checking it is an ApiRoute. */
export const apiRoute = <R extends ApiRoute>(route: R): R => route;

/** A JSON object the document does not spell out (the document itself, a reference list's rows). */
export const AnyJson = z.object({}).passthrough();
/** The answer of a create: the new resource's id. */
export const IdAnswer = z.object({ id: z.string() });

import { z } from 'zod';
import {
  extendZodWithOpenApi,
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import { API_ROUTES, ErrorBody, FieldIssue, type ApiRoute } from '@rbt/contracts';

extendZodWithOpenApi(z);

const REASONS: Record<number, string> = {
  206: 'Partial content (Range)',
  304: 'Not modified (ETag)',
  400: 'Invalid input: `details` lists each field path and the spec message; nothing changed',
  401: 'No session (or it expired)',
  403: 'Not an admin, or a cross-site write',
  404: 'Not found, or not yours',
  409: 'Conflict with the current state',
  411: 'Length required',
  413: 'Payload too large',
  415: 'Unsupported media type',
  416: 'Range not satisfiable',
  422: 'Understood but not processable',
  429: 'Too many attempts (Retry-After)',
  502: 'The owning service is down (`details.service` names it)',
  503: 'A dependency is down',
  504: 'The owning service did not answer in time',
};

function statusesOf(op: ApiRoute): number[] {
  const s = new Set(op.errors ?? []);
  if (op.access !== 'public') s.add(401);
  if (op.access === 'admin' || op.access === 'service') s.add(403);
  if (op.access === 'platform') s.add(429);
  if (op.body || op.query || op.rawBody) s.add(400);
  if (op.path.includes('{')) s.add(404);
  const proxied = op.service !== 'gateway';
  if (op.method !== 'get' && proxied) s.add(403); // the same-origin check on writes
  if (proxied) {
    s.add(502);
    s.add(504);
  }
  s.add(500);
  return [...s].sort((a, b) => a - b);
}

function routeConfig(op: ApiRoute, error: ReturnType<typeof ErrorBody.openapi>): RouteConfig {
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const responses: RouteConfig['responses'] = {
    [op.success.status]: {
      description: op.success.description ?? 'Success',
      ...(op.success.schema ? { content: { 'application/json': { schema: op.success.schema } } } : {}),
      ...(op.success.contentType ? { content: { [op.success.contentType]: { schema: z.string() } } } : {}),
    },
  };
  for (const status of statusesOf(op)) {
    const withBody = status >= 400 && status !== 416;
    responses[status] = {
      description: op.reasons?.[status] ?? REASONS[status] ?? 'Error',
      ...(withBody ? { content: { 'application/json': { schema: op.errorBodies?.[status] ?? error } } } : {}),
    };
  }
  return {
    method: op.method,
    path: op.path,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    security: op.access === 'public' ? [] : op.access === 'platform' ? [{ platformKey: [] }] : [{ session: [] }],
    request: {
      ...(params.length ? { params: z.object(Object.fromEntries(params.map((p) => [p, z.string()]))) } : {}),
      // A refined query object (ZodEffects) is documented by the object it refines, as the generator reads it.
      ...(op.query ? { query: op.query as z.AnyZodObject } : {}),
      ...(op.body ? { body: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
      ...(op.rawBody ? { body: { required: true, content: { [op.rawBody]: { schema: z.string() } } } } : {}),
    },
    responses,
  };
}

/** Routes everyone may read about: the advertiser and operator APIs, not the admin and service-internal ones. */
const isPublished = (op: ApiRoute) => op.access !== 'admin' && op.access !== 'service';

/**
 * The /api as the gateway exposes it, generated from the contracts' zod schemas: for admins every operation, for
 * everyone else the advertiser and operator APIs only.
 */
export function buildOpenApiDocument(forAdmins: boolean): ReturnType<OpenApiGeneratorV31['generateDocument']> {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'rbt.sid',
    description:
      "The session cookie set by POST /api/auth/signin (HttpOnly). Writes must also come from the portal's origin (Origin or Referer).",
  });
  registry.registerComponent('securitySchemes', 'platformKey', {
    type: 'http',
    scheme: 'bearer',
    description:
      "An RBT platform's API key `rbt_live_…` or sandbox `rbt_test_…` (/rtb/v1/decisions and /rtb/v1/creatives only; never a session, and no use on /api).",
  });
  registry.register('FieldIssue', FieldIssue);
  const error = registry.register(
    'ErrorBody',
    ErrorBody.openapi({ description: 'The one error format: `details` is a FieldIssue list on 400' }),
  );
  for (const op of API_ROUTES.filter((o) => forAdmins || isPublished(o))) registry.registerPath(routeConfig(op, error));
  const doc = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'RBT Ads portal API',
      version: '1.0.0',
      description: 'Every /api route behind the gateway. Identity comes from the session cookie only.',
    },
    servers: [{ url: '/' }],
    security: [{ session: [] }],
  });
  allowNullInEnums(doc);
  return doc;
}

/**
 * zod-to-openapi 7 writes a nullable enum as `type: [..., 'null']` with `enum` lacking null, which rejects the
 * null it means to allow; the enum gains null wherever the type does.
 */
function allowNullInEnums(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(allowNullInEnums);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as { type?: unknown; enum?: unknown[] };
  if (Array.isArray(o.type) && o.type.includes('null') && Array.isArray(o.enum) && !o.enum.includes(null))
    // A new array: the generator shares one enum array between every use of a schema (CampaignStatus), and pushing
    // into it put null into the plain string enums too (22 redocly errors).
    o.enum = [...o.enum, null];
  Object.values(o).forEach(allowNullInEnums);
}

const cached = new Map<boolean, string>();
/** Built once per process and audience: the document only changes with the code. */
export function openApiJson(forAdmins: boolean): string {
  if (!cached.has(forAdmins)) cached.set(forAdmins, JSON.stringify(buildOpenApiDocument(forAdmins)));
  return cached.get(forAdmins)!;
}

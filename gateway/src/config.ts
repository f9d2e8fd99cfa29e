import path from 'node:path';
import { z } from 'zod';
import { commonConfig, configReader } from '@rbt/service-kit';
import { parseBudgets } from './routing/account-budgets';
import { passwordCostConfig, refuseWeakPasswordCost } from './auth/passwords';

const csv = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean),
  );
const repo = path.resolve(__dirname, '..', '..');

/** Every key the gateway reads, validated at start (fail fast). */
export const configSchema = commonConfig.extend({
  PORT: z.coerce.number().int().min(0).default(8080).describe('HTTP port of the portal'),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .describe('External URL (for OIDC redirects and same-origin checks); default http://localhost:PORT'),
  MONGO_DB: z.string().default('rbt_accounts').describe('Database of user accounts; only the gateway uses it'),
  CAMPAIGNS_URL: z.string().url().default('http://127.0.0.1:4001').describe('svc-campaigns base URL'),
  PRICING_URL: z.string().url().default('http://127.0.0.1:4002').describe('svc-pricing base URL'),
  MEDIA_URL: z.string().url().default('http://127.0.0.1:4003').describe('svc-media base URL'),
  CAPACITY_URL: z.string().url().default('http://127.0.0.1:4004').describe('svc-capacity base URL'),
  PROXY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30_000)
    .describe('A service slower than this answers 504'),
  TRUST_PROXY: csv.describe(
    'Comma-separated addresses or CIDR ranges of our own reverse proxies (or "loopback") whose X-Forwarded-For/-Proto are believed; empty = none',
  ),
  ...passwordCostConfig,
  SESSION_SECRET: z.string().min(16).default('local-dev-session-secret-change-me').describe('Signs the session cookie'),
  SESSION_SECRET_PREVIOUS: z
    .string()
    .min(16)
    .optional()
    .describe('The session key being rotated out: cookies it signed stay valid until they expire'),
  SESSION_IDLE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600_000)
    .describe('Idle expiry of a session'),
  ADMIN_EMAILS: csv.describe('Comma-separated emails that get the admin role'),
  SEED_DEMO_USERS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true')
    .describe('Create the demo advertiser and admin at start (local stack)'),
  REDIS_KEY_PREFIX: z
    .string()
    .default('')
    .describe("Prefix of the gateway's Redis keys (sessions, rate limits); lets several portals share one Redis"),
  LOGIN_RATE_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(10)
    .describe('Sign-in attempts per IP, and failures per email and IP pair, in the window'),
  LOGIN_EMAIL_CEILING: z.coerce
    .number()
    .int()
    .positive()
    .default(100)
    .describe('Failed sign-ins per email from all addresses together in the window (far above the per-pair limit)'),
  ACCOUNT_RATE_LIMITS: z
    .string()
    .default('reads=600/60,writes=120/60,drafts=30/3600,lists=20/3600,uploads=60/3600,tts=60/3600')
    .transform((text, ctx) => {
      try {
        return parseBudgets(text);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    })
    .describe(
      'Per-account budgets of the signed-in API, <class>=<calls>/<seconds> for reads, writes, drafts (new campaigns), lists (audience-list uploads), uploads (audio) and tts',
    ),
  LOGIN_PROOF_BITS: z.coerce
    .number()
    .int()
    .min(8)
    .max(28)
    .default(18)
    .describe(
      'Past LOGIN_EMAIL_CEILING a sign-in must carry a proof of work of this many zero bits (2^bits SHA-256 on average)',
    ),
  LOGIN_RATE_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(900_000)
    .describe('Rate-limit window for sign-in (whole seconds: the limiter counts in seconds)'),
  SIGNUP_RATE_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(10)
    .describe('Sign-up attempts per IP and per email in the window'),
  SIGNUP_RATE_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(3600_000)
    .describe('Rate-limit window for sign-up (whole seconds: the limiter counts in seconds)'),
  RTB_DECISIONS_PER_SECOND: z.coerce
    .number()
    .int()
    .positive()
    .default(3000)
    .describe("A new platform's decision requests per second on each gateway instance (admins may set another)"),
  SEED_DEMO_PLATFORM_KEY: z
    .string()
    .regex(/^rbt_live_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/, 'must look like rbt_live_<16 hex>_<43 base64url>')
    .optional()
    .describe('Local stack and benches: make sure a demo platform with this API key exists at start'),
  PAYMENT_PAGE_URLS: z
    .string()
    .default('http://127.0.0.1:4095')
    .describe(
      "Hosts of the payment providers' hosted pages (comma-separated): the checkout posts its form there (CSP form-action); the default is the local JazzCash stand-in",
    ),
  OIDC_ISSUER_URL: z
    .string()
    .url()
    .optional()
    .describe('When set with client id and secret, /api/login uses this OpenID provider'),
  OIDC_CLIENT_ID: z.string().optional().describe('OIDC client id'),
  OIDC_CLIENT_SECRET: z.string().optional().describe('OIDC client secret'),
  SHELL_DIST: z
    .string()
    .default(path.join(repo, 'shell', 'dist'))
    .describe('Built shell to serve at /'),
  REMOTE_DASHBOARD_URL: z
    .string()
    .default('http://localhost:3001/remoteEntry.js')
    .describe('remoteEntry.js of mfe-dashboard (runtime manifest)'),
  REMOTE_WIZARD_URL: z
    .string()
    .default('http://localhost:3002/remoteEntry.js')
    .describe('remoteEntry.js of mfe-wizard'),
  REMOTE_ADMIN_URL: z.string().default('http://localhost:3003/remoteEntry.js').describe('remoteEntry.js of mfe-admin'),
  REMOTE_HELP_URL: z.string().default('http://localhost:3004/remoteEntry.js').describe('remoteEntry.js of mfe-help'),
  MAP_TILE_URL: z
    .string()
    .optional()
    .describe(
      'Tile URL template ({z}/{x}/{y}) for the wizard maps, handed to the browser in /mf-manifest.json; unset = bundled outline only',
    ),
});
export type Config = z.infer<typeof configSchema>;

const readSchema = configReader(configSchema);
export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const config = readSchema(env);
  refuseWeakPasswordCost(config);
  return config;
};
export const publicUrl = (c: Config) => c.PUBLIC_URL ?? `http://localhost:${c.PORT}`;
export const oidcEnabled = (c: Config) => Boolean(c.OIDC_ISSUER_URL && c.OIDC_CLIENT_ID && c.OIDC_CLIENT_SECRET);

import path from 'node:path';
import { ROOT, localPath, port, PortName } from './paths';
import { Managed, startProcess, stopProcess, waitFor } from './processes';
import type { Stack } from './stack';
import { LOCAL_DEMO_PLATFORM_KEY } from './traffic/demo-platform-key';
import { LOCAL_SECRET_KEYS, localSecrets, type LocalSecrets } from './local-secrets';
import { startJazzcashSandbox, type JazzcashSandbox } from './payments/jazzcash-sandbox';
import { EASYPAISA_LOCAL_STORE, startEasypaisaSandbox, type EasypaisaSandbox } from './payments/easypaisa-sandbox';

/**
 * The stand-in's merchant keys: svc-campaigns' config defaults, so `npm start` pays through it with no setting.
 * Setting JAZZCASH_BASE_URL and real keys in the environment sends svc-campaigns to the real provider instead.
 */
const LOCAL_JAZZCASH = { merchantId: 'MC_LOCAL', password: 'local-password', salt: 'local-salt-0F5DD14AE2' };
import { startSmtpStandIn, type SmtpStandIn } from './smtp/smtp-stand-in';
import { startSmscStandIn, type SmscStandIn } from './smsc/smsc-stand-in';

export const REMOTES = ['dashboard', 'wizard', 'admin', 'help'] as const;
const SERVICES = ['campaigns', 'pricing', 'media', 'capacity'] as const;

export interface PortalOptions {
  stack: Stack['env'];
  gatewayPort?: number;
  log?: (line: string) => void;
  /** Extra env for every process (tests pass their own secrets and topic prefix). */
  env?: NodeJS.ProcessEnv;
  /** Prepended to every database name, so a test run never touches the dev data. */
  dbPrefix?: string;
  /** false: no remotes' static servers (an API-only run needs no built frontends). Default true. */
  remotes?: boolean;
  /** Prepended to each process's log file name (.local/logs/<prefix><name>.log), so a bench's logs stand apart. */
  logPrefix?: string;
}

export interface Portal {
  url: string;
  /** The JazzCash stand-in the portal pays through (in this process). */
  jazzcash: JazzcashSandbox;
  /** The Easypaisa stand-in (in this process); its transactions survive a restart (.local/payments). */
  easypaisa: EasypaisaSandbox;
  /** The SMTP stand-in's web inbox, where the portal's emails arrive. */
  inboxUrl: string;
  smtp: SmtpStandIn;
  /** The operator's SMSC stand-in (SMPP), where press-1 SMS arrive. */
  smsc: SmscStandIn;
  processes: Map<string, Managed>;
  stop(): Promise<void>;
  stopOne(name: string): Promise<void>;
  /** Stops one process (SIGTERM), starts it again with the same command and env, and waits until it is healthy. */
  restartOne(name: string): Promise<void>;
}

const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
/** The signing secrets each service holds beside INTERNAL_AUTH_SECRET (upload URLs, tracking and media URLs). */
const SECRETS_OF: Record<(typeof SERVICES)[number], (keyof LocalSecrets)[]> = {
  campaigns: [],
  pricing: [],
  media: ['UPLOAD_URL_SECRET', 'SERVING_URL_SECRET'],
  capacity: ['SERVING_URL_SECRET'],
};
const pick = <T extends Record<string, string | undefined>>(from: T, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => from[k] !== undefined).map((k) => [k, from[k]!]));
const upper = (s: string) => s.toUpperCase();

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1500) })).ok;
  } catch {
    return false;
  }
}

/** Starts the four services, the four remotes' static servers and the gateway on top of a running stack. */
export async function startPortal(opts: PortalOptions): Promise<Portal> {
  const log = opts.log ?? console.log;
  const processes = new Map<string, Managed>();
  const servicePorts = Object.fromEntries(SERVICES.map((s) => [s, port(`${upper(s)}_PORT` as PortName)]));
  const remotePorts = Object.fromEntries(REMOTES.map((r) => [r, port(`${upper(r)}_PORT` as PortName)]));
  const gatewayPort = opts.gatewayPort ?? port('GATEWAY_PORT');
  const generated = localSecrets();
  const secrets = { ...generated, ...pick(opts.env ?? {}, LOCAL_SECRET_KEYS) };
  const common: NodeJS.ProcessEnv = {
    ...opts.stack,
    NODE_ENV: process.env.NODE_ENV === 'test' ? 'test' : 'development',
    // The shipped development secrets are allowed only here (services refuse them anywhere else); the stack itself
    // runs with random ones kept under .local/, each process given only those it uses (tests pass their own).
    RBT_LOCAL_STACK: 'true',
    INTERNAL_AUTH_SECRET: secrets.INTERNAL_AUTH_SECRET,
    ...Object.fromEntries(SERVICES.map((s) => [`${upper(s)}_URL`, `http://127.0.0.1:${servicePorts[s]}`])),
    ...opts.env,
  };
  const jazzcash = await startJazzcashSandbox({
    ...LOCAL_JAZZCASH,
    port: port('JAZZCASH_PORT'),
    ipnUrl: `http://localhost:${gatewayPort}/api/payments/jazzcash/ipn`,
  });
  const easypaisa = await startEasypaisaSandbox({
    port: port('EASYPAISA_PORT'),
    stateFile: localPath('payments', 'easypaisa-sandbox.json'),
    stores: [{ ...EASYPAISA_LOCAL_STORE, ipnUrl: `http://localhost:${gatewayPort}/api/payments/easypaisa/ipn` }],
    log,
  });
  // Emails go to the SMTP stand-in unless the caller points SMTP_URL elsewhere.
  const smtp = await startSmtpStandIn({ smtpPort: port('SMTP_PORT'), webPort: port('MAIL_PORT') });
  const smsc = await startSmscStandIn({ port: port('SMSC_PORT') });
  const stop = async () => {
    await Promise.all([...processes.values()].map((m) => stopProcess(m)));
    await Promise.all([jazzcash.stop(), easypaisa.stop(), smtp.stop(), smsc.stop()]);
  };
  // How each process was started and how to tell it is up, so restartOne can do it again.
  const specs = new Map<string, { args: string[]; env?: NodeJS.ProcessEnv; health: string; timeoutMs: number }>();
  const launch = (
    name: string,
    spec: { args: string[]; env?: NodeJS.ProcessEnv; health: string; timeoutMs: number },
  ) => {
    specs.set(name, spec);
    processes.set(name, startProcess(`${opts.logPrefix ?? ''}${name}`, tsx, spec.args, { env: spec.env }));
  };
  // A service that stops while starting (a broker not answering in time on a loaded machine) is started once more,
  // as an orchestrator's restart policy would; a second stop is the answer.
  const up = async (name: string, what = name) => {
    const spec = specs.get(name)!;
    try {
      await waitFor(() => healthy(spec.health), what, spec.timeoutMs, processes.get(name));
    } catch (err) {
      const m = processes.get(name)!;
      if (m.child.exitCode === null) throw err;
      log(`${name} stopped while starting (${(err as Error).message.split('\n')[0]}); starting it once more`);
      launch(name, spec);
      await waitFor(() => healthy(spec.health), what, spec.timeoutMs, processes.get(name));
    }
  };
  const remotes = opts.remotes === false ? [] : REMOTES;
  try {
    for (const s of SERVICES) {
      launch(`svc-${s}`, {
        health: `http://127.0.0.1:${servicePorts[s]}/health`,
        timeoutMs: 90_000,
        args: [path.join(ROOT, `svc-${s}`, 'src', 'main.ts')],
        env: {
          ...common,
          PORT: String(servicePorts[s]),
          ...pick(secrets, SECRETS_OF[s]),
          MONGO_DB: `${opts.dbPrefix ?? ''}rbt_${s}`,
          // VAST answers carry absolute tracking and media URLs on the gateway (svc-capacity signs them).
          PUBLIC_SERVING_URL: `http://localhost:${gatewayPort}`,
          // Providers send the payer back to the gateway; the stand-in is svc-campaigns' default provider host.
          PAYMENT_RETURN_BASE_URL: process.env.PAYMENT_RETURN_BASE_URL ?? `http://localhost:${gatewayPort}`,
          JAZZCASH_BASE_URL: process.env.JAZZCASH_BASE_URL ?? opts.env?.JAZZCASH_BASE_URL ?? jazzcash.url,
          EASYPAISA_BASE_URL: process.env.EASYPAISA_BASE_URL ?? opts.env?.EASYPAISA_BASE_URL ?? easypaisa.url,
          // Links in emails (svc-campaigns), and where they are sent.
          PORTAL_URL: `http://localhost:${gatewayPort}`,
          SMTP_URL: opts.env?.SMTP_URL ?? smtp.smtpUrl,
          // Press-1 SMS (svc-capacity) go to the SMSC stand-in unless SMSC_URL points at a real one.
          SMSC_URL: opts.env?.SMSC_URL ?? smsc.url,
          // Sandbox keys' SMS always go to the stand-in, even when SMSC_URL points at a real SMSC.
          SANDBOX_SMSC_URL: opts.env?.SANDBOX_SMSC_URL ?? smsc.url,
          // The made-up subscriber directory customer lists match against (libs/pricing demo-directory.ts).
          SUBSCRIBER_DIRECTORY: opts.env?.SUBSCRIBER_DIRECTORY ?? 'demo',
        },
      });
    }
    for (const r of remotes) {
      launch(`mfe-${r}`, {
        health: `http://127.0.0.1:${remotePorts[r]}/remoteEntry.js`,
        timeoutMs: 30_000,
        args: [path.join(__dirname, 'serve-static.ts'), path.join(ROOT, `mfe-${r}`, 'dist'), String(remotePorts[r])],
      });
    }
    launch('gateway', {
      health: `http://127.0.0.1:${gatewayPort}/mf-manifest.json`,
      timeoutMs: 90_000,
      args: [path.join(ROOT, 'gateway', 'src', 'main.ts')],
      env: {
        ...common,
        PORT: String(gatewayPort),
        SESSION_SECRET: secrets.SESSION_SECRET,
        MONGO_DB: `${opts.dbPrefix ?? ''}rbt_accounts`,
        REDIS_KEY_PREFIX: opts.dbPrefix ?? '',
        SEED_DEMO_USERS: 'true',
        // The checkout's form goes to the provider's page (CSP form-action): the stand-in's, or the real host's.
        PAYMENT_PAGE_URLS:
          process.env.PAYMENT_PAGE_URLS ??
          [process.env.JAZZCASH_BASE_URL ?? jazzcash.url, process.env.EASYPAISA_BASE_URL ?? easypaisa.url].join(','),
        // The traffic generator's platform (libs/local-stack/src/traffic): the same key on both sides.
        SEED_DEMO_PLATFORM_KEY: opts.env?.SEED_DEMO_PLATFORM_KEY ?? LOCAL_DEMO_PLATFORM_KEY,
        ADMIN_EMAILS: common.ADMIN_EMAILS ?? 'admin@rbt.local',
        ...Object.fromEntries(
          REMOTES.map((r) => [`REMOTE_${upper(r)}_URL`, `http://localhost:${remotePorts[r]}/remoteEntry.js`]),
        ),
      },
    });
    await Promise.all([
      ...SERVICES.map((s) => up(`svc-${s}`)),
      ...remotes.map((r) => up(`mfe-${r}`, `mfe-${r} (is it built? npm run build:web)`)),
      up('gateway'),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  log(
    `portal: services, remotes and gateway up; JazzCash stand-in at ${jazzcash.url}; Easypaisa at ${easypaisa.url}; mail inbox at ${smtp.inboxUrl}; SMSC at ${smsc.url}`,
  );
  return {
    url: `http://localhost:${gatewayPort}`,
    jazzcash,
    easypaisa,
    inboxUrl: smtp.inboxUrl,
    smtp,
    smsc,
    processes,
    stop,
    stopOne: async (name) => {
      const m = processes.get(name);
      if (m) await stopProcess(m);
    },
    restartOne: async (name) => {
      const m = processes.get(name);
      const spec = specs.get(name);
      if (!m || !spec) throw new Error(`portal: no process named ${name}`);
      await stopProcess(m);
      launch(name, spec);
      await up(name);
    },
  };
}

import path from 'node:path';
import fs from 'node:fs';

/** Repository root: two levels up from libs/local-stack/src. */
export const ROOT = path.resolve(__dirname, '..', '..', '..');
/** Everything the local stack writes (data, logs, classpaths) lives in this one ignored folder. */
export const LOCAL_DIR = process.env.RBT_LOCAL_DIR ?? path.join(ROOT, '.local');
export const JAVA_DIR = path.resolve(__dirname, '..', 'java');

export function localPath(...parts: string[]): string {
  const p = path.join(LOCAL_DIR, ...parts);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  return p;
}

/** Fixed local ports; each can be moved with an env var of the same name. */
export const PORTS = {
  MONGO_PORT: 27017,
  KAFKA_PORT: 9092,
  KAFKA_CONTROLLER_PORT: 9093,
  REDIS_PORT: 6379,
  GATEWAY_PORT: 8080,
  SHELL_DEV_PORT: 3000,
  DASHBOARD_PORT: 3001,
  WIZARD_PORT: 3002,
  ADMIN_PORT: 3003,
  HELP_PORT: 3004,
  CAMPAIGNS_PORT: 4001,
  PRICING_PORT: 4002,
  MEDIA_PORT: 4003,
  CAPACITY_PORT: 4004,
  /** The JazzCash stand-in (libs/local-stack/src/payments); svc-campaigns' JAZZCASH_BASE_URL defaults to it. */
  JAZZCASH_PORT: 4095,
  /** The SMTP stand-in (libs/local-stack/src/smtp) and its web inbox. */
  SMTP_PORT: 2525,
  MAIL_PORT: 1080,
  /** The Easypaisa stand-in (svc-campaigns' EASYPAISA_BASE_URL default points here). */
  EASYPAISA_PORT: 4620,
  /** The SMSC stand-in (libs/local-stack/src/smsc, SMPP 3.4); svc-capacity's SMSC_URL defaults to it. */
  SMSC_PORT: 2775,
} as const;

export type PortName = keyof typeof PORTS;
export function port(name: PortName): number {
  const fromEnv = process.env[name];
  return fromEnv ? Number(fromEnv) : PORTS[name];
}

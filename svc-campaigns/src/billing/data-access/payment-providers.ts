import type { Logger } from '@rbt/service-kit';
import type { Config } from '../../config';
import type { HostedPaymentProvider, HostedProviderName } from './hosted-payments';
import { jazzcashProvider } from './jazzcash-provider';
import { easypaisaProvider, type EasypaisaProvider } from './easypaisa-provider';

/** By name; a bank transfer has none (no page, no inquiry: an admin's receipt confirms it). */
export type PaymentProviders = ReadonlyMap<string, HostedPaymentProvider>;

/** A host on this machine is a local stand-in; any other is the provider itself. */
const isLocal = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/**
 * The hosted-checkout providers the portal offers, by name: one adapter and one config block each. Real merchant
 * keys and host in the environment switch a provider from its local stand-in to the real one; no code changes.
 */
export function providersFor(c: Config, logger: Logger): PaymentProviders {
  const timeoutMs = c.PAYMENT_TIMEOUT_MS;
  const jazzcash = jazzcashProvider({
    baseUrl: c.JAZZCASH_BASE_URL,
    merchantId: c.JAZZCASH_MERCHANT_ID,
    password: c.JAZZCASH_PASSWORD,
    salt: c.JAZZCASH_INTEGRITY_SALT,
    timeoutMs,
    live: !isLocal(c.JAZZCASH_BASE_URL),
  });
  const easypaisa = easypaisaProvider({
    baseUrl: c.EASYPAISA_BASE_URL,
    storeId: c.EASYPAISA_STORE_ID,
    hashKey: c.EASYPAISA_HASH_KEY,
    username: c.EASYPAISA_USERNAME,
    password: c.EASYPAISA_PASSWORD,
    accountNum: c.EASYPAISA_ACCOUNT_NUM,
    timeoutMs,
    logger,
  });
  return new Map<HostedProviderName, HostedPaymentProvider>([
    [jazzcash.name, jazzcash],
    [easypaisa.name, easypaisa],
  ]);
}

/** Easypay's two extra steps (the Confirm.jsf hop, the IPN's order-status URL) need the adapter's own type. */
export function easypaisaOf(providers: PaymentProviders): EasypaisaProvider | null {
  const p = providers.get('easypaisa');
  return p && 'readIpn' in p ? (p as EasypaisaProvider) : null;
}

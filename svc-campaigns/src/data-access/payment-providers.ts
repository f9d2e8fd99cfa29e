import type { Config } from '../config';
import type { HostedPaymentProvider, HostedProviderName } from './hosted-payments';
import { jazzcashProvider } from './jazzcash-provider';

export type PaymentProviders = ReadonlyMap<HostedProviderName, HostedPaymentProvider>;

/** A host on this machine is a local stand-in; any other is the provider itself. */
const isLocal = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/**
 * The hosted-checkout providers the portal offers, by name: one adapter and one config block each. Real merchant
 * keys and host in the environment switch a provider from its local stand-in to the real one; no code changes.
 */
export function providersFor(c: Config): PaymentProviders {
  const timeoutMs = c.PAYMENT_TIMEOUT_MS;
  const jazzcash = jazzcashProvider({
    baseUrl: c.JAZZCASH_BASE_URL,
    merchantId: c.JAZZCASH_MERCHANT_ID,
    password: c.JAZZCASH_PASSWORD,
    salt: c.JAZZCASH_INTEGRITY_SALT,
    timeoutMs,
    live: !isLocal(c.JAZZCASH_BASE_URL),
  });
  return new Map([[jazzcash.name, jazzcash]]);
}

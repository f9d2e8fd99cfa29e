import crypto from 'node:crypto';

export interface ChargeRequest {
  amountPkr: number;
  currency: 'PKR';
  reference: string;
  idempotencyKey: string;
}
export interface ChargeResult {
  providerReference: string;
}

/** What any card provider integration must offer; only the simulated one exists until keys are provided. */
export interface PaymentProvider {
  readonly name: string;
  /** Shown to the payer with the result. */
  readonly notice: string;
  charge(req: ChargeRequest): Promise<ChargeResult>;
}

export const SIMULATION_NOTICE =
  'This is a simulated payment: no card was charged. A card provider integration will be enabled once provider keys are configured.';

/** Spec §1/§4: a prototype simulation with about 2 s delay and no real charge. */
export function simulatedProvider(delayMs: number): PaymentProvider {
  return {
    name: 'simulated',
    notice: SIMULATION_NOTICE,
    async charge(req) {
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      return {
        providerReference: `sim_${crypto.createHash('sha256').update(`${req.reference}:${req.idempotencyKey}`).digest('hex').slice(0, 20)}`,
      };
    },
  };
}

/** Chooses the provider from config; a real card provider is not integrated yet, so keys only change the notice's truth later. */
export function paymentProviderFor(cfg: { PAYMENT_DELAY_MS: number; CARD_PROVIDER_KEY: string }): PaymentProvider {
  return simulatedProvider(cfg.PAYMENT_DELAY_MS);
}

// Tests pay through the JazzCash stand-in with the same payer the soak uses.
export { payAtJazzcashStandIn, postReturn, type HostedCheckout } from '../../local-stack/src/payments/stand-in-payer';

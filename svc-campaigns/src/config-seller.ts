import { z } from 'zod';
import { ConfigError } from '@rbt/service-kit';
import type { BillingParty } from '@rbt/contracts';

/**
 * The local stack's made-up seller: every value says it is a test, so a PDF printed from it can never pass for a
 * tax invoice (the PDF also says so, because `testOnly` is set).
 */
const LOCAL_SELLER = {
  SELLER_COMPANY: 'RBT Ads TEST SELLER (local stack, not a registered company)',
  SELLER_ADDRESS: 'Test address, not real (local stack)',
  SELLER_NTN: 'TEST-NTN',
  SELLER_STRN: 'TEST-STRN',
} as const;

/** FBR's NTN: 7 digits and a check digit (1234567-8). The all-zero placeholder is not one. */
const NTN = /^\d{7}-?\d$/;
/** FBR's sales-tax registration number: 13 digits, often printed in groups (32-77-8761-234-56). */
const STRN = /^\d{2}-?\d{2}-?\d{4}-?\d{3}-?\d{2}$/;
/** All zeros (0000000-0): a placeholder, never a registration. */
const PLACEHOLDER = /^[0-]+$/;

/** The seller's registered name, address and tax numbers, printed on every tax invoice (docs/payments.md). */
export const sellerConfigKeys = {
  SELLER_COMPANY: z
    .string()
    .trim()
    .min(1)
    .default(LOCAL_SELLER.SELLER_COMPANY)
    .describe('Registered name of the company selling the ads, as on its FBR registration'),
  SELLER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default(LOCAL_SELLER.SELLER_ADDRESS)
    .describe('Registered address of the seller, printed on tax invoices'),
  SELLER_NTN: z
    .string()
    .trim()
    .min(1)
    .default(LOCAL_SELLER.SELLER_NTN)
    .describe("Seller's National Tax Number (1234567-8), printed on tax invoices"),
  SELLER_STRN: z
    .string()
    .trim()
    .min(1)
    .default(LOCAL_SELLER.SELLER_STRN)
    .describe("Seller's Sales Tax Registration Number (13 digits), printed on tax invoices"),
  SELLER_EMAIL: z.string().email().default('billing@rbt-ads.pk').describe('Billing e-mail printed on invoices'),
};

type SellerConfig = { [K in keyof typeof sellerConfigKeys]: string } & { NODE_ENV: string };

/**
 * The seller block of every invoice. In production it must be the real registration: the local stack's test values,
 * a placeholder such as `0000000-0` or a malformed number stop the service at start (a tax invoice naming a made-up
 * seller is worse than no invoice).
 */
export function sellerOf(c: SellerConfig): BillingParty {
  const testOnly = (Object.keys(LOCAL_SELLER) as (keyof typeof LOCAL_SELLER)[]).some((k) => c[k] === LOCAL_SELLER[k]);
  if (c.NODE_ENV === 'production') {
    const wrong = [
      testOnly ? 'the local test seller is refused in production' : null,
      !NTN.test(c.SELLER_NTN) || PLACEHOLDER.test(c.SELLER_NTN) ? 'SELLER_NTN: must be a real NTN (1234567-8)' : null,
      !STRN.test(c.SELLER_STRN) || PLACEHOLDER.test(c.SELLER_STRN) ? 'SELLER_STRN: must be a real 13-digit STRN' : null,
    ].filter(Boolean);
    if (wrong.length)
      throw new ConfigError(
        `${wrong.join('; ')}; set SELLER_COMPANY, SELLER_ADDRESS, SELLER_NTN and SELLER_STRN to the seller's FBR registration`,
      );
  }
  return {
    name: 'RBT Ads',
    company: c.SELLER_COMPANY,
    address: c.SELLER_ADDRESS,
    ntn: c.SELLER_NTN,
    strn: c.SELLER_STRN,
    email: c.SELLER_EMAIL,
    ...(testOnly ? { testOnly: true } : {}),
  };
}

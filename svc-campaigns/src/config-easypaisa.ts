import { z } from 'zod';

/**
 * Easypaisa (Easypay) merchant keys. The defaults are the local stand-in's (libs/local-stack payments/easypaisa-*):
 * public and fake. Setting the provider's host, store id, hash key and API user switches to the real Easypay with no
 * code change (docs/payments-easypaisa.md).
 */
export const easypaisaConfigKeys = {
  EASYPAISA_BASE_URL: z
    .string()
    .url()
    .default('http://127.0.0.1:4620')
    .describe('Easypay host (scheme + host); the only host inquiries and IPN order-status fetches go to'),
  EASYPAISA_STORE_ID: z.string().min(1).default('43000').describe('Easypay store id (merchant portal)'),
  EASYPAISA_HASH_KEY: z
    .string()
    .length(16)
    .default('LOCALSTANDIN0KEY')
    .describe("The store's 16-character hash key that encrypts merchantHashedReq (merchant portal)"),
  EASYPAISA_USERNAME: z.string().min(1).default('rbt-local').describe('Easypay REST API user (inquiry Credentials)'),
  EASYPAISA_PASSWORD: z
    .string()
    .min(1)
    .default('local-standin-password')
    .describe('Easypay REST API password (inquiry Credentials)'),
  EASYPAISA_ACCOUNT_NUM: z
    .string()
    .min(1)
    .default('900000001')
    .describe("The merchant's Easypaisa account number (inquiry body, IPN order-status path)"),
};

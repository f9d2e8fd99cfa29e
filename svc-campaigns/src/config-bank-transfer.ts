import { z } from 'zod';
import { ConfigError } from '@rbt/service-kit';
import type { BankAccount } from '@rbt/contracts';

/** The local stack's made-up account: its bank code says TEST, and pages and invoices say it is not real. */
const LOCAL_IBAN = 'PK71TEST0001234567890123';

/** A Pakistani IBAN: PK, 2 check digits, 4-letter bank code, 16 digits; the check digits must hold (ISO 13616). */
function ibanValid(iban: string): boolean {
  if (!/^PK\d{2}[A-Z]{4}\d{16}$/.test(iban)) return false;
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return moved.split('').reduce((r, d) => (r * 10 + Number(d)) % 97, 0) === 1;
}

/** The seller's account advertisers pay by bank transfer or Raast into (docs/payments-bank-transfer.md). */
export const bankTransferConfigKeys = {
  BANK_ACCOUNT_TITLE: z
    .string()
    .min(1)
    .default('RBT Ads local test account (not a real account)')
    .describe('Title of the account advertisers transfer to, as the bank shows it'),
  BANK_NAME: z.string().min(1).default('Test Bank (local stack)').describe('Bank of that account'),
  BANK_IBAN: z
    .string()
    .transform((s) => s.replace(/\s+/g, '').toUpperCase())
    .refine(ibanValid, 'Must be a Pakistani IBAN (PK + 22 characters) with valid check digits')
    .default(LOCAL_IBAN)
    .describe('IBAN of that account (also what Raast pays to)'),
};

/**
 * The account as pages show it. In production the made-up account is refused at start: an advertiser must never be
 * told to pay into it.
 */
export function bankAccountOf(config: {
  BANK_ACCOUNT_TITLE: string;
  BANK_NAME: string;
  BANK_IBAN: string;
  NODE_ENV: string;
}): BankAccount {
  const testOnly = config.BANK_IBAN === LOCAL_IBAN;
  if (testOnly && config.NODE_ENV === 'production')
    throw new ConfigError(
      'BANK_IBAN: the local test account is refused in production; set BANK_IBAN, BANK_NAME and BANK_ACCOUNT_TITLE',
    );
  return { accountTitle: config.BANK_ACCOUNT_TITLE, bank: config.BANK_NAME, iban: config.BANK_IBAN, testOnly };
}

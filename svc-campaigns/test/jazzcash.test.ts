import { fromKarachiStamp, karachiStamp } from '@rbt/contracts';
import {
  jazzcashCheckoutFields,
  jazzcashDescription,
  jazzcashHash,
  jazzcashHashValid,
  jazzcashHmac,
  jazzcashState,
} from '../src/billing/data-access/jazzcash-provider';
import { sandboxHash } from '../../libs/local-stack/src/payments/jazzcash-sandbox-rules';

// The published vectors (/work/shared/standards/pakistan-payments.md): the guide's HMAC example and omnipay's request.
const OMNIPAY_FIELDS = {
  pp_Version: '1.1',
  pp_MerchantID: 'merchant123',
  pp_Password: 'password',
  pp_TxnType: 'MWALLET',
  pp_TxnRefNo: '647cb56c890e4',
  pp_Language: 'EN',
  pp_Amount: '2000',
  pp_TxnCurrency: 'PKR',
  pp_TxnDateTime: '20231011000000',
  pp_BillReference: '647cb56c890e4',
  pp_Description: 'Test Order',
  pp_TxnExpiryDateTime: '20231012000000',
  pp_ReturnURL: 'https://example.com/return',
  ppmpf_2: 'abcdef',
};
const OMNIPAY_HASH = '876B465D21973A96DD4DC7BE69EC129FA1FE529B9CC0FA1D75C8CD6534613FBC';

describe('JazzCash hashing and fields', () => {
  it('when the guide’s message is signed with its salt, then the HMAC is the published one', () => {
    expect(jazzcashHmac('0F5DD14AE2&2995&MER123&A48cvE28', '0F5DD14AE2').toLowerCase()).toBe(
      'c7689cda7474eb1adcd343fd0c0b676bad0ba66361cc46db589bdb0da4c1c867',
    );
  });

  it('when omnipay’s request fields are hashed, then the sort-and-skip rule gives the published hash (adapter and stand-in alike)', () => {
    expect(jazzcashHash(OMNIPAY_FIELDS, 'reallySecretKey')).toBe(OMNIPAY_HASH);
    expect(sandboxHash(OMNIPAY_FIELDS, 'reallySecretKey')).toBe(OMNIPAY_HASH);
    // Empty fields are dropped, not joined as `&&`.
    expect(jazzcashHash({ ...OMNIPAY_FIELDS, pp_BankID: '', ppmpf_1: '' }, 'reallySecretKey')).toBe(OMNIPAY_HASH);
  });

  it('when a return’s hash is checked, then lower case passes and any changed value or another salt fails', () => {
    const fields = { ...OMNIPAY_FIELDS, pp_SecureHash: OMNIPAY_HASH.toLowerCase() };
    expect(jazzcashHashValid(fields, 'reallySecretKey')).toBe(true);
    expect(jazzcashHashValid({ ...fields, pp_Amount: '2001' }, 'reallySecretKey')).toBe(false);
    expect(jazzcashHashValid(fields, 'anotherSalt')).toBe(false);
    expect(jazzcashHashValid({ ...OMNIPAY_FIELDS }, 'reallySecretKey')).toBe(false);
  });

  it('when a checkout is built, then amounts are paisa, times Karachi yyyyMMddHHmmss and the description sanitised', () => {
    const f = jazzcashCheckoutFields(
      { merchantId: 'MC1', password: 'pw', salt: 's' },
      {
        reference: 'R123',
        amountPaisa: 580000,
        method: 'voucher',
        description: 'Eid <sale> 50% off: "today" | {now} جلدی',
        returnUrl: 'https://portal.example/api/payments/jazzcash/return',
        createdAt: new Date('2026-11-28T19:30:00Z'),
        expiresAt: new Date('2026-11-29T19:30:00Z'),
      },
    );
    expect(f).toMatchObject({
      pp_TxnType: 'OTC',
      pp_Amount: '580000',
      pp_TxnDateTime: '20261129003000',
      pp_TxnExpiryDateTime: '20261130003000',
      pp_Description: 'Eid sale 50 off today now',
    });
    expect(jazzcashHashValid(f, 's')).toBe(true);
    expect(fromKarachiStamp(karachiStamp(new Date('2026-11-28T19:30:00Z')))).toBe(Date.parse('2026-11-28T19:30:00Z'));
    expect(jazzcashDescription('a'.repeat(300))).toHaveLength(200);
  });

  it('when the provider answers a code, then it maps to the attempt’s state', () => {
    const codes = ['000', '121', '124', '157', '112', '115', '116', '199', '999', '042'];
    expect(codes.map(jazzcashState)).toEqual([
      'paid',
      'paid',
      'pending',
      'pending',
      'cancelled',
      'failed',
      'expired',
      'failed',
      'failed',
      'unknown',
    ]);
  });
});

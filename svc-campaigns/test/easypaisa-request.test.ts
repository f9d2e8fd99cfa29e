import { createLogger } from '@rbt/service-kit';
import {
  decryptRequest,
  easypaisaProvider,
  easypayAmount,
  easypayExpiry,
  encryptRequest,
  sortedRequest,
} from '../src/billing/data-access/easypaisa-provider';
import { inquiryResult } from '../src/billing/data-access/easypaisa-api';

/** Easypay's merchantHashedReq and the adapter's pure parts (no provider, no network). */
describe('Easypaisa request encryption and fields', () => {
  // The integration guide's own plaintext example, fields given out of order.
  const guide = {
    storeId: '28',
    postBackURL: 'http://localhost:9081/local/status.php',
    orderRefNum: '11001',
    expiryDate: '20150101 151515',
    amount: '10',
  };
  const guidePlain =
    'amount=10&expiryDate=20150101 151515&orderRefNum=11001&postBackURL=http://localhost:9081/local/status.php&storeId=28';
  const key = '0123456789abcdef';

  it("when the guide's fields are sorted, then the plaintext is the guide's example", () => {
    expect(sortedRequest(guide)).toBe(guidePlain);
  });

  it('when fields are sorted, then the order is ASCII (capitals first) and empty values are dropped', () => {
    expect(
      sortedRequest({ paymentMethod: 'MA_PAYMENT_METHOD', postBackURL: 'u', Zeta: 'z', mobileNum: '', amount: '1' }),
    ).toBe('Zeta=z&amount=1&paymentMethod=MA_PAYMENT_METHOD&postBackURL=u');
  });

  it('when the guide example is encrypted, then it equals openssl aes-128-ecb of it and decrypts back', () => {
    // echo -n "<guidePlain>" | openssl enc -aes-128-ecb -K $(echo -n 0123456789abcdef | xxd -p) -base64 -A
    const openssl =
      '/ImlWMejBtEEanIqcSBZAHAT7DYC20zzVTiGUVhhtJsr8dUbkeXKpaZUsDNOpz/2xKKHiEom8pYfmEwhnCDSFNFM2XygM7ooJ/VgCem4A3OH7IWJaCcQZnsQUerBWSXS5P4nd0rdtmXXwQPDqlE+tWGShjn1IlmLIhj9wZMilKM=';
    expect(encryptRequest(guide, key)).toBe(openssl);
    expect(decryptRequest(openssl, key)).toBe(guidePlain);
  });

  it('when another key decrypts the request, then it does not give the plaintext back', () => {
    const wrong = (() => {
      try {
        return decryptRequest(encryptRequest(guide, key), 'fedcba9876543210');
      } catch {
        return null; // bad padding: the usual outcome
      }
    })();
    expect(wrong).not.toBe(guidePlain);
  });

  it('when the expiry is made, then it is YYYYMMDD HHMMSS in Karachi time (UTC+5, across midnight)', () => {
    expect(easypayExpiry(new Date('2026-11-28T19:30:15Z'))).toBe('20261129 003015');
    expect(easypayExpiry(new Date('2027-01-01T04:05:06Z'))).toBe('20270101 090506');
  });

  it('when amounts are written, then whole rupees end in .0 and paisa keep two decimals', () => {
    expect(easypayAmount(1000)).toBe('10.0');
    expect(easypayAmount(123456)).toBe('1234.56');
    expect(easypayAmount(150)).toBe('1.50');
    expect(() => easypayAmount(0)).toThrow();
  });

  const provider = easypaisaProvider({
    baseUrl: 'https://easypay.example.test',
    storeId: '43000',
    hashKey: key,
    username: 'u',
    password: 'p',
    accountNum: '900000001',
    timeoutMs: 1000,
    logger: createLogger('test', 'silent'),
  });

  it('when a checkout form is built, then every posted field is inside the encrypted request, sorted', () => {
    const form = provider.checkoutForm({
      reference: 'RBT0001A',
      amountPaisa: 2_500_000,
      method: 'voucher',
      description: 'Campaign',
      returnUrl: 'http://localhost:8080/api/payments/easypaisa/return',
      createdAt: new Date('2026-11-28T10:00:00Z'),
      expiresAt: new Date('2026-11-30T10:00:00Z'),
      mobile: '03451234567',
    });
    expect(form.actionUrl).toBe('https://easypay.example.test/easypay/Index.jsf');
    const { merchantHashedReq, ...posted } = form.fields;
    expect(posted).toMatchObject({
      amount: '25000.0',
      paymentMethod: 'OTC_PAYMENT_METHOD',
      expiryDate: '20261130 150000',
    });
    expect(posted.emailAddr).toBeUndefined();
    expect(decryptRequest(merchantHashedReq, key)).toBe(sortedRequest(posted));
    expect(provider.live).toBe(true);
  });

  it('when a return names no usable order, then it is refused; a good one gives only the reference', () => {
    expect(provider.verifyReturn({ status: '0000', desc: 'ok', orderRefNumber: 'RBT0001A' })).toEqual({
      reference: 'RBT0001A',
    });
    expect(provider.verifyReturn({ status: '0000' })).toBeNull();
    expect(provider.verifyReturn({ orderRefNumber: '../x' })).toBeNull();
    expect(provider.confirmForm('tok<script>', 'http://x/')).toBeNull();
  });

  it("when Easypay's inquiry answers, then its states map to ours and rupees to paisa", () => {
    const ok = (transactionStatus: string) =>
      inquiryResult({ responseCode: '0000', transactionStatus, transactionAmount: '10.5' });
    expect(ok('PAID')).toMatchObject({ state: 'paid', code: 'PAID', amountPaisa: 1050 });
    expect(ok('PENDING').state).toBe('pending');
    expect(ok('FAILED').state).toBe('failed');
    expect(ok('EXPIRED').state).toBe('expired');
    expect(ok('REVERSED').state).toBe('refunded');
    expect(ok('SOMETHING_NEW').state).toBe('unknown');
    expect(inquiryResult({ responseCode: '0001', transactionStatus: 'PAID' })).toMatchObject({
      state: 'unknown',
      code: '0001',
    });
    expect(
      inquiryResult({ responseCode: '0000', transactionStatus: 'PENDING', paymentToken: '12345678901' }).voucher,
    ).toEqual({ number: '12345678901', expiresAt: undefined });
  });
});

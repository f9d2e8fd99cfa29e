import {
  checkCard,
  CARD_MESSAGES,
  cvcValid,
  expiryValid,
  formatCardNumber,
  formatExpiry,
  luhnValid,
} from './card-checks';

const now = new Date(2026, 4, 15); // 15 May 2026

describe('card checks', () => {
  test.each(['4242 4242 4242 4242', '5555555555554444', '4000-0566-5566-5556', '378282246310005'])(
    'when the number is %s, then Luhn accepts it',
    (n) => {
      expect(luhnValid(n)).toBe(true);
    },
  );
  test.each(['4242 4242 4242 4241', '1234', '4242x4242424242424', ''])(
    'when the number is "%s", then Luhn rejects it',
    (n) => {
      expect(luhnValid(n)).toBe(false);
    },
  );
  test('when the expiry is this month or later, then it is valid; earlier months, bad months and bad shapes are not', () => {
    expect(expiryValid('05/26', now)).toBe(true);
    expect(expiryValid('01/27', now)).toBe(true);
    expect(expiryValid('04/26', now)).toBe(false);
    expect(expiryValid('13/27', now)).toBe(false);
    expect(expiryValid('0527', now)).toBe(false);
  });
  test('when the CVC has 3 or 4 digits, then it is valid', () => {
    expect(cvcValid('123')).toBe(true);
    expect(cvcValid('1234')).toBe(true);
    expect(cvcValid('12')).toBe(false);
    expect(cvcValid('12a')).toBe(false);
  });
  test('when every field is wrong, then each has its message', () => {
    expect(checkCard({ name: ' ', number: '4242', expiry: '01/20', cvc: '1' }, now)).toEqual(CARD_MESSAGES);
    expect(checkCard({ name: 'Ayesha Khan', number: '4242424242424242', expiry: '12/30', cvc: '123' }, now)).toEqual(
      {},
    );
  });
  test('when the user types digits, then the number is grouped by four and the expiry gets its slash', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });
});

import { PAYMENT_API, SERVING_API } from '../src';

describe('the queries of signed URLs and payment callbacks', () => {
  it('when an Error URL carries a code, then a VAST code is read and anything else is no code, never a refusal', () => {
    const codeOf = (code: unknown) => {
      const r = SERVING_API.track.query.safeParse({ exp: '1800000000', sig: 'x', code });
      return r.success ? r.data.code : 'refused';
    };
    expect(codeOf('405')).toBe(405);
    // What the handler read before: Number() of the value, kept when it is a VAST code (100-999).
    for (const none of [undefined, '', '[ERRORCODE]', '%5BERRORCODE%5D', '99', '1000', '4.5', ['405', '406']])
      expect(codeOf(none)).toBeUndefined();
  });

  it('when a provider returns fields the contract does not name, then each is kept as sent; a field twice is refused', () => {
    // JazzCash's hash covers every `pp…` field it sends: none may be dropped or changed.
    const sent = { pp_TxnRefNo: 'R1', pp_ResponseCode: '121', ppmpf_1: '03001234567', pp_Description: ' a + b ' };
    for (const route of [PAYMENT_API.returnGet, PAYMENT_API.returnPost])
      expect(route.query.parse({ ...sent })).toEqual(sent);
    const twice = PAYMENT_API.returnGet.query.safeParse({ ...sent, pp_ResponseCode: ['121', '000'] });
    expect(twice.success ? [] : twice.error.issues.map((i) => i.path.join('.'))).toEqual(['pp_ResponseCode']);
  });
});

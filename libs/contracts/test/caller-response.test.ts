import { CallerResponseRequest, CampaignResponse, smsLength } from '../src';

describe('the press-1 SMS rule (one part: 160 GSM-7 or 70 UCS-2)', () => {
  it('when the text is in the GSM-7 alphabet, then it counts septets, extension characters twice', () => {
    expect(smsLength('Eid sale: 30% off at khaadi.pk')).toEqual({ encoding: 'gsm7', units: 30, limit: 160 });
    expect(smsLength('€5 {now}')).toMatchObject({ encoding: 'gsm7', units: 11 });
  });

  it('when one character is outside GSM-7 (Urdu), then the whole text is UCS-2 with 70', () => {
    expect(smsLength('Sale عید')).toEqual({ encoding: 'ucs2', units: 8, limit: 70 });
  });

  it('when an offer is one character over, then it is refused with the spec message; at the limit, accepted', () => {
    expect(CampaignResponse.safeParse({ kind: 'sms', text: 'a'.repeat(160) }).success).toBe(true);
    expect(CampaignResponse.safeParse({ kind: 'sms', text: 'ع'.repeat(70) }).success).toBe(true);
    const over = CampaignResponse.safeParse({ kind: 'sms', text: 'ع'.repeat(71) });
    expect(over.success || over.error.issues[0]?.message).toBe(
      'The SMS must fit one message: 160 characters, or 70 in Urdu',
    );
    expect(CampaignResponse.safeParse({ kind: 'sms', text: '   ' }).success).toBe(false);
  });

  it.each(['+14155550100', '03001234567', '+9230012345678', '+92 300 1234567', '+924212345678'])(
    'when the caller number is %s, then it is refused (Pakistani mobiles in E.164 only)',
    (n) => {
      expect(CallerResponseRequest.safeParse({ key: '1', callerNumber: n }).success).toBe(false);
    },
  );
});

import { createHash } from 'node:crypto';
import { hashNumbers, normaliseNumbers } from './normalise-numbers';

describe('normaliseNumbers', () => {
  it('when a CSV holds the usual ways of writing one mobile, then each becomes the same E.164 number once', () => {
    const csv =
      'name,phone\nAli,0300 1234567\nSara,+92 300 1234567\nBilal,0092-300-1234567\nHina,923001234567\nZara,(0345) 000-0002\n';
    expect(normaliseNumbers(csv)).toEqual({ numbers: ['+923001234567', '+923450000002'], rejected: 0, repeats: 3 });
  });

  it('when the list holds landlines, short numbers and foreign mobiles, then they are counted as rejected, not sent', () => {
    const out = normaliseNumbers('042 35761234\n0301-000000\n+44 7700 900123\n03011234567');
    expect(out.numbers).toEqual(['+923011234567']);
    expect(out.rejected).toBe(3);
  });

  it('when numbers are hashed, then each is the SHA-256 hex of its E.164 form, as the directory stores it', async () => {
    const [h] = await hashNumbers(['+923001234567']);
    expect(h).toBe(createHash('sha256').update('+923001234567').digest('hex'));
  });
});

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

  it('when 4,500 numbers are hashed, then progress is reported after each batch and every number is hashed in order', async () => {
    const numbers = Array.from({ length: 4500 }, (_, k) => `+9230${String(k).padStart(8, '0')}`);
    const seen: number[] = [];
    const hashes = await hashNumbers(numbers, (done) => seen.push(done));
    expect(seen).toEqual([2000 / 4500, 4000 / 4500, 1]);
    expect(hashes[4499]).toBe(createHash('sha256').update(numbers[4499]!).digest('hex'));
  });
});

describe('normaliseNumbers counts every entry that is not a mobile', () => {
  it('when 2 of 8 entries are a short number and a landline, then 2 are reported, not 1', () => {
    const list =
      '0300 1234567\n0301 1234567\n0302 1234567\n0303 1234567\n0304 1234567\n0305 1234567\n12345\n042 35761234';
    expect(normaliseNumbers(list)).toEqual({
      numbers: ['+923001234567', '+923011234567', '+923021234567', '+923031234567', '+923041234567', '+923051234567'],
      rejected: 2,
      repeats: 0,
    });
  });

  it('when two mobiles share a line with a space between, then both are kept', () => {
    expect(normaliseNumbers('0300 1234567 0345 7654321\n03011234567 03021234567').numbers).toEqual([
      '+923001234567',
      '+923457654321',
      '+923011234567',
      '+923021234567',
    ]);
  });

  it('when a CSV cell holds a short number, then it is one rejected entry and the header is none', () => {
    expect(normaliseNumbers('name,phone\nAli,0300123\nSara,0300 1234567')).toEqual({
      numbers: ['+923001234567'],
      rejected: 1,
      repeats: 0,
    });
  });
});

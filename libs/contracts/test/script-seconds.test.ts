import { scriptSeconds } from '../src';

describe('script duration, the one estimate for the wizard, svc-media and its help', () => {
  it('when a script is read, then it takes its length / 12 × speed seconds, rounded', () => {
    expect(scriptSeconds('x'.repeat(120))).toBe(10);
    expect(scriptSeconds('x'.repeat(120), 1.5)).toBe(15);
    expect(scriptSeconds('x'.repeat(18), 1)).toBe(2); // 1.5 rounds up
    expect(scriptSeconds('', 1)).toBe(0);
  });

  it('when a script has blanks around it, then they are not counted (the engines are given the trimmed text)', () => {
    expect(scriptSeconds('  Hello Lahore  ', 2)).toBe(2);
    expect(scriptSeconds('\n   \n', 1)).toBe(0);
  });
});

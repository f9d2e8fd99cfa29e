import { SignUpRequest } from '@rbt/contracts';
import { TEST_PASSWORD } from '@rbt/test-kit';
import { passwordWeakness } from '../src/auth/password-strength';
import { startGateway, Client } from './harness';

// OWASP ASVS 2.1: length over composition, any characters, no common or breached passwords.
describe('new passwords', () => {
  const profile = { email: 'sana@example.pk', firstName: 'Sana' };
  const accepted = (password: string) =>
    SignUpRequest.safeParse({ ...profile, password }).success && !passwordWeakness(password, Object.values(profile));

  it.each([
    'password',
    '12345678',
    '        ',
    ' '.repeat(12),
    'password1234',
    'qwertyuiop12',
    'sana@example.pk1',
    'abc',
  ])('when the new password is %j, then it is refused', (password) => expect(accepted(password)).toBe(false));

  it.each([
    TEST_PASSWORD,
    'tea at four by the river',
    'میرا پاس ورڈ لمبا ہے',
    'گلابی چائے 1948ء',
    'kite 🪁 over Lahore',
  ])('when the new password is %j (spaces, Urdu, emoji allowed, nothing required), then it is accepted', (password) =>
    expect(accepted(password)).toBe(true),
  );

  it('when the password has eleven Urdu letters, then the length counts letters, not bytes, and refuses it', () => {
    expect(SignUpRequest.safeParse({ ...profile, password: 'پاکستانزند1' }).success).toBe(false);
  });

  describe('through the gateway', () => {
    let gw: Awaited<ReturnType<typeof startGateway>>;
    let n = 0;
    const ip = () => `10.42.4.${++n}`;
    const signUp = (email: string, password: string) =>
      new Client(gw.base).req(
        'POST',
        '/api/auth/signup',
        { email, password, firstName: 'Weak' },
        { 'x-forwarded-for': ip() },
      );
    beforeAll(async () => {
      gw = await startGateway();
    });
    afterAll(() => gw.stop());

    it('when someone signs up with "password" or twelve spaces, then 400 names the password and no account exists', async () => {
      for (const password of ['password', ' '.repeat(12), 'password1234']) {
        const r = await signUp('weak@example.pk', password);
        expect(r.status).toBe(400);
        expect(r.body.error.details[0].path).toBe('password');
      }
      const signIn = await new Client(gw.base).req('POST', '/api/auth/signin', {
        email: 'weak@example.pk',
        password: 'password1234',
      });
      expect(signIn.status).toBe(401);
    });

    it('when someone signs up with an Urdu passphrase, then they can sign in with it', async () => {
      expect((await signUp('urdu-pass@example.pk', 'میرا پاس ورڈ لمبا ہے')).status).toBe(202);
      const c = new Client(gw.base);
      const r = await c.req('POST', '/api/auth/signin', {
        email: 'urdu-pass@example.pk',
        password: 'میرا پاس ورڈ لمبا ہے',
      });
      expect(r.status).toBe(200);
    });

    it('when the sign-up page opens, then it says the minimum in its language and loads the strength meter from its own origin', async () => {
      const en = await new Client(gw.base).req('GET', '/signup?lang=en');
      expect(en.text).toContain('At least 12 characters');
      expect(en.text).toContain('minlength="12"');
      const ur = await new Client(gw.base).req('GET', '/signup?lang=ur');
      expect(ur.text).toContain('کم از کم 12 حروف');
      const scripts = [...en.text.matchAll(/<script defer src="([^"]+)"/g)].map((m) => m[1]!);
      expect(scripts).toHaveLength(3);
      for (const src of scripts) {
        const r = await fetch(gw.base + src);
        expect(r.status).toBe(200);
        expect(r.headers.get('content-type')).toMatch(/javascript/);
      }
    });
  });
});

import { leadingZeroBits, proofDigest } from '../src/auth/sign-in-proof';
import { startGateway, Client } from './harness';

/** What the sign-in page's script does with WebCrypto (sign-in-proof.js): the first nonce with enough zero bits. */
const solve = (challenge: string, bits: number) => {
  for (let n = 0; ; n += 1) if (leadingZeroBits(proofDigest(challenge, String(n))) >= bits) return String(n);
};

// Limits that stop the guesser without locking the owner out, and addresses nobody can pick.
describe('sign-in limits and client addresses, through the gateway', () => {
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let direct: Awaited<ReturnType<typeof startGateway>>;
  let n = 0;
  const ip = () => `10.27.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;
  const signIn = (g: { base: string }, email: string, password: string, headers: Record<string, string> = {}) =>
    new Client(g.base).req('POST', '/api/auth/signin', { email, password }, headers);
  const owner = async (g: { base: string }, email: string) => {
    await new Client(g.base).req(
      'POST',
      '/api/auth/signup',
      { email, password: 'owners-pass-1', firstName: 'O', lastName: 'W', companyName: 'Acme' },
      { 'x-forwarded-for': ip() },
    );
  };

  beforeAll(async () => {
    [gw, direct] = await Promise.all([
      startGateway(),
      // Nothing in front of this one: no forwarded header is believed (the default outside the local stack).
      startGateway({ TRUST_PROXY: '' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([gw.stop(), direct.stop()]);
  });

  it("when ten wrong passwords for someone's email come from ten addresses, then the owner's right password still signs in", async () => {
    await owner(gw, 'owner-10@example.pk');
    for (let i = 0; i < 10; i += 1)
      expect((await signIn(gw, 'owner-10@example.pk', `guess-${i}`, { 'x-forwarded-for': ip() })).status).toBe(401);
    const r = await signIn(gw, 'owner-10@example.pk', 'owners-pass-1', { 'x-forwarded-for': ip() });
    expect(r).toMatchObject({ status: 200, body: { email: 'owner-10@example.pk' } });
  });

  it('when one address fails ten times for an email, then it gets 429 even with the right password, and another address signs in', async () => {
    await owner(gw, 'owner-pair@example.pk');
    const guesser = ip();
    for (let i = 0; i < 10; i += 1)
      await signIn(gw, 'owner-pair@example.pk', `guess-${i}`, { 'x-forwarded-for': guesser });
    const blocked = await signIn(gw, 'owner-pair@example.pk', 'owners-pass-1', { 'x-forwarded-for': guesser });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(gw, 'owner-pair@example.pk', 'owners-pass-1', { 'x-forwarded-for': ip() })).status).toBe(200);
  });

  it('when 105 wrong passwords for an email came from eleven addresses, then the owner signs in from a new browser with a proof of work, and the guessers stay limited', async () => {
    const email = 'owner-105@example.pk';
    await owner(gw, email);
    const guessers = Array.from({ length: 11 }, () => ip());
    const answers = await Promise.all(
      guessers.map(async (from, g) => {
        const mine: string[] = [];
        for (let i = 0; i < (g < 10 ? 10 : 5); i += 1) {
          const r = await signIn(gw, email, `guess-${g}-${i}`, { 'x-forwarded-for': from });
          mine.push(r.status === 401 ? '401' : `${r.status} ${r.body.error?.code}`);
        }
        return mine;
      }),
    );
    // Eleven addresses at once: every guess is checked before the ones in flight are counted, so the last few may
    // already meet the ceiling (asked for a proof) or not, as the race goes; none is let through or locked out.
    const all = answers.flat();
    expect(all.filter((a) => a === '401').length).toBeGreaterThanOrEqual(100);
    expect(all.filter((a) => a !== '401' && a !== '429 proof_required')).toEqual([]);
    const owners = ip();
    // Past the ceiling (100): the right password without a proof of work is refused from any address.
    const refused = await signIn(gw, email, 'owners-pass-1', { 'x-forwarded-for': owners });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('proof_required');
    const asked = await new Client(gw.base).req('POST', '/api/auth/signin-challenge', { email });
    expect(asked.body.bits).toBe(18);
    const proof = { proofChallenge: asked.body.challenge, proofNonce: solve(asked.body.challenge, asked.body.bits) };
    const signedIn = await new Client(gw.base).req(
      'POST',
      '/api/auth/signin',
      { email, password: 'owners-pass-1', ...proof },
      { 'x-forwarded-for': owners },
    );
    expect(signedIn.status).toBe(200);
    // The same solution twice, a solution for another email, or one from an address already past its pair limit: no.
    const again = (body: object, from: string) =>
      new Client(gw.base).req('POST', '/api/auth/signin', body, { 'x-forwarded-for': from });
    expect((await again({ email, password: 'owners-pass-1', ...proof }, ip())).status).toBe(429);
    const other = 'someone-else@example.pk';
    expect((await again({ email: other, password: 'x', ...proof }, ip())).status).toBe(401);
    const fresh = refused.body.error.details as { challenge: string; bits: number };
    const fromGuesser = { email, password: 'owners-pass-1', proofChallenge: fresh.challenge };
    const guess = await again({ ...fromGuesser, proofNonce: solve(fresh.challenge, fresh.bits) }, guessers[0]!);
    expect(guess.status).toBe(429);
    expect(guess.body.error.code).toBe('rate_limited');
  });

  it('when a challenge is asked for an email with no failures, then there is no puzzle', async () => {
    const r = await new Client(gw.base).req('POST', '/api/auth/signin-challenge', { email: 'calm@example.pk' });
    expect(r.body).toEqual({ challenge: null, bits: 0 });
  });

  it('when one address tries eleven different emails, then the eleventh is 429 (the per-address limit stays)', async () => {
    const from = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await signIn(gw, `nobody-${i}@example.pk`, 'whatever-1', { 'x-forwarded-for': from })).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('when no proxy is trusted, then rotating X-Forwarded-For does not reset the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await signIn(direct, `rot-${i}@example.pk`, 'whatever-1', { 'x-forwarded-for': ip() })).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('when a trusted proxy forwards values that are not IP addresses, then they are not taken as client addresses', async () => {
    // The trusted hop (loopback) is the last address anyone vouches for: every junk value counts against it.
    const junk = [
      '<script>',
      'evil.example',
      '999.1.1.1',
      '10.0.0.1 <x>',
      'unknown',
      '',
      '::g',
      '1.2.3',
      '%0a',
      '"a"',
      '1e3',
    ];
    const statuses: number[] = [];
    for (const [i, value] of junk.entries())
      statuses.push((await signIn(gw, `junk-${i}@example.pk`, 'whatever-1', { 'x-forwarded-for': value })).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});

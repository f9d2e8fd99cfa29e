import express, { Request, Response, Router } from 'express';
import { SignInChallengeRequest, SignInRequest, SignUpRequest, type SignInChallenge } from '@rbt/contracts';
import type { Config } from '../config';
import { UsersRepository, UserRecord } from './users-repository';
import { hashPassword, verifyPassword } from './passwords';
import { passwordWeakness } from './password-strength';
import { LoginLimiter } from './rate-limit';
import type { SignInLimiter } from './sign-in-limiter';
import type { SignInProof } from './sign-in-proof';
import { establishSession, SessionUser } from './session';
import { signInPage, signUpPage } from './pages';
import { PAGE_WORDS, signUpProblem } from './page-words';
import { pageLanguage } from './page-language';
import { safeReturn } from './return-to';

// JSON callers get English sentences beside stable codes (the browser words codes itself); pages get their language.
const { genericFailure: GENERIC_FAILURE, tooManySignIns: TOO_MANY, tooManySignUps: TOO_MANY_SIGNUPS } = PAGE_WORDS.en;
const SIGNED_UP = PAGE_WORDS.en.signedUp;
const PROOF_NEEDED = PAGE_WORDS.en.proofNeeded;
const URDU_OF: Record<string, 'tooManySignIns' | 'proofNeeded'> = {
  [TOO_MANY]: 'tooManySignIns',
  [PROOF_NEEDED]: 'proofNeeded',
};

export const roleFor = (config: Config, email: string, stored: UserRecord['role']) =>
  config.ADMIN_EMAILS.includes(email.trim().toLowerCase()) ? 'admin' : stored;

export const toSessionUser = (u: UserRecord, role: UserRecord['role']): SessionUser => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  companyName: u.companyName,
  role,
  ...(u.language ? { language: u.language } : {}),
});

/** Plain HTML form posts get pages and redirects back; JSON callers get JSON. */
const wantsHtml = (req: Request) => Boolean(req.is('application/x-www-form-urlencoded'));

/**
 * How a form's failure is answered: the form's page again with the error in the page's words for plain HTML posts,
 * else the JSON error format with `code` (`rate_limited` for a 429) and the English sentence.
 */
const failure =
  (res: Response, html: boolean, code: string, page: (error: string) => string) =>
  (status: number, message: string, pageMessage: string, details?: unknown) =>
    html
      ? res.status(status).type('html').send(page(pageMessage))
      : res.status(status).json({ error: { code: status === 429 ? 'rate_limited' : code, message, details } });

export function localAuthRouter(
  config: Config,
  users: UsersRepository,
  limiter: SignInLimiter,
  signupLimiter: LoginLimiter,
  proof: SignInProof,
): Router {
  const r = express.Router();
  // A real hash to compare against when the email is unknown, so timing does not reveal which emails exist.
  const dummyHash = hashPassword('not-a-real-password', config.PASSWORD_HASH_COST);
  const body = [
    express.urlencoded({ extended: false, limit: '16kb', inflate: false }),
    express.json({ limit: '16kb', inflate: false }),
  ];

  r.get('/signin', (req, res) => {
    const email = typeof req.query.email === 'string' ? req.query.email.slice(0, 200) : undefined;
    const language = pageLanguage(req, res);
    res.type('html').send(
      signInPage(language, {
        returnTo: safeReturn(req.query.returnTo),
        email,
        notice: req.query.registered ? PAGE_WORDS[language].signedUp : undefined,
      }),
    );
  });
  r.get('/signup', (req, res) => {
    res.type('html').send(signUpPage(pageLanguage(req, res)));
  });

  r.post('/api/auth/signin', ...body, async (req: Request, res: Response) => {
    const html = wantsHtml(req);
    const language = pageLanguage(req, res);
    const fail = (status: number, message: string, email?: string) =>
      failure(res, html, 'invalid_credentials', (error) => signInPage(language, { error, email }))(
        status,
        message,
        // In Urdu a malformed form is worded as a wrong email or password; English keeps zod's own sentence.
        language === 'en' ? message : PAGE_WORDS.ur[URDU_OF[message] ?? 'genericFailure'],
      );
    const parsed = SignInRequest.safeParse(req.body);
    if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? GENERIC_FAILURE);
    const { email, password, returnTo } = parsed.data;
    const ip = req.ip ?? 'unknown';
    const { wait, proofNeeded } = await limiter.attempt(ip, email);
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      return fail(429, TOO_MANY, email);
    }
    if (proofNeeded && !(await proof.verify(email, parsed.data))) {
      // JSON callers get a fresh puzzle with the refusal; the page asks for one before posting (sign-in-proof.js).
      if (!html)
        return res
          .status(429)
          .json({ error: { code: 'proof_required', message: PROOF_NEEDED, details: proof.challenge(email) } });
      return fail(429, PROOF_NEEDED, email);
    }
    const user = await users.findByEmail(email);
    const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
    if (!user || !user.passwordHash || !ok) {
      await limiter.failed(ip, email);
      return fail(401, GENERIC_FAILURE, email);
    }
    await limiter.succeeded(ip, email);
    const sessionUser = toSessionUser(user, roleFor(config, user.email, user.role));
    await establishSession(req, sessionUser);
    return html ? res.redirect(303, safeReturn(returnTo)) : res.json(sessionUser);
  });

  r.post(
    '/api/auth/signin-challenge',
    express.json({ limit: '1kb', inflate: false }),
    async (req: Request, res: Response) => {
      const parsed = SignInChallengeRequest.safeParse(req.body);
      if (!parsed.success)
        return res.status(400).json({ error: { code: 'validation_failed', message: 'Enter a valid email address' } });
      const answer: SignInChallenge = (await limiter.proofNeeded(parsed.data.email))
        ? proof.challenge(parsed.data.email)
        : { challenge: null, bits: 0 };
      return res.json(answer);
    },
  );

  r.post('/api/auth/signup', ...body, async (req: Request, res: Response) => {
    const html = wantsHtml(req);
    const language = pageLanguage(req, res);
    const values = typeof req.body === 'object' && req.body ? { ...req.body, password: '' } : {};
    const fail = failure(res, html, 'validation_failed', (error) => signUpPage(language, { error, values }));
    const parsed = SignUpRequest.safeParse(req.body);
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      return fail(
        400,
        i ? signUpProblem('en', i.path.join('.'), i.message) : PAGE_WORDS.en.invalidSignUp,
        i ? signUpProblem(language, i.path.join('.'), i.message) : PAGE_WORDS[language].invalidSignUp,
        parsed.error.issues.map((x) => ({ path: x.path.join('.'), message: x.message })),
      );
    }
    const { password, ...profile } = parsed.data;
    const wait = await signupLimiter.consume(req.ip ?? 'unknown', profile.email);
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      return fail(429, TOO_MANY_SIGNUPS, PAGE_WORDS[language].tooManySignUps);
    }
    // New and taken emails get the same answer after the same work (one hash, one insert attempt), and neither
    // signs in here: a session for new emails only would tell anyone which emails have an account.
    // After the budget: scoring costs a few milliseconds of CPU, so it is counted like the hash.
    const weakness = passwordWeakness(password, [
      profile.email,
      profile.firstName,
      profile.lastName,
      profile.companyName,
    ]);
    if (weakness) {
      const details = [{ path: 'password', message: weakness }];
      return fail(400, `password: ${weakness}`, signUpProblem(language, 'password', weakness), details);
    }
    const passwordHash = await hashPassword(password, config.PASSWORD_HASH_COST);
    try {
      await users.create({ ...profile, role: 'advertiser', passwordHash });
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err;
    }
    return html
      ? res.redirect(303, `/signin?registered=1&email=${encodeURIComponent(profile.email)}`)
      : res.status(202).json({ status: 'accepted', message: SIGNED_UP });
  });
  return r;
}

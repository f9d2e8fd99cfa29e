import express, { Router } from 'express';
import { Issuer, generators, Client } from 'openid-client';
import type { Config } from '../config';
import { publicUrl } from '../config';
import type { UsersRepository } from './users-repository';
import { establishSession } from './session';
import { roleFor, toSessionUser } from './local-auth';

/**
 * Sign-in at an OpenID provider's hosted page: authorization code flow with PKCE (S256), state and nonce
 * kept in the session; the user is created from the ID token claims on first login.
 */
export function oidcRouter(config: Config, users: UsersRepository): Router {
  const r = express.Router();
  const redirectUri = `${publicUrl(config)}/api/auth/callback`;
  let client: Promise<Client> | undefined;
  const getClient = () => {
    client ??= Issuer.discover(config.OIDC_ISSUER_URL!).then(
      (issuer) =>
        new issuer.Client({
          client_id: config.OIDC_CLIENT_ID!,
          client_secret: config.OIDC_CLIENT_SECRET!,
          redirect_uris: [redirectUri],
          response_types: ['code'],
        }),
    );
    client.catch(() => {
      client = undefined;
    });
    return client;
  };

  r.get('/api/login', async (req, res, next) => {
    try {
      const c = await getClient();
      const codeVerifier = generators.codeVerifier();
      const state = generators.state();
      const nonce = generators.nonce();
      req.session.oidc = { state, nonce, codeVerifier };
      await new Promise<void>((ok, ko) => req.session.save((e) => (e ? ko(e) : ok())));
      res.redirect(
        c.authorizationUrl({
          scope: 'openid email profile',
          code_challenge: generators.codeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        }),
      );
    } catch (err) {
      next(
        Object.assign(new Error(`The sign-in provider cannot be reached: ${(err as Error).message}`), { status: 503 }),
      );
    }
  });

  r.get('/api/auth/callback', async (req, res) => {
    const pending = req.session.oidc;
    if (!pending) return res.redirect('/api/login');
    try {
      const c = await getClient();
      const tokens = await c.callback(redirectUri, c.callbackParams(req), {
        code_verifier: pending.codeVerifier,
        state: pending.state,
        nonce: pending.nonce,
      });
      // Providers may keep profile claims out of the ID token and serve them from userinfo instead.
      const claims = { ...(tokens.access_token ? await c.userinfo(tokens).catch(() => ({})) : {}), ...tokens.claims() };
      const email = String(claims.email ?? `${claims.sub}@oidc.invalid`);
      const existing = (await users.findBySubject(claims.sub)) ?? (await users.findByEmail(email));
      const user =
        existing ??
        (await users.create({
          email,
          firstName: String(claims.given_name ?? ''),
          lastName: String(claims.family_name ?? ''),
          companyName: '',
          role: 'advertiser',
          oidcSubject: claims.sub,
        }));
      await establishSession(req, toSessionUser(user, roleFor(config, user.email, user.role)));
      return res.redirect('/');
    } catch (err) {
      return res
        .status(401)
        .type('text')
        .send(`Sign-in failed: ${(err as Error).message}`);
    }
  });
  return r;
}

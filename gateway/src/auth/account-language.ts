import express, { Response, Router } from 'express';
import { LanguageChange, type Language } from '@rbt/contracts';
import type { UsersRepository } from './users-repository';
import { currentUser } from './session';

/** The cookie that keeps a signed-out visitor's language; the account's choice is written to it as well. */
export const LANGUAGE_COOKIE = 'rbt_lang';
const YEAR_MS = 365 * 24 * 3600 * 1000;

/** Keeps a language choice in the browser for a year (read by the shell and the gateway's own pages). */
export function rememberLanguage(res: Response, language: Language): void {
  res.cookie(LANGUAGE_COOKIE, language, { sameSite: 'lax', maxAge: YEAR_MS, path: '/' });
}

/**
 * PATCH /api/account/language: the signed-in account's language, kept in the users collection and in the
 * session (so /api/auth/user answers it at once), mirrored in the cookie so the public pages stay in it after
 * signing out. Behind the API guard (401 signed out) and the same-origin guard.
 */
export function accountLanguageRouter(users: UsersRepository): Router {
  const r = express.Router();
  r.patch('/api/account/language', express.json({ limit: '1kb', inflate: false }), async (req, res) => {
    const user = currentUser(req)!;
    const parsed = LanguageChange.safeParse(req.body);
    if (!parsed.success)
      return res.status(400).json({
        error: {
          code: 'validation_failed',
          message: 'The language must be en or ur.',
          details: parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'language', message: i.message })),
        },
      });
    await users.setLanguage(user.id, parsed.data.language);
    req.session.user = { ...user, language: parsed.data.language };
    rememberLanguage(res, parsed.data.language);
    return res.json({ language: parsed.data.language });
  });
  return r;
}

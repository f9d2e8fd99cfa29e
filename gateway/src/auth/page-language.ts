import type { Request, Response } from 'express';
import { Language } from '@rbt/contracts';
import { rememberLanguage } from './account-language';

function cookieLanguage(req: Request): Language | undefined {
  // No cookie parser on these routes: one cookie is read, by name, from the raw header.
  const match = /(?:^|;\s*)rbt_lang=([^;]*)/.exec(req.headers.cookie ?? '');
  const parsed = Language.safeParse(match?.[1]);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The language of a gateway page, as the shell chooses for its own pages: a choice made on this page
 * (`?lang=`, the page's language link, kept in the cookie), else the cookie (a choice made before), else the first
 * of the browser's Accept-Language the portal speaks, else English.
 */
export function pageLanguage(req: Request, res: Response): Language {
  const chosen = Language.safeParse(req.query.lang);
  if (chosen.success) {
    rememberLanguage(res, chosen.data);
    return chosen.data;
  }
  const accepted = Language.safeParse(req.acceptsLanguages('en', 'ur'));
  return cookieLanguage(req) ?? (accepted.success ? accepted.data : 'en');
}

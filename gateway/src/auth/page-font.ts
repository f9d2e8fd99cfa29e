import express, { Router } from 'express';

/** Where the sign-in pages find their Urdu font: same origin, as they load nothing from another site. */
export const NASTALIQ_PATH = '/auth-assets/noto-nastaliq-urdu.woff2';
// The Arabic-script subset the remotes use (web-kit script-font.css), so a browser has it cached from either.
const NASTALIQ_FILE =
  require.resolve('@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2');

export function pageFontRouter(): Router {
  const r = express.Router();
  // Never changes at this path within a version of the package; a day's caching keeps an upgrade from sticking.
  r.get(NASTALIQ_PATH, (_req, res) => res.sendFile(NASTALIQ_FILE, { maxAge: '1d' }));
  return r;
}

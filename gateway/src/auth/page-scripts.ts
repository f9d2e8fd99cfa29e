import path from 'node:path';
import express, { Router } from 'express';

/**
 * The scripts of the gateway's own pages, same origin (the CSP allows scripts only from 'self' and the remotes):
 * zxcvbn-ts and its common dictionaries as the packages build them for browsers, and the page's own small scripts.
 */
export const PAGE_SCRIPTS = {
  zxcvbnCore: '/auth-assets/zxcvbn-core.js',
  zxcvbnCommon: '/auth-assets/zxcvbn-common.js',
  passwordMeter: '/auth-assets/password-meter.js',
  signInProof: '/auth-assets/sign-in-proof.js',
} as const;

const FILES: Record<keyof typeof PAGE_SCRIPTS, string> = {
  zxcvbnCore: path.join(path.dirname(require.resolve('@zxcvbn-ts/core')), 'zxcvbn-ts.js'),
  zxcvbnCommon: path.join(path.dirname(require.resolve('@zxcvbn-ts/language-common')), 'zxcvbn-ts.js'),
  passwordMeter: path.join(__dirname, 'assets', 'password-meter.js'),
  signInProof: path.join(__dirname, 'assets', 'sign-in-proof.js'),
};

export function pageScriptsRouter(): Router {
  const r = express.Router();
  for (const key of Object.keys(PAGE_SCRIPTS) as (keyof typeof PAGE_SCRIPTS)[]) {
    // An hour: the dictionaries are large and unchanging, while the page's own scripts may change with a release.
    r.get(PAGE_SCRIPTS[key], (_req, res) => res.sendFile(FILES[key], { maxAge: '1h' }));
  }
  return r;
}

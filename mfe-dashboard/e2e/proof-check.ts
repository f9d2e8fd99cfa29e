import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { ProofVerification } from '@rbt/contracts';
import { baseUrl } from '../../libs/test-kit/src/browser';

/** The public check, as anyone holding the PDF makes it: through the gateway, with no session. */
async function verify(url: string, sha256: string): Promise<ProofVerification> {
  const res = await fetch(`${baseUrl()}${new URL(url).pathname}?sha256=${sha256}`, {
    headers: { accept: 'application/json' },
  });
  if (res.status !== 200) throw new Error(`verification answered ${res.status}`);
  return ProofVerification.parse(await res.json());
}

/**
 * Downloads the selected campaign's proof of play from the Analytics page's button, reads it back with pdftotext,
 * and checks its verification URL: the file as downloaded is genuine, the same file with one byte changed is not.
 * Answers the PDF's text.
 */
export async function checkProofOfPlay(page: Page, name: string, plays: number): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Proof of play (PDF)' }).click(),
  ]);
  const file = await download.path();
  const pdf = fs.readFileSync(file);
  const text = (await promisify(execFile)('pdftotext', ['-q', '-layout', file, '-'])).stdout;
  expect(text).toContain(name);
  expect(text).toMatch(new RegExp(`Plays delivered: ${plays}\\b`));
  const url = /(https?:\/\/\S+\/api\/proof-of-play\/verify\/POP-[\w-]+)/.exec(text)?.[1];
  expect(url).toBeDefined();
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  expect(await verify(url!, sha(pdf))).toMatchObject({ issued: true, fileMatches: true, deliveredPlays: plays });
  const tampered = Buffer.from(pdf);
  tampered[Math.floor(tampered.length / 2)] ^= 1;
  expect(await verify(url!, sha(tampered))).toMatchObject({ issued: true, fileMatches: false });
  return text;
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { call } from '@rbt/test-kit';
import { emptyVast, vastAd } from '../src/serving/domain/vast-document';
import { startTestServer } from './test-server';
import { decisionPath, liveCampaign, platform, subscriber } from './serving-fixtures';

// CI clones shared/ beside the repository; a git worktree (wt/<branch>) sits one level deeper.
const XSD = ['../../../shared', '../../../../shared']
  .map((up) => path.resolve(__dirname, up, 'standards/vast_4.1.xsd'))
  .find((f) => fs.existsSync(f)) as string;

/** xmllint's verdict on one document (stdin), '' when it validates. */
function schemaErrors(xml: string): string {
  try {
    execFileSync('xmllint', ['--noout', '--schema', XSD, '-'], { input: xml, stdio: ['pipe', 'pipe', 'pipe'] });
    return '';
  } catch (err) {
    return String((err as { stderr?: Buffer }).stderr ?? err);
  }
}

describe('VAST answers against vast_4.1.xsd (xmllint --schema)', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.stop());

  it('when the service answers an ad and no ad, then both validate', async () => {
    await liveCampaign(s.deps, 'camp-&<"quoted">', {
      audio: { id: 'aud-x', durationSec: 29.5 },
      title: 'Sale <50%> & "more"',
      advertiser: 'A & B',
      interests: ['technology', 'music'],
      language: 'urdu',
    });
    const ad = await call(s.base, 'GET', decisionPath({ sub: subscriber(1), city: 'karachi' }), { as: platform() });
    const none = await call(s.base, 'GET', decisionPath({ sub: subscriber(1), city: 'gilgit' }), { as: platform() });
    expect(ad.body).toContain('<Ad ');
    for (const tag of ['<Advertiser>', '<Category ', '<Extension ', '<Expires>', ' codec="6"', ' codec="7"'])
      expect(ad.body).toContain(tag);
    expect(schemaErrors(ad.body)).toBe('');
    expect(schemaErrors(none.body)).toBe('');
  });

  it('when values carry XML specials and the empty answer carries an Error URL, then they still validate', () => {
    const u = 'https://x.pk/rtb/v1/track/id/start?exp=1&sig=a-b_c';
    const xml = vastAd({
      adServingId: 'a&b<c>',
      campaignId: `"c'&<>`,
      meta: { title: ']]> <AdTitle>', advertiser: '<&>', categories: ['IAB1-6'], language: 'ur"' },
      durationSec: 3725.25,
      expiresSec: 599.7,
      impressionUrl: u,
      errorUrl: `${u}&code=%5BERRORCODE%5D`,
      optOutUrl: u,
      trackingUrls: { start: u, firstQuartile: u, midpoint: u, thirdQuartile: u, complete: u },
      mediaFiles: [
        { url: u, codec: '6' },
        { url: u, codec: '"7' },
      ],
    });
    expect(xml).toContain('<Duration>01:02:05.250</Duration>');
    expect(schemaErrors(xml)).toBe('');
    expect(schemaErrors(emptyVast('https://x.pk/rtb/v1/track/e/error?code=%5BERRORCODE%5D'))).toBe('');
  });

  it('when a document breaks the schema, then the check says so (the check itself can fail)', () => {
    expect(schemaErrors('<VAST version="4.1" xmlns="http://www.iab.com/VAST"><Ad><InLine/></Ad></VAST>')).not.toBe('');
  });
});

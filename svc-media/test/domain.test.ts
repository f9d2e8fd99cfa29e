import { parseRange } from '../src/entry-points/http/audio-routes';
import { judgeUpload, sniffAudio, UPLOAD_MESSAGES } from '../src/domain/upload-rules';
import { keyFromUploadUrl, signUploadPath, verifyUpload } from '../src/domain/upload-signature';
import { waveformBars } from '../src/domain/audio-intake-use-case';
import { espeakArgs, openaiSpeechOptions } from '../src/media-tools/tts-engines';
import { TtsRequest } from '@rbt/contracts';

const facts = { formatName: 'wav', declaredSec: 10, decodedSec: 10, hasAudio: true, decodeErrors: '' };

describe('svc-media domain rules', () => {
  it('when bytes start with each container signature, then the kind is recognised by bytes alone', () => {
    expect(sniffAudio(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBe('wav');
    expect(sniffAudio(Buffer.from('OggS\0\0'))).toBe('ogg');
    expect(sniffAudio(Buffer.from('\0\0\0\x1cftypM4A '))).toBe('m4a');
    expect(sniffAudio(Buffer.from('ID3\x04'))).toBe('mp3');
    expect(sniffAudio(Buffer.from([0xff, 0xfb, 0x90]))).toBe('mp3');
    expect(sniffAudio(Buffer.from([0xff, 0xf1, 0x50]))).toBe('aac');
    expect(sniffAudio(Buffer.from('\x89PNG\r\n\x1a\n'))).toBeNull();
  });

  it('when an upload is judged, then size, type, damage and length each get their message', () => {
    expect(judgeUpload('wav', 1000, facts)).toBeNull();
    expect(judgeUpload('wav', 0, facts)).toBe(UPLOAD_MESSAGES.empty);
    expect(judgeUpload('wav', 10_485_761, facts)).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(judgeUpload('mp3', 1000, facts)).toBe(UPLOAD_MESSAGES.notAudio);
    expect(judgeUpload('wav', 1000, { ...facts, decodedSec: 4 })).toBe(UPLOAD_MESSAGES.damaged);
    expect(judgeUpload('wav', 1000, { ...facts, declaredSec: 31, decodedSec: 31 })).toBe(UPLOAD_MESSAGES.tooLong);
    expect(judgeUpload('wav', 1000, { ...facts, declaredSec: 30, decodedSec: 30 })).toBeNull();
  });

  it('when ranges are parsed, then bounded, open, suffix and impossible ranges are told apart', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
  });

  it('when an upload URL is signed, then only the same owner, key and limits before expiry pass', () => {
    const grant = { key: '0b7f3c0e-8a55-4c1e-9a57-7d6c3e1f2a3b', ownerId: 'u1', expiresAt: 2_000, maxBytes: 10 };
    const q = Object.fromEntries(new URL(signUploadPath('secret-secret-secret', grant), 'http://x').searchParams);
    expect(verifyUpload('secret-secret-secret', grant.key, 'u1', q, 1_000)).toEqual({ ok: true, grant });
    expect(verifyUpload('secret-secret-secret', grant.key, 'u2', q, 1_000)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyUpload('secret-secret-secret', grant.key, 'u1', { ...q, max: '11' }, 1_000)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyUpload('secret-secret-secret', grant.key, 'u1', q, 3_000)).toEqual({ ok: false, reason: 'expired' });
    expect(keyFromUploadUrl(`https://portal.example/api/objects/upload/${grant.key}?sig=x`)).toBe(grant.key);
    expect(keyFromUploadUrl('/api/objects/upload/../../etc/passwd')).toBeNull();
  });

  it('when PCM has a loud middle, then the middle bars are highest and the loudest is 1', () => {
    const pcm = new Int16Array(1600);
    for (let i = 700; i < 900; i++) pcm[i] = i % 2 ? 20000 : -20000;
    const bars = waveformBars(pcm);
    expect(bars).toHaveLength(16);
    expect(Math.max(...bars)).toBe(1);
    expect(bars[0]).toBe(0);
    expect(bars[7]).toBeGreaterThan(0);
  });

  it('when a ttsConfig is mapped to the engines, then voice, speed, pitch and emotion reach each one', () => {
    const req = TtsRequest.parse({
      script: '  Hello Lahore  ',
      language: 'punjabi',
      voice: 'hamza',
      speed: 2,
      pitch: 10,
      emotion: 'excited',
    });
    const args = espeakArgs(req, '/tmp/x.wav');
    expect(args.slice(0, 6)).toEqual(['-v', 'pa+m3', '-s', '363', '-p', '98']);
    expect(args).not.toContain(req.script);
    expect(openaiSpeechOptions(req, 'm')).toMatchObject({
      voice: 'onyx',
      speed: 2,
      input: 'Hello Lahore',
      response_format: 'wav',
    });
  });
});

import { SERVING_PATHS, SignedServingQuery } from '../serving';
import { apiRoute } from './api-route';

/** Telephone renditions served from the signed URLs of a VAST answer (svc-media). */
export const SIGNED_MEDIA_API = {
  media: apiRoute({
    method: 'get',
    path: `${SERVING_PATHS.media}/{file}`,
    summary: 'Telephone rendition of an ad from a signed URL in the VAST answer (no key)',
    description: [
      '`{file}` is `<audioId>.alaw.wav` (G.711 A-law) or `<audioId>.mulaw.wav` (G.711 µ-law), 8 kHz mono WAV;',
      'when the campaign has a response, `<audioId>.<codec>.<kind>-<language>.wav` (e.g. `.alaw.sms-urdu.wav`): the ad',
      'followed by the spoken press 1 / press 9 prompt, its Duration in the answer counting the prompt;',
      'single byte ranges and HEAD are served. Shared caches may keep it until the URL expires (at most a day).',
    ].join(' '),
    tag: 'Serving',
    service: 'svc-media',
    access: 'public',
    query: SignedServingQuery,
    success: { status: 200, contentType: 'audio/wav' },
    errors: [403],
    reasons: { 403: 'The URL is not signed, altered or expired', 404: 'No such audio or rendition' },
  }),
};

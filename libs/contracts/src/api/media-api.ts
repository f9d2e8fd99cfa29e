import { z } from 'zod';
import { AiSuggestionsRequest, AiSuggestionsResponse } from '../help';
import {
  AudioFileView,
  RegisterAudioFileRequest,
  RegisterAudioFileResponse,
  TtsLanguage,
  TtsRequest,
  TtsResponse,
  TtsVoice,
  UploadUrlResponse,
} from '../media';
import { TelephonePrompt, TelephoneRenditionInfo } from '../response-prompts';
import { apiRoute } from './api-route';

/** `?prompt=` names a press 1 / press 9 prompt (the telephone rendition only); `?download` asks for an attachment. */
const AudioQuery = z.object({
  prompt: TelephonePrompt.optional().describe('The telephone rendition only: it ends with this prompt (400 otherwise)'),
  download: z.string().optional().describe('Any value: served as an attachment (`audio-<time>.<ext>`)'),
});

/** Text-to-speech, audio uploads and files, renditions, and help suggestions (svc-media). */
export const MEDIA_API = {
  voices: apiRoute({
    method: 'get',
    path: '/api/tts/voices',
    summary: 'Text-to-speech voices',
    tag: 'Media',
    service: 'svc-media',
    query: z.object({ language: TtsLanguage.optional() }),
    success: { status: 200, schema: z.object({ voices: z.array(TtsVoice) }) },
  }),
  generate: apiRoute({
    method: 'post',
    path: '/api/tts/generate',
    summary: 'Generate an audio ad from a script',
    tag: 'Media',
    service: 'svc-media',
    body: TtsRequest,
    success: { status: 200, schema: TtsResponse },
    errors: [422],
  }),
  uploadUrl: apiRoute({
    method: 'post',
    path: '/api/objects/upload',
    summary: 'Get an upload URL',
    tag: 'Media',
    service: 'svc-media',
    success: { status: 200, schema: UploadUrlResponse },
  }),
  upload: apiRoute({
    method: 'put',
    path: '/api/objects/upload/{key}',
    summary: 'Upload audio bytes',
    tag: 'Media',
    service: 'svc-media',
    // The uploadURL's own query, signed with the key and the caller: a missing or altered one is a 403.
    query: z.object({
      expires: z.string().describe('When the URL stops working, in ms since the epoch, as signed'),
      max: z.string().describe('The most bytes the URL takes, as signed'),
      sig: z.string().describe('The signature, as given'),
    }),
    rawBody: 'application/octet-stream',
    success: { status: 200, schema: z.object({ ok: z.boolean(), bytes: z.number() }) },
    errors: [411, 413, 415],
  }),
  registerAudioFile: apiRoute({
    method: 'put',
    path: '/api/audio-files',
    summary: 'Register an uploaded audio file',
    tag: 'Media',
    service: 'svc-media',
    body: RegisterAudioFileRequest,
    success: { status: 200, schema: RegisterAudioFileResponse },
    errors: [422],
  }),
  audioFile: apiRoute({
    method: 'get',
    path: '/api/audio-files/{id}',
    summary: 'One audio file',
    tag: 'Media',
    service: 'svc-media',
    success: { status: 200, schema: AudioFileView },
  }),
  telephone: apiRoute({
    method: 'get',
    path: '/api/audio-files/{id}/telephone',
    summary:
      "The telephone rendition's real length, with the press 1 / press 9 prompt when `prompt` names one (made on first ask; our services and admins only: 404 for advertisers)",
    tag: 'Media',
    service: 'svc-media',
    access: 'service',
    query: z.object({ prompt: TelephonePrompt.optional() }),
    success: { status: 200, schema: TelephoneRenditionInfo },
    errors: [400, 404],
  }),
  master: apiRoute({
    method: 'get',
    path: '/api/audio/{id}',
    summary: 'Audio master (Range honoured)',
    tag: 'Media',
    service: 'svc-media',
    query: AudioQuery,
    success: { status: 200, contentType: 'audio/wav' },
    errors: [206, 416],
  }),
  rendition: apiRoute({
    method: 'get',
    path: '/api/audio/{id}/{rendition}',
    summary:
      'Audio rendition (Range honoured); the telephone one ends with the press 1 / press 9 prompt when `prompt` names one, as callers hear it',
    tag: 'Media',
    service: 'svc-media',
    query: AudioQuery,
    success: { status: 200, contentType: 'audio/mpeg' },
    errors: [206, 400, 416],
  }),
  aiSuggestions: apiRoute({
    method: 'post',
    path: '/api/help/ai-suggestions',
    summary: 'Help suggestions for a page',
    tag: 'Help',
    service: 'svc-media',
    body: AiSuggestionsRequest,
    success: { status: 200, schema: AiSuggestionsResponse },
  }),
};

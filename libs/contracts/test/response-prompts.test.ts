import { mediaFileOf, RESPONSE_PROMPTS, responsePrompt, spokenPrompt, telephonePromptOf, TtsLanguage } from '../src';

describe('the press 1 / press 9 prompt', () => {
  it('when a campaign has no response, then its rendition has no prompt and its file name is the plain one', () => {
    expect(telephonePromptOf(null, 'english')).toBeNull();
    expect(mediaFileOf('aud-1', 'alaw', telephonePromptOf(null, 'urdu'))).toBe('aud-1.alaw.wav');
  });

  it('when a campaign offers an SMS, then the prompt is named by kind and language, and so is the file', () => {
    expect(telephonePromptOf({ kind: 'sms' }, 'english')).toBe('sms-english');
    expect(mediaFileOf('aud-1', 'alaw', telephonePromptOf({ kind: 'sms' }, 'english'))).toBe(
      'aud-1.alaw.sms-english.wav',
    );
  });

  it('when the language is unknown (an upload), then the prompt is the Urdu one, in the answer and in the audio', () => {
    expect(telephonePromptOf({ kind: 'callback' }, null)).toBe('callback-urdu');
    expect(responsePrompt('callback', null)).toBe(RESPONSE_PROMPTS.urdu.callback);
    expect(spokenPrompt('callback-urdu')).toEqual({ language: 'urdu', text: RESPONSE_PROMPTS.urdu.callback });
  });

  it('when each language is asked, then both prompts name the keys 1 and 9 in that language', () => {
    for (const language of TtsLanguage.options)
      for (const kind of ['sms', 'callback'] as const) {
        const text = responsePrompt(kind, language);
        expect(text).toMatch(/1[^9]+9/);
        expect(spokenPrompt(`${kind}-${language}`)?.language).toBe(language);
      }
  });

  it('when the prompt is Punjabi, then the voice reads it from Gurmukhi while the answer carries Shahmukhi', () => {
    expect(responsePrompt('sms', 'punjabi')).toMatch(/^[\u0600-\u06FF\s\d۔]+$/);
    expect(spokenPrompt('sms-punjabi')?.text).toMatch(/^[\u0A00-\u0A7F\s\d।]+$/);
  });

  it('when a prompt name is not one of ours, then it speaks nothing', () => {
    for (const name of ['sms-klingon', 'press-urdu', 'sms_urdu', '../sms-urdu', ''])
      expect(spokenPrompt(name)).toBeNull();
  });
});

import {
  applyLanguage,
  chooseLanguage,
  rememberLanguage,
  languageFromAccepted,
  languageFromCookie,
  pageLanguage,
} from './language';
import { formatPkr } from '../format';
import { loadFormatLanguage } from '../format/language';

describe('which language a page is in', () => {
  afterEach(() => applyLanguage('en'));

  test('when signed in, then the account wins over the cookie and the browser; signed out the cookie wins', () => {
    expect(chooseLanguage({ account: 'en', cookie: 'rbt_lang=ur', accepted: ['ur-PK'] })).toBe('en');
    expect(chooseLanguage({ cookie: 'a=1; rbt_lang=ur', accepted: ['en-GB'] })).toBe('ur');
    expect(chooseLanguage({ cookie: 'rbt_lang=fr', accepted: ['ur-PK', 'en'] })).toBe('ur');
  });

  test('when it is a first visit, then the first language of Accept-Language the portal speaks decides', () => {
    expect(languageFromAccepted(['ur-PK', 'en-US'])).toBe('ur');
    expect(languageFromAccepted(['pa-PK', 'UR', 'en'])).toBe('ur');
    expect(languageFromAccepted(['fr-FR', 'en-GB', 'ur'])).toBe('en');
    expect(languageFromAccepted(['fr-FR'])).toBe('en');
    expect(languageFromCookie('rbt_lang=; x=ur')).toBeUndefined();
  });

  test('when Urdu is applied, then html says lang=ur dir=rtl, figures are in lakh, and only a choice is remembered', async () => {
    applyLanguage('ur');
    // A remote's mount does this before its first render: Urdu's formatters are a chunk of their own.
    expect(() => formatPkr(1)).toThrow(/not loaded/);
    await loadFormatLanguage('ur');
    expect(document.cookie).not.toContain('rbt_lang');
    rememberLanguage('ur');
    expect(document.documentElement.getAttribute('lang')).toBe('ur');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.cookie).toContain('rbt_lang=ur');
    expect(pageLanguage()).toBe('ur');
    expect(formatPkr(1_250_000)).toContain('12,50,000.00');
    applyLanguage('en');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(formatPkr(1_250_000)).toBe('PKR 1,250,000.00');
  });
});

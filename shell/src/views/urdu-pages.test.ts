import { englishWords } from '../../../libs/test-kit/src/english-words';
import { applyLanguage } from '@rbt/web-kit/src/i18n/language';
import { loadShellLanguage } from '../i18n';
import { landingHtml } from './landing';
import { demoBannerHtml, notFoundHtml, remoteErrorElement } from './pages';

const render = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

describe('the public pages in Urdu', () => {
  beforeAll(async () => {
    applyLanguage('ur');
    await loadShellLanguage('ur');
  });
  afterAll(async () => {
    applyLanguage('en');
    await loadShellLanguage('en');
  });

  test.each(['/', '/pricing', '/docs', '/help', '/terms', '/privacy'])(
    'when %s is shown in Urdu, then no English word is on it but brand names, and the switch offers English',
    async (path) => {
      const page = render(await landingHtml(path));
      expect(englishWords(page)).toEqual([]);
      expect(page.querySelector('[data-language="en"]')?.textContent).toBe('English');
      expect(page.textContent).toMatch(/[\u0600-\u06ff]{3,}/);
    },
  );

  test('when the 404, the demo banner or a failed remote shows in Urdu, then they are Urdu too', () => {
    for (const html of [notFoundHtml(), demoBannerHtml()]) expect(englishWords(render(html))).toEqual([]);
    expect(englishWords(remoteErrorElement('wizard'))).toEqual([]);
    expect(render(notFoundHtml()).textContent).toContain('صفحہ نہیں ملا');
  });
});

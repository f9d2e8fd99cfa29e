import { EuiButtonEmpty } from '@elastic/eui';
import { useIntl } from '../i18n/intl';
import { LANGUAGE_NAMES, switchLanguage } from '../i18n/language';
import { useKitT } from '../i18n/use-t';

/**
 * English / اردو: one button naming the other language in itself. Signed in the account keeps the
 * choice (PATCH /api/account/language), and the page reloads in it.
 */
export function LanguageSwitch({ signedIn }: { signedIn: boolean }) {
  const t = useKitT();
  const other = useIntl().locale.startsWith('ur') ? 'en' : 'ur';
  return (
    <EuiButtonEmpty
      size="s"
      color="text"
      iconType="globe"
      lang={other}
      aria-label={t('kit.header.language', { name: LANGUAGE_NAMES[other] })}
      data-testid="language-switch"
      onClick={() => void switchLanguage(other, signedIn)}
    >
      {LANGUAGE_NAMES[other]}
    </EuiButtonEmpty>
  );
}

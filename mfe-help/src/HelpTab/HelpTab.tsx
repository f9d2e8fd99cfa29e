import { EuiButtonGroup, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import type { HelpPageKey, HelpSection } from '@rbt/contracts';
import { helpFigures, PAGE_HELP, SECTIONS, SECTION_HELP } from '../help-texts';
import { useHelpT } from '../messages';

interface Props {
  page: HelpPageKey;
  section: HelpSection | null;
  onSection: (s: HelpSection) => void;
}

/** Help tab: the current page key and, in the wizard, the section, each with its help text. */
export function HelpTab({ page, section, onSection }: Props) {
  const t = useHelpT();
  const figures = helpFigures();
  const text = PAGE_HELP[page];
  const inWizard = page === 'campaign-wizard';
  const sectionText = inWizard && section ? SECTION_HELP[section] : null;
  return (
    <div data-testid="help-tab-help">
      <EuiText size="s">
        <p>{t('help.current.page', { page: t(`help.page.${page}`) })}</p>
        {inWizard && (
          <p>
            {t('help.current.section', {
              section: section ? t(`help.sectionName.${section}`) : t('help.current.none'),
            })}
          </p>
        )}
      </EuiText>
      {inWizard && (
        <>
          <EuiSpacer size="s" />
          <EuiButtonGroup
            legend={t('help.sectionPicker')}
            buttonSize="compressed"
            isFullWidth
            idSelected={section ?? ''}
            onChange={(id) => onSection(id as HelpSection)}
            options={SECTIONS.map((s) => ({ id: s, label: t(SECTION_HELP[s].title) }))}
          />
        </>
      )}
      <EuiSpacer size="m" />
      {(sectionText ? [sectionText, text] : [text]).map((help) => (
        <section key={help.title} aria-label={t(help.title)}>
          <EuiTitle size="xxs">
            <h3>{t(help.title)}</h3>
          </EuiTitle>
          <EuiText size="s">
            {help.paragraphs.map((p) => (
              <p key={p}>{t(p, figures)}</p>
            ))}
          </EuiText>
          <EuiSpacer size="m" />
        </section>
      ))}
    </div>
  );
}

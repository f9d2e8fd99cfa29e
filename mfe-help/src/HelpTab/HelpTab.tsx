import { EuiButtonGroup, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import type { HelpPageKey, HelpSection } from '@rbt/contracts';
import { PAGE_HELP, SECTIONS, SECTION_HELP } from '../help-texts';

interface Props {
  page: HelpPageKey;
  section: HelpSection | null;
  onSection: (s: HelpSection) => void;
}

/** Help tab: the current page key and, in the wizard, the section, each with its help text. */
export function HelpTab({ page, section, onSection }: Props) {
  const text = PAGE_HELP[page];
  const inWizard = page === 'campaign-wizard';
  const sectionText = inWizard && section ? SECTION_HELP[section] : null;
  return (
    <div data-testid="help-tab-help">
      <EuiText size="s">
        <p>Current page: {page}</p>
        {inWizard && <p>Current section: {section ?? 'none'}</p>}
      </EuiText>
      {inWizard && (
        <>
          <EuiSpacer size="s" />
          <EuiButtonGroup
            legend="Wizard section"
            buttonSize="compressed"
            isFullWidth
            idSelected={section ?? ''}
            onChange={(id) => onSection(id as HelpSection)}
            options={SECTIONS.map((s) => ({ id: s, label: SECTION_HELP[s].title }))}
          />
        </>
      )}
      <EuiSpacer size="m" />
      {(sectionText ? [sectionText, text] : [text]).map((t) => (
        <section key={t.title} aria-label={t.title}>
          <EuiTitle size="xxs">
            <h3>{t.title}</h3>
          </EuiTitle>
          <EuiText size="s">
            {t.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </EuiText>
          <EuiSpacer size="m" />
        </section>
      ))}
    </div>
  );
}

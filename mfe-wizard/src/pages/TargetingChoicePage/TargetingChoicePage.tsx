import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EuiBadge, EuiButton, EuiCheckableCard, EuiFlexGroup, EuiFlexItem, EuiSpacer, EuiText } from '@elastic/eui';
import { PageFrame } from '@rbt/web-kit';
import { clearSession } from '../../draft/wizard-session';
import { useWizT } from '../../messages';

/** Spec §2 targeting methods and where each goes. */
export const TARGETING_OPTIONS = [
  {
    id: 'standard',
    title: 'wiz.choice.standard',
    text: 'wiz.choice.standardText',
    to: '/campaigns/new',
    recommended: true,
  },
  {
    id: 'upload',
    title: 'wiz.choice.upload',
    text: 'wiz.choice.uploadText',
    to: '/customer-upload',
    recommended: false,
  },
  {
    id: 'advanced',
    title: 'wiz.choice.advanced',
    text: 'wiz.choice.advancedText',
    to: '/niche-targeting',
    recommended: false,
  },
] as const;

/** The recommended method starts picked, so Continue works at once; another is one click away. */
const RECOMMENDED = TARGETING_OPTIONS.find((o) => o.recommended)?.id ?? null;

/** /campaigns/targeting: pick a method (the recommended one is preselected), then Continue. */
export function TargetingChoicePage() {
  const navigate = useNavigate();
  const t = useWizT();
  const [picked, setPicked] = useState<string | null>(RECOMMENDED);
  const option = TARGETING_OPTIONS.find((o) => o.id === picked);
  const go = () => {
    if (!option) return;
    clearSession(); // a new campaign starts from the defaults, not from this tab's last draft
    navigate(option.to);
  };
  return (
    <PageFrame title={t('wiz.choice.title')}>
      <fieldset>
        <legend className="euiScreenReaderOnly">{t('wiz.choice.legend')}</legend>
        <EuiFlexGroup direction="column" gutterSize="m">
          {TARGETING_OPTIONS.map((o) => (
            <EuiFlexItem key={o.id}>
              <EuiCheckableCard
                id={`targeting-${o.id}`}
                name="targeting"
                value={o.id}
                checked={picked === o.id}
                onChange={() => setPicked(o.id)}
                label={
                  <EuiFlexGroup gutterSize="s" alignItems="center" responsive={false}>
                    <EuiFlexItem grow={false}>
                      <strong>{t(o.title)}</strong>
                    </EuiFlexItem>
                    {o.recommended && (
                      <EuiFlexItem grow={false}>
                        <EuiBadge color="success">{t('wiz.choice.recommended')}</EuiBadge>
                      </EuiFlexItem>
                    )}
                  </EuiFlexGroup>
                }
              >
                <EuiText size="s" color="subdued">
                  <p>{t(o.text)}</p>
                </EuiText>
              </EuiCheckableCard>
            </EuiFlexItem>
          ))}
        </EuiFlexGroup>
      </fieldset>
      <EuiSpacer size="l" />
      <EuiFlexGroup justifyContent="flexEnd" responsive={false}>
        <EuiFlexItem grow={false}>
          <EuiButton fill isDisabled={!option} onClick={go}>
            {t('wiz.frame.continue')}
          </EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
    </PageFrame>
  );
}

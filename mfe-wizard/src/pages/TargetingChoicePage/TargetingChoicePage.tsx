import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EuiBadge, EuiButton, EuiCheckableCard, EuiFlexGroup, EuiFlexItem, EuiSpacer, EuiText } from '@elastic/eui';
import { PageFrame } from '@rbt/web-kit';
import { clearSession } from '../../draft/wizard-session';

/** Spec §2 targeting methods and where each goes. */
export const TARGETING_OPTIONS = [
  {
    id: 'standard',
    title: 'Standard Targeting',
    text: 'Target by city, gender, device type and value tier.',
    to: '/campaigns/new',
    recommended: true,
  },
  {
    id: 'upload',
    title: 'Customer Upload',
    text: 'Upload your own customer list to reach them directly.',
    to: '/customer-upload',
    recommended: false,
  },
  {
    id: 'advanced',
    title: 'Advanced Targeting',
    text: 'Interests, areas and device brands for niche audiences.',
    to: '/niche-targeting',
    recommended: false,
  },
] as const;

/** The recommended method starts picked (issue 28), so Continue works at once; another is one click away. */
const RECOMMENDED = TARGETING_OPTIONS.find((o) => o.recommended)?.id ?? null;

/** /campaigns/targeting: pick a method (the recommended one is preselected), then Continue. */
export function TargetingChoicePage() {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<string | null>(RECOMMENDED);
  const option = TARGETING_OPTIONS.find((o) => o.id === picked);
  const go = () => {
    if (!option) return;
    clearSession(); // a new campaign starts from the defaults, not from this tab's last draft
    navigate(option.to);
  };
  return (
    <PageFrame title="Choose Your Targeting Method">
      <fieldset>
        <legend className="euiScreenReaderOnly">Targeting method</legend>
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
                      <strong>{o.title}</strong>
                    </EuiFlexItem>
                    {o.recommended && (
                      <EuiFlexItem grow={false}>
                        <EuiBadge color="success">Recommended</EuiBadge>
                      </EuiFlexItem>
                    )}
                  </EuiFlexGroup>
                }
              >
                <EuiText size="s" color="subdued">
                  <p>{o.text}</p>
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
            Continue
          </EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
    </PageFrame>
  );
}

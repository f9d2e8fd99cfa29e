import { useMemo } from 'react';
import { EuiText } from '@elastic/eui';
import { css } from '@emotion/css';
import { formatCount, formatPkr, formatPkrPerPlay } from '@rbt/web-kit';
import { previewEstimate, useEstimate } from '../../../../api/estimate';
import type { WizardDraft } from '../../../../draft/wizard-types';
import { useWizT } from '../../../../messages';
import { draftGoalIssue } from '../../../../draft/goal-rules';

// Pinned to the bottom of the window while step 1 scrolls, so the estimate stays beside the slots it prices
// (on a phone the header stats are ~3,000 px above them); at the end of the step it rests above the footer.
const barCss = css`
  position: sticky;
  bottom: 0;
  z-index: 10;
  margin-top: 12px;
  padding: 8px 12px;
  border-top: 2px solid #0b64dd;
  background: #fff;
  box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.12);
  .figures {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    font-weight: 600;
  }
`;

/**
 * Step 1's compact live estimate and what Continue still needs: the same quote as the header stats and
 * the goal panel (the server's when current, else the engine's preview, marked as such).
 */
export function EstimateBar({ draft, missing }: { draft: WizardDraft; missing: readonly string[] }) {
  const t = useWizT();
  const server = useEstimate(draft);
  const preview = useMemo(() => previewEstimate(draft), [draft]);
  const figures = server.status === 'current' ? server.data : (preview ?? server.data);
  // A goal outside its limits (say PKR 10, under the minimum) buys nothing: the quote without it is the whole
  // audience's, and shown here it read as the plan beside the goal's error.
  const shown = figures && figures.targetedUsers > 0 && !draftGoalIssue(draft) ? figures : null;
  if (!shown && missing.length === 0) return null;
  return (
    <div className={barCss} data-testid="estimate-bar" data-authoritative={server.status === 'current'}>
      {shown && (
        <div className="figures" aria-live="polite">
          <span data-testid="bar-plays">{t('wiz.bar.plays', { plays: formatCount(shown.estImpressions) })}</span>
          <span data-testid="bar-price">{t('wiz.bar.price', { price: formatPkrPerPlay(shown.costPerGVA) })}</span>
          <span data-testid="bar-base">{t('wiz.bar.base', { base: formatPkr(shown.checkout.baseCost) })}</span>
          {server.status !== 'current' && <span>{t('wiz.bar.preview')}</span>}
        </div>
      )}
      {missing.length > 0 && (
        // What is still to do, not an error: nothing was done wrong before the first input, so it is not red.
        <EuiText size="xs" color="subdued" data-testid="step1-missing">
          <p>{t('wiz.bar.missing', { missing: missing.join(t('wiz.common.listSeparator')) })}</p>
        </EuiText>
      )}
    </div>
  );
}

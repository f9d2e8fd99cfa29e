import {
  EuiBadge,
  EuiButtonEmpty,
  EuiCallOut,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPanel,
  EuiSkeletonText,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import type { HelpContext, HelpPageKey, HelpSection, HelpSuggestion } from '@rbt/contracts';
import { latestDraft, toDraftContext, useAiSuggestions, useCampaignDetail, useCampaigns } from '../api/help';
import { useHelpT } from '../messages';

const PRIORITY_COLOR: Record<HelpSuggestion['priority'], string> = { high: 'danger', medium: 'warning', low: 'hollow' };

interface Props {
  page: HelpPageKey;
  section: HelpSection | null;
  campaignId: string | null;
}

/** AI Assist tab: suggestions for the current page, section and the caller's draft (the one being edited, else the latest). */
export function AiAssist({ page, section, campaignId }: Props) {
  const t = useHelpT();
  const campaigns = useCampaigns();
  const draftId = campaignId ?? latestDraft(campaigns.data)?.id ?? null;
  const detail = useCampaignDetail(draftId);
  // Wait for the draft when there is one, so the first answer already uses it.
  const ready = !campaigns.isPending && (!draftId || !detail.isPending);
  const context: HelpContext = { page, section, draft: detail.data ? toDraftContext(detail.data) : null };
  const ai = useAiSuggestions(context, ready);

  let body;
  if (ai.isError) body = <EuiCallOut color="danger" iconType="error" title={t('help.ai.failed')} role="alert" />;
  else if (!ai.data) body = <EuiSkeletonText lines={4} data-testid="ai-loading" />;
  else
    body = (
      <>
        {ai.data.suggestions.map((s) => (
          <EuiPanel key={s.id} hasBorder paddingSize="s" data-testid="ai-suggestion">
            <EuiFlexGroup gutterSize="xs" responsive={false} wrap>
              <EuiFlexItem grow={false}>
                <EuiBadge color={PRIORITY_COLOR[s.priority]}>{t(`help.priority.${s.priority}`)}</EuiBadge>
              </EuiFlexItem>
              <EuiFlexItem grow={false}>
                <EuiBadge color="hollow">{t(`help.category.${s.category}`)}</EuiBadge>
              </EuiFlexItem>
            </EuiFlexGroup>
            <EuiTitle size="xxs">
              <h4>{s.title}</h4>
            </EuiTitle>
            <EuiText size="s">
              <p>{s.description}</p>
            </EuiText>
          </EuiPanel>
        ))}
        {ai.data.contextualTips.length > 0 && (
          <EuiText size="s" data-testid="ai-tips">
            <h4>{t('help.ai.tips')}</h4>
            <ul>
              {ai.data.contextualTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </EuiText>
        )}
      </>
    );
  return (
    <div data-testid="help-tab-ai">
      <EuiText size="xs" color="subdued">
        <p>
          {detail.data
            ? t('help.ai.forDraft', {
                name: detail.data.name || t('help.quick.untitled'),
                page: t(`help.page.${page}`),
              })
            : t('help.ai.forPage', { page: t(`help.page.${page}`) })}
        </p>
      </EuiText>
      <EuiSpacer size="s" />
      <EuiFlexGroup direction="column" gutterSize="s">
        {body}
      </EuiFlexGroup>
      <EuiSpacer size="s" />
      <EuiButtonEmpty size="s" iconType="refresh" isLoading={ai.isFetching} onClick={() => ai.refetch()}>
        {t('help.ai.refresh')}
      </EuiButtonEmpty>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AiSuggestionsResponse,
  CampaignDetail,
  CampaignListItem,
  TTS_DEFAULTS,
  type HelpContext,
  type HelpDraftContext,
} from '@rbt/contracts';
import { apiFetch, usePageLanguage } from '@rbt/web-kit';

export const useCampaigns = () =>
  useQuery({
    queryKey: ['/api/campaigns'],
    queryFn: ({ signal }) => apiFetch('/api/campaigns', { signal, schema: z.array(CampaignListItem) }),
  });

/** The caller's most recently created draft, for "continue the latest draft" and as the assistant's context. */
export function latestDraft(list: CampaignListItem[] | undefined): CampaignListItem | null {
  const drafts = (list ?? []).filter((c) => c.status === 'draft');
  return drafts.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}

export const useCampaignDetail = (id: string | null) =>
  useQuery({
    queryKey: ['/api/campaigns', id],
    // Parsed here: apiFetch's schema option wants input = output, which defaults in the draft schema break.
    queryFn: async ({ signal }) => CampaignDetail.parse(await apiFetch(`/api/campaigns/${id}`, { signal })),
    enabled: !!id,
  });

/** Only what the assistant needs from the caller's own draft; nothing about other users ever leaves here. */
export function toDraftContext(d: CampaignDetail): HelpDraftContext {
  return {
    id: d.id,
    name: d.name,
    objective: d.objective,
    cities: d.cities,
    gender: d.gender,
    valueTier: d.valueTier,
    deviceType: d.deviceType,
    freqCapPerDay: d.freqCapPerDay,
    startDate: d.startDate,
    endDate: d.endDate,
    timeSlots: d.timeSlots,
    creativeType: d.creativeType,
    script: d.ttsConfig?.script ?? '',
    speed: d.ttsConfig?.speed ?? TTS_DEFAULTS.speed,
    budget: d.budget,
    estimatedBudget: d.frontendCalculatedCost,
    estimatedReach: d.estimatedReach,
  };
}

/** Asked in the page's language: the assistant writes its suggestions and tips in it. */
export function useAiSuggestions(context: HelpContext, enabled: boolean) {
  const language = usePageLanguage();
  return useQuery({
    queryKey: ['ai-suggestions', context, language],
    queryFn: ({ signal }) =>
      apiFetch('/api/help/ai-suggestions', {
        method: 'POST',
        body: { context, language },
        signal,
        schema: AiSuggestionsResponse,
      }),
    enabled,
  });
}

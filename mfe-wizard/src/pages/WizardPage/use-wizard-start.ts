import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NO_LOCKS, type CampaignDraftPatch, type CampaignStatus, type EditRules } from '@rbt/contracts';
import { duplicateCampaign, fetchCampaign } from '../../api/campaigns';
import { pickDraft, withDefaults } from '../../draft/default-draft';
import { firstIncompleteStep, parseStep } from './step-rules';
import { newSessionKey, readSession, writeSession } from '../../draft/wizard-session';
import type { StepNumber, WizardDraft } from '../../draft/wizard-types';

export interface WizardStart {
  draft: WizardDraft;
  campaignId: string | null;
  step: StepNumber;
  /** Fields to save at once (e.g. type=upload, or typing restored from the session that was never saved). */
  pending: CampaignDraftPatch;
  /** The campaign's status when it was loaded (null for a new draft): paid ones are edited under their rules. */
  status: CampaignStatus | null;
  /** The tab session's key, kept across reloads: the server makes one draft per key. */
  sessionKey: string;
  /** What the service will not take for this campaign (shown locked before the user tries). */
  editRules: EditRules;
}

/** ?type=upload|advanced is kept in the draft as customTargeting (advanced is the niche method). */
const TYPE_TO_TARGETING: Record<string, 'upload' | 'niche'> = { upload: 'upload', advanced: 'niche' };

type Loaded = { draft: CampaignDraftPatch; status: CampaignStatus; editRules: EditRules };
async function loadServerDraft(id: string): Promise<Loaded | null> {
  try {
    const campaign = await fetchCampaign(id);
    return { draft: pickDraft(campaign), status: campaign.status, editRules: campaign.editRules };
  } catch (e) {
    console.error('Draft load failed', e); // spec §8: a draft load failure is only logged
    return null;
  }
}

async function resolveStart(params: URLSearchParams): Promise<WizardStart> {
  let status: CampaignStatus | null = null;
  let editRules: EditRules = NO_LOCKS;
  const urlStep = parseStep(params.get('step'));
  const type = params.get('type');
  const typePatch: CampaignDraftPatch =
    type && TYPE_TO_TARGETING[type] ? { customTargeting: TYPE_TO_TARGETING[type] } : {};
  let campaignId: string | null = null;
  let base: CampaignDraftPatch = {};
  let pending: CampaignDraftPatch = typePatch;
  let step: StepNumber = urlStep ?? 1;
  let sessionKey = newSessionKey();
  const continueId = params.get('continue');
  const duplicateId = params.get('duplicate');
  if (continueId || duplicateId) {
    try {
      campaignId = continueId ?? (await duplicateCampaign(duplicateId as string));
    } catch (e) {
      console.error('Duplicate failed', e);
    }
    const loaded = campaignId ? await loadServerDraft(campaignId) : null;
    base = loaded?.draft ?? {};
    status = loaded?.status ?? null;
    editRules = loaded?.editRules ?? NO_LOCKS;
    if (campaignId && !Object.keys(base).length) campaignId = null;
  } else {
    const session = readSession();
    if (session) {
      campaignId = session.campaignId;
      const loaded = campaignId ? await loadServerDraft(campaignId) : null;
      base = loaded?.draft ?? {};
      status = loaded?.status ?? null;
      editRules = loaded?.editRules ?? NO_LOCKS;
      if (campaignId && !Object.keys(base).length) campaignId = null;
      pending = { ...session.pending, ...typePatch };
      sessionKey = session.key ?? sessionKey;
      step = urlStep ?? session.step ?? 1;
    }
  }
  const draft = withDefaults({ ...base, ...pending });
  // continue=<id> without a step (the dashboard's Continue) resumes at the first incomplete step; an explicit step
  // is kept (the targeting pages hand over on step 1, checkout's back link on step 3).
  if (continueId && campaignId && !urlStep) step = firstIncompleteStep(draft);
  const start = { draft, campaignId, step, pending, status: campaignId ? status : null, editRules, sessionKey };
  writeSession({ campaignId, step, pending, key: sessionKey });
  return start;
}

/**
 * Reads continue/duplicate/step/type once, resets the address to /campaigns/new (spec §2) and resolves the
 * draft to start from: the server draft named in the URL, else this tab's session, else the defaults.
 * `/campaigns/:id/edit` passes its id: the wizard opens that campaign on step 1 and the address stays.
 */
export function useWizardStart(editId?: string): WizardStart | null {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [start, setStart] = useState<WizardStart | null>(null);
  useEffect(() => {
    let live = true;
    const snapshot = editId ? new URLSearchParams({ continue: editId, step: '1' }) : new URLSearchParams(params);
    if (!editId && [...snapshot.keys()].length > 0) navigate('/campaigns/new', { replace: true });
    void resolveStart(snapshot).then((s) => live && setStart(s));
    return () => {
      live = false;
    };
    // Read once on entry: the reset of the address must not start over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return start;
}

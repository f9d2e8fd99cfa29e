import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CampaignDraftPatch } from '@rbt/contracts';
import { duplicateCampaign, fetchCampaign } from '../api/campaigns';
import { pickDraft, withDefaults } from './default-draft';
import { firstIncompleteStep, parseStep } from './step-rules';
import { readSession, writeSession } from './wizard-session';
import type { StepNumber, WizardDraft } from './types';

export interface WizardStart {
  draft: WizardDraft;
  campaignId: string | null;
  step: StepNumber;
  /** Fields to save at once (e.g. type=upload, or typing restored from the session that was never saved). */
  pending: CampaignDraftPatch;
}

/** ?type=upload|advanced is kept in the draft as customTargeting (advanced is the niche method). */
const TYPE_TO_TARGETING: Record<string, 'upload' | 'niche'> = { upload: 'upload', advanced: 'niche' };

async function loadServerDraft(id: string): Promise<CampaignDraftPatch | null> {
  try {
    return pickDraft(await fetchCampaign(id));
  } catch (e) {
    console.error('Draft load failed', e); // spec §8: a draft load failure is only logged
    return null;
  }
}

async function resolveStart(params: URLSearchParams): Promise<WizardStart> {
  const urlStep = parseStep(params.get('step'));
  const type = params.get('type');
  const typePatch: CampaignDraftPatch = type && TYPE_TO_TARGETING[type] ? { customTargeting: TYPE_TO_TARGETING[type] } : {};
  let campaignId: string | null = null;
  let base: CampaignDraftPatch = {};
  let pending: CampaignDraftPatch = typePatch;
  let step: StepNumber = urlStep ?? 1;
  const continueId = params.get('continue');
  const duplicateId = params.get('duplicate');
  if (continueId || duplicateId) {
    try {
      campaignId = continueId ?? (await duplicateCampaign(duplicateId as string));
    } catch (e) {
      console.error('Duplicate failed', e);
    }
    base = (campaignId && (await loadServerDraft(campaignId))) || {};
    if (campaignId && !Object.keys(base).length) campaignId = null;
  } else {
    const session = readSession();
    if (session) {
      campaignId = session.campaignId;
      base = (campaignId && (await loadServerDraft(campaignId))) || {};
      if (campaignId && !Object.keys(base).length) campaignId = null;
      pending = { ...session.pending, ...typePatch };
      step = urlStep ?? session.step ?? 1;
    }
  }
  const draft = withDefaults({ ...base, ...pending });
  // continue=<id> without a step (the dashboard's Continue) resumes at the first incomplete step; an explicit step
  // is kept, because /standard-targeting saves targeting only and hands over on step 2 by design.
  if (continueId && campaignId && !urlStep) step = firstIncompleteStep(draft);
  const start = { draft, campaignId, step, pending };
  writeSession({ campaignId, step, pending });
  return start;
}

/**
 * Reads continue/duplicate/step/type once, resets the address to /campaigns/new (spec §2) and resolves the
 * draft to start from: the server draft named in the URL, else this tab's session, else the defaults.
 */
export function useWizardStart(): WizardStart | null {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [start, setStart] = useState<WizardStart | null>(null);
  useEffect(() => {
    let live = true;
    const snapshot = new URLSearchParams(params);
    if ([...snapshot.keys()].length > 0) navigate('/campaigns/new', { replace: true });
    void resolveStart(snapshot).then((s) => live && setStart(s));
    return () => {
      live = false;
    };
    // Read once on entry: the reset of the address must not start over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return start;
}

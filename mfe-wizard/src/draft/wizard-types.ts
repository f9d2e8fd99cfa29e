/*
 * Wizard shared state and step interface (agreed with the steps 2/3 and checkout work in this remote).
 *
 * - The wizard page (WizardPage) owns one `draft: WizardDraft`: every CampaignDraftPatch field with the spec §3
 *   defaults filled in (see default-draft.ts). Steps never keep their own copy of draft fields.
 * - A step is a component taking WizardStepProps:
 *     draft        the current draft (read-only)
 *     update(p)    merges a CampaignDraftPatch into the draft; the page autosaves it to the server (debounced)
 *     campaignId   the server id once the draft has been saved (null before the first save)
 *     notify(t)    shows a toast (one at a time, spec §9), e.g. notify({ title: 'Terms Required', text: '…' })
 *     setOnContinue(h)  optional: register what Continue does on this step. h returns true to move on (or, on
 *                  the last step, after it navigated away itself), false to stay. Pass null to unregister.
 *                  Step 3 registers the submit sequence (spec §4) and goes to /campaigns/{id}/checkout.
 *     setBlockClose(b)  optional: true while a file-upload dialog is open, so the close button does nothing.
 *     flushSave()  saves pending changes now and resolves to the campaign id (creating the draft if needed).
 * - Continue is enabled by canContinue(step, draft) (pages/WizardPage/step-rules.ts, spec §5).
 * - The steps live in pages/WizardPage/AudienceStep, CreativeStep and ReviewStep.
 * - Estimates: useEstimate(draft) from ../api/estimate gives the server figures (10 s cache) and
 *   previewEstimate(draft) the local engine preview.
 */
import type { CampaignDraft, CampaignDraftPatch } from '@rbt/contracts';

export type WizardDraft = CampaignDraft;
export type StepNumber = 1 | 2 | 3;
export const STEP_TOTAL = 3;

export interface Toast {
  title: string;
  text?: string;
  color?: 'success' | 'danger' | 'warning' | 'primary';
}

/** What Continue does on a step; true moves to the next step. */
export type ContinueHandler = () => boolean | Promise<boolean>;

export interface WizardStepProps {
  draft: WizardDraft;
  update(patch: CampaignDraftPatch): void;
  campaignId: string | null;
  notify(toast: Toast): void;
  setOnContinue?(handler: ContinueHandler | null): void;
  setBlockClose?(blocked: boolean): void;
  flushSave(): Promise<string>;
  /** Fields the service will not take for this campaign, each with its reason (CampaignDetail.editRules). */
  locked?: Readonly<Record<string, string>>;
  /** A paid campaign being edited: its quote is locked and paid, so step 3 saves changes instead of paying. */
  paid?: boolean;
}

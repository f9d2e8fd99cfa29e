import type { CampaignDraftPatch } from '@rbt/contracts';
import type { StepNumber } from './wizard-types';

/**
 * The tab's wizard session in sessionStorage: which server draft is open, on which step, and what was typed
 * but not yet saved. It survives a reload of the tab (the address is always /campaigns/new) and nothing else.
 */
export interface WizardSession {
  campaignId: string | null;
  step: StepNumber;
  pending: CampaignDraftPatch;
  /**
   * Names the session to the server (Draft-Session header): creates from one session make one draft, even when
   * the answer of the first never reached the tab (the wizard left while it was on its way). Absent in old sessions.
   */
  key?: string;
}

/** A fresh session key; getRandomValues works on plain http hosts, where crypto.randomUUID does not exist. */
export function newSessionKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `wiz-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const KEY = 'rbt.wizard.session';

export function readSession(): WizardSession | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as WizardSession) : null;
  } catch {
    return null;
  }
}

export function writeSession(s: WizardSession): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // Storage full or blocked: the server autosave still keeps the draft.
  }
}

/** A new campaign starts from defaults (targeting choice, reset). */
export function clearSession(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    /* nothing stored */
  }
}

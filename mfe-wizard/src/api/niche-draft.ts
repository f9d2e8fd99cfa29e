import { useCallback, useRef, useState } from 'react';
import { EMPTY_NICHE, toDraftPatch, type NicheState } from '../NicheTargetingPage/niche-state';
import { withDefaults } from '../wizard/default-draft';
import { useDraftAutosave } from '../wizard/use-draft-autosave';
import { writeSession } from '../wizard/wizard-session';

/** The niche page's draft in localStorage: the selection and the server draft it is saved to. */
export const NICHE_STORAGE_KEY = 'rbt.niche.draft';

interface Stored { state: NicheState; campaignId: string | null }

export function readNicheDraft(): Stored {
  try {
    const raw = window.localStorage.getItem(NICHE_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Stored>) : {};
    const state = { ...EMPTY_NICHE, ...parsed.state };
    for (const k of Object.keys(EMPTY_NICHE) as (keyof NicheState)[]) if (!Array.isArray(state[k])) state[k] = [];
    return { state, campaignId: typeof parsed.campaignId === 'string' ? parsed.campaignId : null };
  } catch {
    return { state: EMPTY_NICHE, campaignId: null };
  }
}

function writeNicheDraft(s: Stored | null): void {
  try {
    if (s) window.localStorage.setItem(NICHE_STORAGE_KEY, JSON.stringify(s));
    else window.localStorage.removeItem(NICHE_STORAGE_KEY);
  } catch {
    // Storage blocked or full: the server draft still keeps the selection.
  }
}

/**
 * Niche targeting draft: every change is written to localStorage at once and saved to the server with the
 * wizard's debounced autosave (the first save creates the draft with customTargeting 'niche').
 * `handOver` saves now and opens that draft in the wizard's tab session, so /campaigns/new?step=2 resumes it.
 */
export function useNicheDraft() {
  const [initial] = useState(readNicheDraft);
  const [state, setState] = useState<NicheState>(initial.state);
  const stateRef = useRef(state);
  const getDraft = useCallback(() => withDefaults(toDraftPatch(stateRef.current)), []);
  const onId = useCallback((id: string) => writeNicheDraft({ state: stateRef.current, campaignId: id }), []);
  const autosave = useDraftAutosave({ initialId: initial.campaignId, getDraft, onId });
  const { queue, flush } = autosave;
  const idRef = useRef(initial.campaignId);
  idRef.current = autosave.campaignId;

  const change = useCallback((next: NicheState) => {
    stateRef.current = next;
    setState(next);
    writeNicheDraft({ state: next, campaignId: idRef.current });
    queue(toDraftPatch(next));
  }, [queue]);

  const handOver = useCallback(async (): Promise<string> => {
    const id = await flush();
    writeSession({ campaignId: id, step: 2, pending: {} });
    writeNicheDraft(null); // the draft now continues in the wizard; the next visit starts a new one
    return id;
  }, [flush]);

  return { state, change, reset: () => change(EMPTY_NICHE), handOver, saveState: autosave.state, saveError: autosave.error };
}

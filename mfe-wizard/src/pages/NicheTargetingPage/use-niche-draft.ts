import { useCallback, useRef, useState } from 'react';
import { EMPTY_NICHE, toDraftPatch, type NicheState } from './niche-state';
import { DEFAULT_BUDGET_PKR, withDefaults } from '../../draft/default-draft';
import type { WizardDraft } from '../../draft/wizard-types';
import { useDraftAutosave } from '../../draft/use-draft-autosave';
import { writeSession } from '../../draft/wizard-session';
import { useNames } from '../../messages/reference';

/** The niche page's draft in localStorage: the selection and the server draft it is saved to. */
export const NICHE_STORAGE_KEY = 'rbt.niche.draft';

/** The goal the niche page sets, priced by the same quote as the wizard's step 1. */
export type NicheGoal = Pick<WizardDraft, 'goalType' | 'budget' | 'targetImpressions'>;
export const DEFAULT_NICHE_GOAL: NicheGoal = {
  goalType: 'budget',
  budget: DEFAULT_BUDGET_PKR,
  targetImpressions: null,
};

interface Stored {
  state: NicheState;
  goal: NicheGoal;
  campaignId: string | null;
}

const amountOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
function readGoal(g: Partial<NicheGoal> | undefined): NicheGoal {
  if (!g) return DEFAULT_NICHE_GOAL;
  return {
    goalType: g.goalType === 'impressions' ? 'impressions' : 'budget',
    budget: amountOrNull(g.budget),
    targetImpressions: amountOrNull(g.targetImpressions),
  };
}

export function readNicheDraft(): Stored {
  try {
    const raw = window.localStorage.getItem(NICHE_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Stored>) : {};
    const state = { ...EMPTY_NICHE, ...parsed.state };
    for (const k of Object.keys(EMPTY_NICHE) as (keyof NicheState)[]) if (!Array.isArray(state[k])) state[k] = [];
    return {
      state,
      goal: readGoal(parsed.goal),
      campaignId: typeof parsed.campaignId === 'string' ? parsed.campaignId : null,
    };
  } catch {
    return { state: EMPTY_NICHE, goal: DEFAULT_NICHE_GOAL, campaignId: null };
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
 * `handOver` saves now and opens that draft in the wizard's tab session on step 1 (name, dates and slots
 * are asked there), so /campaigns/new resumes it.
 */
export function useNicheDraft() {
  const [initial] = useState(readNicheDraft);
  const [state, setState] = useState<NicheState>(initial.state);
  const [goal, setGoal] = useState<NicheGoal>(initial.goal);
  const stateRef = useRef(state);
  const goalRef = useRef(goal);
  // A custom city typed by its Urdu name counts as that city, as its English name does.
  const { city } = useNames();
  const cityRef = useRef(city);
  cityRef.current = city;
  const draftOf = (s: NicheState) => toDraftPatch(s, cityRef.current);
  const getDraft = useCallback(() => withDefaults({ ...draftOf(stateRef.current), ...goalRef.current }), []);
  const onId = useCallback(
    (id: string) => writeNicheDraft({ state: stateRef.current, goal: goalRef.current, campaignId: id }),
    [],
  );
  const autosave = useDraftAutosave({ initialId: initial.campaignId, getDraft, onId });
  const { queue, flush } = autosave;
  const idRef = useRef(initial.campaignId);
  idRef.current = autosave.campaignId;

  const change = useCallback(
    (next: NicheState) => {
      stateRef.current = next;
      setState(next);
      writeNicheDraft({ state: next, goal: goalRef.current, campaignId: idRef.current });
      queue(draftOf(next));
    },
    [queue],
  );

  const changeGoal = useCallback(
    (patch: Partial<NicheGoal>) => {
      const next = { ...goalRef.current, ...patch };
      goalRef.current = next;
      setGoal(next);
      writeNicheDraft({ state: stateRef.current, goal: next, campaignId: idRef.current });
      queue(next);
    },
    [queue],
  );

  const handOver = useCallback(async (): Promise<string> => {
    const id = await flush();
    writeSession({ campaignId: id, step: 1, pending: {} });
    writeNicheDraft(null); // the draft now continues in the wizard; the next visit starts a new one
    return id;
  }, [flush]);

  return {
    state,
    goal,
    change,
    changeGoal,
    reset: () => change(EMPTY_NICHE),
    handOver,
    saveState: autosave.state,
    saveError: autosave.error,
  };
}

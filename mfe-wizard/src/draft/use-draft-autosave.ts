import { useCallback, useEffect, useRef, useState } from 'react';
import type { CampaignDraftPatch } from '@rbt/contracts';
import { createCampaign, saveCampaignDraft, saveOnUnload } from '../api/campaigns';
import type { WizardDraft } from './wizard-types';
import { apiErrorText } from '@rbt/web-kit';

export const AUTOSAVE_DEBOUNCE_MS = 800;
export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/**
 * Debounced server autosave: the first save creates the draft (POST with the whole draft), later ones PATCH
 * only what changed. Saves run one after another so a PATCH never overtakes the POST that creates the id.
 * On pagehide the pending fields go out as a keepalive PATCH so closing the tab loses nothing.
 */
export function useDraftAutosave(opts: {
  initialId: string | null;
  getDraft: () => WizardDraft;
  onId: (id: string) => void;
  /** The wizard session's key: every create of one session lands in one draft. */
  sessionKey?: string;
}) {
  const [campaignId, setCampaignId] = useState<string | null>(opts.initialId);
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const idRef = useRef(opts.initialId);
  const pending = useRef<CampaignDraftPatch>({});
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  const adoptId = useCallback((id: string | null) => {
    idRef.current = id;
    setCampaignId(id);
  }, []);

  const flush = useCallback((): Promise<string> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const run = chain.current
      .catch(() => undefined)
      .then(async () => {
        const patch = pending.current;
        pending.current = {};
        try {
          if (!idRef.current) {
            setState('saving');
            const id = await createCampaign(optsRef.current.getDraft(), optsRef.current.sessionKey);
            adoptId(id);
            optsRef.current.onId(id);
          } else if (Object.keys(patch).length > 0) {
            setState('saving');
            await saveCampaignDraft(idRef.current, patch);
          }
          setState('saved');
          setError(null);
          return idRef.current as string;
        } catch (e) {
          // Keep what failed so the next change (or the next flush) retries it.
          pending.current = { ...patch, ...pending.current };
          setState('error');
          // The service's sentence, never its raw JSON body.
          setError(apiErrorText(e));
          throw e;
        }
      });
    chain.current = run;
    return run;
  }, [adoptId]);

  const queue = useCallback(
    (patch: CampaignDraftPatch) => {
      pending.current = { ...pending.current, ...patch };
      setState('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush().catch(() => undefined), AUTOSAVE_DEBOUNCE_MS);
    },
    [flush],
  );

  useEffect(() => {
    const onHide = () => {
      if (idRef.current && Object.keys(pending.current).length > 0) saveOnUnload(idRef.current, pending.current);
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      // Leaving the wizard inside the portal (Cancel, close): save what the debounce still holds.
      if (timer.current) void flush().catch(() => undefined);
    };
  }, [flush]);

  return { campaignId, adoptId, queue, flush, state, error, pendingPatch: () => pending.current };
}

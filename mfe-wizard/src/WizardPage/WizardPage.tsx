import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { EuiLoadingSpinner } from '@elastic/eui';
import type { CampaignDraftPatch } from '@rbt/contracts';
import { WizardFrame } from '../WizardFrame/WizardFrame';
import { AudienceStep } from '../steps/audience/AudienceStep';
import { canContinue, TERMS_REQUIRED } from '../wizard/step-rules';
import { useDraftAutosave, type SaveState } from '../wizard/use-draft-autosave';
import { useToast } from '../wizard/use-toast';
import { useWizardStart, type WizardStart } from '../wizard/use-wizard-start';
import { writeSession } from '../wizard/wizard-session';
import type { ContinueHandler, StepNumber, WizardStepProps } from '../wizard/types';
import { editMode } from './edit-mode';

const SAVE_NOTE: Record<SaveState, string> = {
  idle: '',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'Draft saved',
  error: 'Draft not saved',
};
// Steps 2 and 3 are chunks of their own, fetched when reached: step 1 is the page to be quick (issue 17).
const CreativeStep = lazy(() => import('../steps/creative/CreativeStep').then((m) => ({ default: m.CreativeStep })));
const ReviewStep = lazy(() => import('../steps/review/ReviewStep').then((m) => ({ default: m.ReviewStep })));
const STEP_COMPONENTS = { 1: AudienceStep, 2: CreativeStep, 3: ReviewStep } as const;

/** /campaigns/new and /campaigns/:id/edit: resolves where to start (URL, session, defaults), then runs the wizard. */
export function WizardPage() {
  const { id } = useParams();
  const start = useWizardStart(id);
  if (!start) return <EuiLoadingSpinner size="xl" aria-label="Loading draft" />;
  return <Wizard start={start} />;
}

function Wizard({ start }: { start: WizardStart }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(start.draft);
  const [step, setStep] = useState<StepNumber>(start.step);
  const [busy, setBusy] = useState(false);
  const draftRef = useRef(draft);
  const onContinueRef = useRef<ContinueHandler | null>(null);
  const blockClose = useRef(false);
  const { notify, toastList } = useToast();
  const autosave = useDraftAutosave({
    initialId: start.campaignId,
    getDraft: () => draftRef.current,
    onId: () => undefined,
    sessionKey: start.sessionKey,
  });
  const { queue, campaignId, pendingPatch } = autosave;
  // Edit rules apply on /campaigns/:id/edit; Continue on /campaigns/new keeps the plain wizard.
  const edit = editMode(useParams().id ? start.status : null);

  useEffect(() => {
    if (Object.keys(start.pending).length > 0) queue(start.pending);
  }, [start, queue]);
  // The session follows every change so a reload of the tab comes back to the same draft and step.
  useEffect(() => {
    writeSession({ campaignId, step, pending: pendingPatch(), key: start.sessionKey });
  }, [draft, step, campaignId, autosave.state, pendingPatch, start.sessionKey]);

  const update = useCallback(
    (patch: CampaignDraftPatch) => {
      draftRef.current = { ...draftRef.current, ...patch } as typeof draft;
      setDraft(draftRef.current);
      queue(patch);
    },
    [queue],
  );
  const setOnContinue = useCallback((h: ContinueHandler | null) => {
    onContinueRef.current = h;
  }, []);
  const setBlockClose = useCallback((b: boolean) => {
    blockClose.current = b;
  }, []);

  const goTo = (n: StepNumber) => {
    onContinueRef.current = null;
    setStep(n);
    window.scrollTo?.(0, 0);
  };
  const onContinue = async () => {
    // A paid campaign is not submitted again: its changes are saved (or refused by the service) and its page shown.
    if (step === 3 && edit.paid && campaignId) return saveAndShow(campaignId);
    if (step === 3 && !draftRef.current.termsAccepted) return notify({ ...TERMS_REQUIRED, color: 'warning' });
    const handler = onContinueRef.current;
    if (handler) {
      setBusy(true);
      try {
        if (!(await handler())) return;
      } finally {
        setBusy(false);
      }
    }
    if (step < 3) goTo((step + 1) as StepNumber);
  };
  const saveAndShow = async (id: string) => {
    setBusy(true);
    try {
      await autosave.flush();
      navigate(`/campaigns/${encodeURIComponent(id)}`);
    } catch {
      // The save note shows the service's reason (for example the top-up a change would need).
    } finally {
      setBusy(false);
    }
  };
  const onClose = () => {
    if (!blockClose.current) navigate('/');
  };

  const props: WizardStepProps = {
    draft,
    update,
    campaignId,
    notify,
    setOnContinue,
    setBlockClose,
    flushSave: autosave.flush,
  };
  const Step = STEP_COMPONENTS[step];
  const note = autosave.state === 'error' ? `${SAVE_NOTE.error}: ${autosave.error}` : SAVE_NOTE[autosave.state];
  return (
    <>
      <WizardFrame
        step={step}
        canContinue={canContinue(step, draft)}
        busy={busy}
        saveNote={note}
        onClose={onClose}
        onBack={() => (step === 1 ? navigate('/') : goTo((step - 1) as StepNumber))}
        onContinue={() => void onContinue()}
        onStepClick={goTo}
        title={edit.title}
        finishLabel={edit.finishLabel}
        notice={edit.notice}
      >
        <Suspense fallback={<EuiLoadingSpinner size="l" aria-label="Loading step" />}>
          <Step {...props} />
        </Suspense>
      </WizardFrame>
      {toastList}
    </>
  );
}

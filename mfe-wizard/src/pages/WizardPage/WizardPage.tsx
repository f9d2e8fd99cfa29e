import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { EuiCallOut, EuiLoadingSpinner, EuiSpacer } from '@elastic/eui';
import { EDITABLE_STATUSES, type CampaignDraftPatch } from '@rbt/contracts';
import { WizardFrame } from './WizardFrame/WizardFrame';
import { AudienceStep } from './AudienceStep/AudienceStep';
import { canContinue, termsRequired } from './step-rules';
import { useDraftAutosave, type SaveState } from '../../draft/use-draft-autosave';
import { useWizardStart, type WizardStart } from './use-wizard-start';
import { clearSession, writeSession } from '../../draft/wizard-session';
import type { ContinueHandler, StepNumber, WizardStepProps } from '../../draft/wizard-types';
import { editMode } from './edit-mode';
import { useWizT, type WizMessageId } from '../../messages';
import { LockedStep, withoutLocked } from './locked-fields';
import { lazyWithWords } from '../../messages/lazy-with-words';
import { useSingleToast } from '@rbt/web-kit';

const SAVE_NOTE: Record<SaveState, WizMessageId | null> = {
  idle: null,
  pending: 'wiz.save.pending',
  saving: 'wiz.save.saving',
  saved: 'wiz.save.saved',
  error: 'wiz.save.error',
};
// Steps 2 and 3 are chunks of their own, fetched when reached: step 1 is the page to be quick.
// Their words (messages/later) come with them, so step 1's chunk holds step 1's words only.
const CreativeStep = lazyWithWords(() => import('./CreativeStep/CreativeStep').then((m) => m.CreativeStep));
const ReviewStep = lazyWithWords(() => import('./ReviewStep/ReviewStep').then((m) => m.ReviewStep));
const STEP_COMPONENTS = { 1: AudienceStep, 2: CreativeStep, 3: ReviewStep } as const;

/** /campaigns/new and /campaigns/:id/edit: resolves where to start (URL, session, defaults), then runs the wizard. */
export function WizardPage() {
  const { id } = useParams();
  const start = useWizardStart(id);
  const t = useWizT();
  if (!start) return <EuiLoadingSpinner size="xl" aria-label={t('wiz.loading.draft')} />;
  // Paid and no longer freely editable: the wizard's Pay & Launch no longer applies (Back after paying
  // shows the paid state). A rejected campaign stays here, to be fixed and resubmitted.
  if (!id && start.campaignId && start.status && !EDITABLE_STATUSES.includes(start.status))
    return <AlreadyPaid id={start.campaignId} />;
  return <Wizard start={start} />;
}

/** Back from a paid checkout lands here: the tab's session is done, and the checkout shows the paid state. */
function AlreadyPaid({ id }: { id: string }) {
  const navigate = useNavigate();
  const t = useWizT();
  useEffect(() => {
    clearSession();
    navigate(`/campaigns/${encodeURIComponent(id)}/checkout`, { replace: true });
  }, [id, navigate]);
  return <EuiLoadingSpinner size="xl" aria-label={t('wiz.loading.paid')} />;
}

function Wizard({ start }: { start: WizardStart }) {
  const navigate = useNavigate();
  const t = useWizT();
  const [draft, setDraft] = useState(start.draft);
  const [step, setStep] = useState<StepNumber>(start.step);
  const [busy, setBusy] = useState(false);
  const draftRef = useRef(draft);
  const onContinueRef = useRef<ContinueHandler | null>(null);
  const blockClose = useRef(false);
  const { notify, clear: clearToast, toastList } = useSingleToast({ atTop: true });
  const autosave = useDraftAutosave({
    initialId: start.campaignId,
    getDraft: () => draftRef.current,
    onId: () => undefined,
    sessionKey: start.sessionKey,
  });
  const { queue, campaignId, pendingPatch } = autosave;
  // Edit rules apply on /campaigns/:id/edit; Continue on /campaigns/new keeps the plain wizard.
  const editing = !!useParams().id;
  const edit = editMode(editing ? start.status : null, t);
  const locked = useMemo(() => (editing ? start.editRules.locked : {}), [editing, start]);
  const lockedWhy = useMemo(() => (editing ? start.editRules.lockedWhy : {}), [editing, start]);

  useEffect(() => {
    if (Object.keys(start.pending).length > 0) queue(start.pending);
  }, [start, queue]);
  // The session follows every change so a reload of the tab comes back to the same draft and step.
  useEffect(() => {
    writeSession({ campaignId, step, pending: pendingPatch(), key: start.sessionKey });
  }, [draft, step, campaignId, autosave.state, pendingPatch, start.sessionKey]);

  const update = useCallback(
    (input: CampaignDraftPatch) => {
      // Locked fields are shown disabled; anything that still reaches here is not sent (the service would refuse).
      const patch = withoutLocked(input, locked);
      if (!Object.keys(patch).length) return;
      draftRef.current = { ...draftRef.current, ...patch } as typeof draft;
      setDraft(draftRef.current);
      queue(patch);
    },
    [queue, locked],
  );
  const setOnContinue = useCallback((h: ContinueHandler | null) => {
    onContinueRef.current = h;
  }, []);
  const setBlockClose = useCallback((b: boolean) => {
    blockClose.current = b;
  }, []);

  const goTo = (n: StepNumber) => {
    onContinueRef.current = null;
    clearToast();
    setStep(n);
    window.scrollTo?.(0, 0);
  };
  const onContinue = async () => {
    // A paid campaign is not submitted again: its changes are saved (or refused by the service) and its page shown.
    if (step === 3 && edit.paid && campaignId) return saveAndShow(campaignId);
    if (step === 3 && !draftRef.current.termsAccepted) return notify({ ...termsRequired(t), color: 'warning' });
    // Editing: a change the service refused keeps the wizard on this step, with the reason shown.
    if (editing && campaignId) {
      setBusy(true);
      const saved = await autosave.flush().then(
        () => true,
        () => false,
      );
      setBusy(false);
      if (!saved) return;
    }
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
    locked,
    paid: edit.paid,
  };
  const Step = STEP_COMPONENTS[step];
  // The header keeps a short note (a long one squeezed the title to a letter per line); the reason goes below it.
  const noteId = SAVE_NOTE[autosave.state];
  const note = noteId ? t(noteId) : '';
  const refused = autosave.state === 'error' && (
    <>
      <EuiCallOut color="danger" iconType="error" title={t('wiz.save.refused')} data-testid="save-refused">
        {autosave.error}
      </EuiCallOut>
      <EuiSpacer size="s" />
    </>
  );
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
        lastStepTitle={edit.lastStepTitle}
        notice={
          <>
            {edit.notice}
            {refused}
          </>
        }
      >
        <Suspense fallback={<EuiLoadingSpinner size="l" aria-label={t('wiz.loading.step')} />}>
          <LockedStep step={step} locked={locked} why={lockedWhy}>
            <Step {...props} />
          </LockedStep>
        </Suspense>
      </WizardFrame>
      {toastList}
    </>
  );
}

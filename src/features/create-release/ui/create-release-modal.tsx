import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { track } from '@/shared/analytics';
import { useNavigate } from 'react-router';
import { BOTTOM_ROOM, Button, Dialog, useBottomRoom } from '@/shared/ui';
import {
  $canGoNext,
  $canSubmit,
  $confirmingClose,
  $restoreOffer,
  $step,
  $submitProgress,
  $submitting,
  backClicked,
  closeCanceled,
  closeConfirmed,
  closeRequested,
  draftRestoreAccepted,
  draftRestoreDeclined,
  navigateFx,
  nextClicked,
  wizardOpened,
  type WizardStep,
} from '../model/wizard';
import { AudioStep } from './audio-step';
import { ConfirmStep } from './confirm-step';
import { CoverStep } from './cover-step';
import { DETAILS_FORM_ID, DetailsStep } from './details-step';
import { StepCounter } from './step-counter';
import { wizardStyles } from './wizard-styles';
import { formatMoment } from '@/shared/lib/dates';

/**
 * Spec 2 §2 Reading A's width (641); its fixed heights (600, 700 at step 3) left a third of the
 * window empty on the short steps, so the window fits its step's content (issue #36).
 */
const WIZARD_WIDTH = 641;

export const STEP_TITLES: Readonly<Record<WizardStep, string>> = {
  0: 'Add Release',
  1: 'Please confirm your artwork meets these requirements',
  2: 'Upload Audio Files',
  3: 'Add Release Details',
};
const STEP_COUNT = Object.keys(STEP_TITLES).length;

/**
 * Open in 800 ms, close in 400 ms (spec 2 §2); no motion for those who ask for none. On a narrow
 * screen the wizard is a full-screen sheet.
 */
const sheet = css({
  _open: { animationDuration: '[800ms]' },
  _closed: { animationDuration: '[400ms]' },
  _motionReduce: { _open: { animation: '[none]' }, _closed: { animation: '[none]' } },
  smDown: { position: 'fixed', inset: '0', maxW: '[none]', w: 'auto', h: 'auto', maxH: '[none]', borderRadius: '[0]' },
});

function StepBody({ step }: { step: WizardStep }) {
  switch (step) {
    case 0:
      return <CoverStep />;
    case 1:
      return <ConfirmStep />;
    case 2:
      return <AudioStep />;
    default:
      return <DetailsStep />;
  }
}

function Footer({ step }: { step: WizardStep }) {
  const [canGoNext, canSubmit, submitting, progress] = useUnit([$canGoNext, $canSubmit, $submitting, $submitProgress]);
  const [next, back, close] = useUnit([nextClicked, backClicked, closeRequested]);
  const left =
    step === 0 ? (
      <Button variant="outline" onClick={close} disabled={submitting}>
        cancel
      </Button>
    ) : step === 1 ? (
      <Button variant="outline" onClick={back} disabled={submitting}>
        change artwork
      </Button>
    ) : (
      <Button variant="outline" onClick={back} disabled={submitting}>
        Back
      </Button>
    );
  const right =
    step === 1 ? (
      <Button onClick={next} disabled={submitting}>
        looks good
      </Button>
    ) : step === 3 ? (
      <Button type="submit" form={DETAILS_FORM_ID} disabled={!canSubmit} loading={submitting}>
        {submitting && progress ? `submit (${progress.percent}%)` : 'submit'}
      </Button>
    ) : (
      <Button onClick={next} disabled={!canGoNext}>
        Next
      </Button>
    );
  return (
    <div className={wizardStyles.actionsRow}>
      {left}
      <div className={wizardStyles.actionsEnd}>{right}</div>
    </div>
  );
}

function RestorePrompt() {
  const [offer, accept, decline] = useUnit([$restoreOffer, draftRestoreAccepted, draftRestoreDeclined]);
  if (!offer) return null;
  return (
    <div className={wizardStyles.prompt} role="region" aria-label="Unsaved draft">
      <strong>Continue your draft?</strong>
      <p className={wizardStyles.lead}>
        {offer.fields.title ? `“${offer.fields.title}”` : 'The release you started'}, last changed {formatMoment(new Date(offer.savedAt).toISOString(), { withTime: true })}, was
        kept on this device.
      </p>
      <div className={wizardStyles.actionsEnd}>
        <Button variant="outline" onClick={decline}>
          Start over
        </Button>
        <Button onClick={accept}>Continue</Button>
      </div>
    </div>
  );
}

export interface CreateReleaseModalProps {
  open: boolean;
}

/** The Create Release wizard (DESIGN §5): Reading A's steps with Reading B's fields. */
export function CreateReleaseModal({ open }: CreateReleaseModalProps) {
  const [step, confirming, offer, submitting] = useUnit([$step, $confirmingClose, $restoreOffer, $submitting]);
  const [opened, close, cancelClose, discard] = useUnit([wizardOpened, closeRequested, closeCanceled, closeConfirmed]);
  const navigate = useNavigate();
  // On a phone the wizard is a full-screen sheet: toasts ("Upload Success") stay above its actions.
  useBottomRoom(BOTTOM_ROOM.sheetActions, open);

  useEffect(() => {
    navigateFx.use((path) => void navigate(path));
  }, [navigate]);
  useEffect(() => {
    if (open) opened();
  }, [open, opened]);
  useEffect(() => {
    if (!open) return;
    track('modal_open', undefined, 'create_release');
    return () => track('modal_close', undefined, 'create_release');
  }, [open]);

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? undefined : close())}
        title={STEP_TITLES[step]}
        description={offer ? undefined : <StepCounter step={step} total={STEP_COUNT} />}
        width={WIZARD_WIDTH}
        closeOnInteractOutside={false}
        closeOnEscape={!submitting && !confirming}
        className={sheet}
        footer={offer ? undefined : <Footer step={step} />}
      >
        {offer ? <RestorePrompt /> : <StepBody step={step} />}
      </Dialog>
      <Dialog
        open={open && confirming}
        onOpenChange={(next) => (next ? undefined : cancelClose())}
        role="alertdialog"
        title="Unsaved Changes"
        description="You have unsaved changes. Close without saving and lose them?"
        width={420}
        footer={
          <>
            <Button variant="outline" onClick={cancelClose}>
              Cancel
            </Button>
            <Button variant="danger" onClick={discard}>
              Close without saving
            </Button>
          </>
        }
      />
    </>
  );
}

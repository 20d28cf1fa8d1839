// Asks before Mark Complete. Completing cannot be undone from here and tells the owner at once
// that their pet "has completed" the skill, and the button sits right under 'Next step' on a
// phone: one stray tap used to finish a skill at step 2 of 7. So the question says what will
// happen, and how many steps are still open when not all are done.
import type { SkillProgress } from '@common/skill-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type CompleteProgressDialogProps = {
  progress: SkillProgress;
  opened: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Rex is on step 2 of 5: 3 steps are not done yet. " or '' on the last step. */
function stepsLeftText({ petName, currentStep, skill }: SkillProgress): string {
  const total = skill.steps.length;
  // As the progress bar counts it: the current step is the one being worked on, so it counts as reached.
  const left = total - (currentStep + 1);
  if (left <= 0) return '';
  return `${petName} is on step ${currentStep + 1} of ${total}: ${left} ${left === 1 ? 'step is' : 'steps are'} not done yet. `;
}

export function CompleteProgressDialog({ progress, opened, pending, onConfirm, onClose }: CompleteProgressDialogProps) {
  const { petName, ownerName, skill } = progress;
  return (
    <ConfirmDialog
      opened={opened}
      title={`Complete ${skill.name}?`}
      confirmLabel="Mark Complete"
      tone="final"
      pendingLabel="Completing..."
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {`${stepsLeftText(progress)}${ownerName} will be told that ${petName} has completed ${skill.name}. This cannot be undone.`}
    </ConfirmDialog>
  );
}

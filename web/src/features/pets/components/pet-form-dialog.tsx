// The two-step add/edit pet dialog (decisions.md 34): step 1 the type, step 2 the details.
// The form lives in an inner component that mounts with the dialog, so closing resets both the
// form and the step, as the product (decisions.md 35) asks.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { Pet, PetType } from '@common/pet-schemas';
import { serverMessage } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { useCreatePet } from '../api/create-pet';
import { useUpdatePet } from '../api/update-pet';
import { useUploadPetPhoto } from '../api/upload-pet-photo';
import { PetDetailsStep } from './pet-details-step';
import {
  emptyPetForm,
  loadPetInputSchema,
  petToFormValues,
  SMALL_ANIMAL_KIND_REQUIRED,
  toPetInput,
  validatePetForm,
  valuesAfterTypeChange,
  type PetFormValues,
} from './pet-form-values';
import { PetTypeStep } from './pet-type-step';
import { PhotoPicker } from './photo-picker';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useDeferredSchema, validateTouchedFields } from '../../../lib/deferred-schema';

type PetFormDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The pet to edit; without it the dialog adds a new pet. */
  pet?: Pet;
};

export function PetFormDialog({ opened, onClose, pet }: PetFormDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={pet ? 'Edit Profile' : 'Add a New Pet'}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      <PetForm pet={pet} onDone={onClose} onBusyChange={setBusy} />
    </Modal>
  );
}

/** A step's second line, left out on phones so both steps fit on one row. */
const StepHint = ({ children }: { children: string }) => (
  <Text span inherit visibleFrom="xs">
    {children}
  </Text>
);

type PetFormProps = { pet?: Pet; onDone: () => void; onBusyChange: (busy: boolean) => void };

function PetForm({ pet, onDone, onBusyChange }: PetFormProps) {
  const [step, setStep] = useState(0);
  const [photo, setPhoto] = useState<File | null>(null);
  // The checks come while the dialog opens; what was changed before they came is checked then,
  // and a save waits for them.
  const schema = useDeferredSchema(loadPetInputSchema, () => validateTouchedFields(form));
  useEffect(() => void schema.load(), [schema.load]);
  const form = useForm<PetFormValues>({
    mode: 'controlled',
    initialValues: pet ? petToFormValues(pet) : emptyPetForm,
    validate: (values) => validatePetForm(values, schema.validate),
    validateInputOnChange: true,
  });
  const createPet = useCreatePet();
  const updatePet = useUpdatePet();
  const uploadPhoto = useUploadPetPhoto();
  const saving = createPet.isPending || updatePet.isPending || uploadPhoto.isPending;

  const changeType = (petType: PetType) => {
    form.setValues(valuesAfterTypeChange(form.getValues(), petType));
    form.clearFieldError('breed');
  };

  const goToDetails = () => {
    const values = form.getValues();
    if (values.petType === 'small_animal' && !values.breed) {
      form.setFieldError('breed', SMALL_ANIMAL_KIND_REQUIRED);
      return;
    }
    setStep(1);
  };

  // Enter on step 1 moves on to the details instead of saving a half-seen form.
  const submitTypeStep = (event: FormEvent) => {
    event.preventDefault();
    goToDetails();
  };

  const save = async (values: PetFormValues) => {
    const input = toPetInput(values);
    onBusyChange(true);
    try {
      let saved: Pet;
      try {
        // The payload has no profilePhoto, so an edit keeps the photo as it is.
        saved = pet ? await updatePet.mutateAsync({ petId: pet.id, input }) : await createPet.mutateAsync(input);
      } catch (error) {
        // decisions.md 38 (error texts): 'Failed to add pet' with the error message ('Failed to create pet' when
        // the server gave none); a 400's per-field messages also go under the fields.
        if (pet) reportMutationError(error, { title: 'Failed to update pet', fallback: 'Failed to update pet', form });
        else reportMutationError(error, { title: 'Failed to add pet', fallback: 'Failed to create pet', form });
        return;
      }
      if (photo) {
        try {
          await uploadPhoto.mutateAsync({ petId: saved.id, file: photo });
        } catch (error) {
          showErrorToast('Photo upload failed', `${saved.name} was saved without the new photo: ${serverMessage(error)}`);
        }
      }
      if (pet) showSuccessToast('Pet updated successfully', 'Your pet profile has been updated');
      else showSuccessToast('Pet added successfully', 'Your pet profile has been created');
      onDone();
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <form onSubmit={step === 0 ? submitTypeStep : schema.submitWith(form.onSubmit(save, focusFirstInvalid))} noValidate>
      <Stepper active={step} onStepClick={(next) => !saving && next < step && setStep(next)} size="sm" mb="lg" allowNextStepsSelect={false}>
        <Stepper.Step label="Pet Type" description={<StepHint>What kind of pet</StepHint>}>
          <PetTypeStep form={form} onTypeChange={changeType} />
        </Stepper.Step>
        <Stepper.Step label="Details" description={<StepHint>About your pet</StepHint>}>
          <Stack>
            <PetDetailsStep form={form} />
            <PhotoPicker
              file={photo}
              onChange={setPhoto}
              currentUrl={pet?.profilePhoto}
              petType={form.values.petType}
              progress={uploadPhoto.isPending ? uploadPhoto.progress : null}
              disabled={saving}
            />
          </Stack>
        </Stepper.Step>
      </Stepper>
      {/* The keys keep Next and the submit button apart in the DOM: reused, the click on Next
          would land on a button that has just become type="submit" and send the form. */}
      {step === 0 ? (
        <Group key="type-step-actions" justify="space-between">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button onClick={goToDetails} rightSection={<IconArrowRight size={16} />}>
            Next
          </Button>
        </Group>
      ) : (
        <Group key="details-step-actions" justify="space-between">
          <Button variant="default" onClick={() => setStep(0)} disabled={saving} leftSection={<IconArrowLeft size={16} />}>
            Back
          </Button>
          <Button type="submit" loading={saving} disabled={saving}>
            {pet ? 'Save Changes' : 'Add Pet'}
          </Button>
        </Group>
      )}
    </form>
  );
}

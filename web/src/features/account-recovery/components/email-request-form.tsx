import { Alert, Button, TextInput, ThemeIcon, Text, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconAt, IconMailCheck } from '@tabler/icons-react';
import type { RecoveryRequest } from '@common/account-schemas';
import { ApiError } from '../../../lib/api-client';
import { useDeferredSchema } from '../../../lib/deferred-schema';
import { useRequestRecovery, type RecoveryKind } from '../api/request-recovery';

type EmailRequestFormProps = {
  kind: RecoveryKind;
  submitLabel: string;
  /** The confirmation, the same whether or not the email has an account (decisions.md 8). */
  answer: string;
};

const FAILURE = 'An error occurred. Please try again.';

/** Email, submit; then 'Check your email' with the one answer every request gets. */
export function EmailRequestForm({ kind, submitLabel, answer }: EmailRequestFormProps) {
  const request = useRequestRecovery(kind);
  // The schema (and zod) load on the first focus: the page paints without them.
  const schema = useDeferredSchema(
    () => import('@common/account-schemas').then((module) => module.recoveryRequestSchema),
    () => form.isDirty('email') && form.validateField('email'),
  );
  const form = useForm<RecoveryRequest>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schema.validate,
    validateInputOnChange: true,
  });

  if (request.isSuccess) {
    return (
      <Stack align="center" ta="center" gap="xs" role="status">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconMailCheck size={28} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          Check your email
        </Text>
        <Text c="dimmed" size="sm">
          {answer}
        </Text>
      </Stack>
    );
  }

  // Over the rate limit the server's own words say when to try again; anything else is the product's (decisions.md 38).
  const failure = request.error
    ? request.error instanceof ApiError && request.error.status === 429 && request.error.body.message
      ? request.error.body.message
      : FAILURE
    : null;

  return (
    <form onSubmit={schema.submitWith(form.onSubmit((values) => request.mutate(values)))} onFocus={() => void schema.load()} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          placeholder="you@example.com"
          type="email"
          autoComplete="email"
          leftSection={<IconAt size={16} />}
          {...form.getInputProps('email')}
        />
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

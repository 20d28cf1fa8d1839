import { useState } from 'react';
import { Navigate } from 'react-router';
import { Alert, Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../app/paths';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { useUser } from '../../../lib/session';
import { showSuccessToast } from '../../../lib/toasts';
import { useApplyAsTrainer } from '../api/trainer-application';

/** /trainer-application (issue 26): an applicant's application, waiting or declined (apply again). */
export default function TrainerApplicationPage() {
  const user = useUser();
  const apply = useApplyAsTrainer();
  const [note, setNote] = useState('');
  if (user.data?.isTrainer) return <Navigate to={paths.trainerSkills} replace />;
  const application = user.data?.trainerApplication ?? null;

  const applyAgain = () =>
    apply.mutate(note, {
      onSuccess: () => {
        setNote('');
        showSuccessToast('Application Sent', 'An administrator will review your trainer application.');
      },
      onError: (error) => reportMutationError(error, { title: 'Application not sent' }),
    });

  return (
    <>
      <PageHeader title="Trainer application" description="Trainer tools open once an administrator approves your application." />
      <Paper withBorder p="lg" radius="md" maw={640}>
        <Stack gap="md">
          {application?.status === 'pending' ? (
            <Alert color="blue" title="Trainer application pending">
              Your application is waiting for an administrator. Meanwhile you can draft programs in the Curriculum Builder; they can be
              published once you are approved.
            </Alert>
          ) : application?.status === 'declined' ? (
            <Alert color="orange" title="Your application was declined">
              {application.reason ? `Reason: ${application.reason}` : 'No reason was given.'}
            </Alert>
          ) : (
            <Text>Apply to become a trainer: an administrator reviews each application.</Text>
          )}
          {application?.status !== 'pending' ? (
            <>
              <Textarea
                label="About your qualifications (optional)"
                autosize
                minRows={2}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
              <Button onClick={applyAgain} loading={apply.isPending} style={{ alignSelf: 'flex-start' }}>
                {application?.status === 'declined' ? 'Apply again' : 'Apply'}
              </Button>
            </>
          ) : null}
        </Stack>
      </Paper>
    </>
  );
}

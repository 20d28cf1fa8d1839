// /training-prompt (public, decisions.md 32): what the downloadable training prompt is for, the
// 7-step how-to, and 'Download PDF', which opens the PDF in a new tab with the 'Download
// started' toast. Trainers also get a way into the curriculum builder, where the JSON lands.
import { Link } from 'react-router';
import { Anchor, Button, Card, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconFileText, IconTools } from '@tabler/icons-react';
import { paths } from '../../../app/paths';
import { BrandLogo } from '../../../components/brand-logo';
import { PageHeader } from '../../../components/page-header';
import { useUser } from '../../../lib/session';
import { showSuccessToast } from '../../../lib/toasts';

const PROMPT_PDF = '/api/dog-training-prompt.pdf';

const STEPS = [
  { title: 'Download the PDF', text: 'Use the Download PDF button above; the prompt opens in a new tab, ready to save or copy.' },
  { title: 'Open your AI assistant', text: 'Start a new conversation in the assistant you use (ChatGPT, Claude, Gemini or another).' },
  { title: 'Paste the prompt', text: 'Copy the whole prompt from the PDF, including its worked example, and paste it into the chat.' },
  {
    title: 'Describe your program',
    text: 'Say what you want to teach: the skills, the dogs it suits, how many weeks and modules, the equipment you use.',
  },
  {
    title: 'Review the JSON',
    text: 'The assistant answers with one JSON program. Read it through and ask for changes until it matches how you train.',
  },
  {
    title: 'Import it in the Curriculum Builder',
    text: "Open the Curriculum Builder, choose 'Import JSON' and paste it. Any field that needs fixing is shown in place.",
  },
  {
    title: 'Review and publish',
    text: 'Check every module and lesson, preview it as an owner sees it, then switch on Published and save.',
  },
];

export default function TrainingPromptPage() {
  const user = useUser();
  const isTrainer = Boolean(user.data?.isTrainer);

  function download() {
    window.open(PROMPT_PDF, '_blank', 'noopener');
    showSuccessToast('Download started', 'The training prompt PDF opens in a new tab.');
  }

  const actions = (
    <Group gap="sm">
      {isTrainer ? (
        <Button component={Link} to={paths.curriculumBuilder} variant="light" leftSection={<IconTools size={18} />}>
          Curriculum Builder
        </Button>
      ) : null}
      <Button leftSection={<IconDownload size={18} />} onClick={download}>
        Download PDF
      </Button>
    </Group>
  );

  return (
    <Container component="main" size="md" py="xl">
      <Group justify="space-between" mb="xl">
        <Anchor component={Link} to={user.data ? paths.dashboard : paths.home} underline="never" c="inherit" aria-label="PawsConnect home">
          <BrandLogo />
        </Anchor>
      </Group>
      <PageHeader
        title="Training Prompt"
        description="Draft a complete training program with an AI assistant, in exactly the structure our Curriculum Builder imports."
        action={actions}
      />
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg">
          <Group align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={48} radius="md" variant="light">
              <IconFileText size={26} />
            </ThemeIcon>
            <Stack gap="xs">
              <Title order={2} fz="lg">
                What is in the prompt?
              </Title>
              <Text size="sm">
                The PDF holds the instructions a trainer gives an AI assistant so that it writes a training program as JSON: title,
                description, difficulty, duration in weeks, price, and the curriculum itself, with modules, lessons, training steps, success
                criteria, tips, prerequisites, equipment and breed recommendations.
              </Text>
              <Text size="sm" c="dimmed">
                A complete worked example shows the assistant exactly what a finished program looks like, so its answer can be imported as
                it is.
              </Text>
            </Stack>
          </Group>
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-label="How to use it">
          <Title order={2} fz="lg" mb="md">
            How to use it
          </Title>
          <List type="ordered" spacing="md">
            {STEPS.map((step) => (
              <List.Item key={step.title}>
                <Text fw={600} size="sm">
                  {step.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {step.text}
                </Text>
              </List.Item>
            ))}
          </List>
        </Card>
      </Stack>
    </Container>
  );
}

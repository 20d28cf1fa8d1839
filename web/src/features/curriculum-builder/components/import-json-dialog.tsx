// 'Import JSON': paste a program drafted with the training prompt; it replaces the form's contents
// (prices arrive in cents and become whole dollars). A program with problems is imported as far as
// it goes and each problem is shown under its field in the builder (the Training Prompt page says
// so); only what has no field (unreadable JSON, a list where an object belongs) stays listed here.
import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { CHECKS_UNAVAILABLE } from '../../../lib/deferred-schema';
import { importedProgramToFormValues, loadProgramSchemas, type BuilderFormValues } from './program-form-values';
import { looseImportToFormValues } from './loose-import';
import { parseProgramJson, type ImportProblem } from './parse-program-json';

type ImportJsonDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The values, and the problems to show at their fields ([payload path, message]). */
  onImport: (values: BuilderFormValues, problems: [string, string][]) => void;
  /** Fetches the shared schemas the import is checked with; passed in by tests. */
  loadSchemas?: typeof loadProgramSchemas;
};

export function ImportJsonDialog({ opened, onClose, onImport, loadSchemas = loadProgramSchemas }: ImportJsonDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Import Program JSON" size="lg">
      {/* Mounted with the dialog, so each opening starts empty. */}
      {opened ? <ImportJsonForm onClose={onClose} onImport={onImport} loadSchemas={loadSchemas} /> : null}
    </Modal>
  );
}

function ImportJsonForm({ onClose, onImport, loadSchemas }: Omit<Required<ImportJsonDialogProps>, 'opened'>) {
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  // The schemas come while the user pastes; Import waits for them if they are still on their way.
  useEffect(() => void loadSchemas().catch(() => {}), [loadSchemas]);

  const importProgram = async () => {
    let schemas;
    try {
      schemas = await loadSchemas();
    } catch {
      setProblems([{ path: 'JSON', message: CHECKS_UNAVAILABLE.message }]);
      return;
    }
    const result = parseProgramJson(text, schemas.programInputSchema);
    if (result.ok) {
      onImport(importedProgramToFormValues(result.program), []);
    } else if (result.json && typeof result.json === 'object' && !Array.isArray(result.json)) {
      onImport(
        looseImportToFormValues(result.json),
        result.problems.map((problem) => [problem.path, problem.message]),
      );
    } else {
      setProblems(result.problems);
      return;
    }
    onClose();
  };

  return (
    <Stack>
      <Text size="sm">
        Paste a program drafted with the{' '}
        <Anchor component={Link} to={paths.trainingPrompt}>
          Training Prompt
        </Anchor>
        : the same structure as the API payload, with <strong>price in cents</strong> (14900 is $149). Importing replaces what is in the
        form; nothing is saved until you press Create or Update.
      </Text>
      <Textarea
        label="Program JSON"
        autosize
        minRows={8}
        maxRows={16}
        styles={{ input: { fontFamily: 'monospace' } }}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {problems.length > 0 ? (
        <Alert color="red" title="The program cannot be imported" role="alert">
          <List size="sm" spacing={2}>
            {problems.map((problem, index) => (
              <List.Item key={`${problem.path}-${index}`}>
                {problem.path}: {problem.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void importProgram()}>Import</Button>
      </Group>
    </Stack>
  );
}

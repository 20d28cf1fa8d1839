// /curriculum-builder (decisions.md 32 and 34): trainers only. Left, the trainer's programs and
// 'Create New Program'; right, the form. The selection lives in the address (?program=<id>), so
// a reload keeps it and its unsaved draft, and switching programs goes through the leave guard.
// The form's code (the editor, its form library, modules, lessons and their fields) comes after
// the page's load, or at once on a choice in the list (decisions.md 103): the page draws its
// header and the list first, with the form's loading state in its place.
import { Suspense, useDeferredValue, useState } from 'react';
import { Alert, Grid, Loader, Center } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { PublicUser } from '@common/auth-schemas';
import { PageHeader } from '../../../components/page-header';
import { useUser } from '../../../lib/session';
import { useProgram } from '../../../lib/program-query';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';
import { ProgramList } from '../components/program-list';
import { useMyPrograms } from '../api/program-calls';

const ProgramEditor = lazyAfterPageLoad(() => import('../components/program-editor').then((module) => ({ default: module.ProgramEditor })));

const editorLoading = (
  <Center py="xl">
    <Loader role="status" aria-label="Loading the editor" />
  </Center>
);

const header = (
  <PageHeader title="Curriculum Builder" description="Create and edit your training programs: modules, lessons and what owners need." />
);

export default function CurriculumBuilderPage() {
  const user = useUser();
  // The signed-in layout renders a page only with the session's user, a trainer or an applicant
  // (page-roles.ts). Only the build's drawing of the page (scripts/route-pages.ts) has none: that
  // drawing is the header; the app draws the rest below it.
  return user.data ? <CurriculumBuilder user={user.data} /> : header;
}

const displayName = (user: PublicUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

function CurriculumBuilder({ user }: { user: PublicUser }) {
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('program')) || null;
  // The list holds summaries (issue 27, item 7): the selected program's content is loaded on its own.
  const program = useProgram(selectedId ?? 0, selectedId !== null);
  // Bumped to remount the form when it resets without the address changing (Cancel on a new one).
  const [resets, setResets] = useState(0);
  // On a phone the list is above the form: the form waits until the list has its real height
  // (with the list's own deferred render, ListState), so that it is not drawn and then pushed down.
  const listSettled = useDeferredValue(!useMyPrograms().isPending);

  const reset = () => {
    if (selectedId !== null) setParams({});
    setResets((count) => count + 1);
  };
  const select = (programId: number) => {
    void ProgramEditor.preload();
    setParams({ program: String(programId) });
  };

  // The form is built from deferred copies of the answer: React then builds it in a background pass
  // that yields to the browser every few milliseconds, where the answer itself re-renders in one
  // blocking pass (a two-module program's form held a phone's main thread for over half a second).
  const programPending = useDeferredValue(program.isPending);
  const programData = useDeferredValue(program.data);
  // Another trainer's published program is readable, but not among this trainer's programs.
  const selected = programData?.createdBy === user.id ? programData : undefined;
  const author = { id: user.id, name: displayName(user) };

  let editor;
  if (!listSettled) {
    editor = null;
  } else if (selectedId === null) {
    editor = <ProgramEditor key={`new-${resets}`} author={author} program={null} onReset={reset} />;
  } else if (programPending) {
    editor = (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the program" />
      </Center>
    );
  } else if (!selected) {
    editor = (
      <Alert color="red" title="Program not found">
        This program is not among your programs. Choose one on the left or create a new one.
      </Alert>
    );
  } else {
    editor = <ProgramEditor key={`${selected.id}-${resets}`} author={author} program={selected} onReset={reset} />;
  }

  return (
    <>
      {header}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProgramList selectedId={selectedId} onSelect={select} onCreateNew={() => (selectedId === null ? reset() : setParams({}))} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Suspense fallback={editorLoading}>{editor}</Suspense>
        </Grid.Col>
      </Grid>
    </>
  );
}

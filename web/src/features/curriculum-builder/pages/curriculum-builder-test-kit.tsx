// Shared set-up for the curriculum builder's page tests: the mocked API, rendering, numbered ids
// (so payloads compare exactly) and quick ways to fill the big form.
import { beforeEach, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Program } from '@common/program-schemas';
import { mockApi, type MockRoutes } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { trainerUser } from '../../../test/users';
import { programList } from '../../../test/sample-program';
import CurriculumBuilderPage from './curriculum-builder-page';

export const PATH = '/curriculum-builder';
export const LIST = 'GET /api/training-programs';

/** The trainer's list (summaries) and each program's own route (the editor loads its content there). */
export function builderApi(programs: Program[] = [], extra: MockRoutes = {}) {
  const details = Object.fromEntries(programs.map((program) => [`GET /api/training-programs/${program.id}`, { body: program }]));
  return mockApi({ 'GET /api/user': { body: trainerUser }, [LIST]: programList(programs), ...details, ...extra });
}

export function renderBuilder(path = PATH) {
  return renderWithApp(<CurriculumBuilderPage />, { path, pattern: PATH });
}

/** Ids are crypto.randomUUID() in the app; numbered in tests so the payload can be compared exactly. */
export function useNumberedIds() {
  beforeEach(() => {
    let next = 0;
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => `id-${++next}` as ReturnType<typeof crypto.randomUUID>);
    return () => vi.restoreAllMocks();
  });
}

/** The form draws in parts (decisions.md 84); its Create or Update button comes with the last. */
export const formDrawn = () => screen.findByRole('button', { name: /^(Create|Update) Program$/ });

export const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
export const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** Types `text` in one go (a paste): the form is big, and key-by-key typing is slow in happy-dom. */
export async function enterText(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

export async function replaceText(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await enterText(user, input, text);
}

export async function fillProgramDetails(user: UserEvent) {
  await enterText(user, await screen.findByRole('textbox', { name: /^Title/ }), 'Puppy Basics');
  await enterText(user, screen.getByRole('textbox', { name: /^Description/ }), 'Short daily lessons for new puppies.');
  await formDrawn();
}

export const lessonTitles = () =>
  screen.getAllByRole('textbox', { name: /^Lesson Title/ }).map((input) => (input as HTMLInputElement).value);

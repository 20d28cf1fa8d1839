import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { renderWithApp } from '../../test/render-with-app';
import { sampleProgram } from '../../test/sample-program';
import { ProgramDetail } from './program-detail';

describe('<ProgramDetail>', () => {
  it('shows the header in dollars from cents, with weeks, lessons, difficulty and the actions', () => {
    renderWithApp(
      <ProgramDetail program={sampleProgram({ price: 24950, difficulty: 'intermediate' })} actions={<Button>Enroll Now</Button>} />,
    );
    expect(screen.getByRole('heading', { name: 'Basic Obedience Training' })).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveTextContent('$249.50');
    expect(screen.getByLabelText('Duration')).toHaveTextContent('4 weeks');
    expect(screen.getByLabelText('Lessons')).toHaveTextContent('3 lessons');
    expect(screen.getByText('Intermediate')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enroll Now' })).toBeInTheDocument();
  });

  it("numbers a module 'Module 2' only when its title is not numbered already", () => {
    const program = sampleProgram();
    const [first, second] = program.content.modules;
    renderWithApp(
      <ProgramDetail
        program={{ ...program, content: { ...program.content, modules: [first, { ...second, title: 'Week 2: Leash Skills' }] } }}
      />,
    );
    expect(screen.getByText('Module 1: Foundations')).toBeInTheDocument();
    expect(screen.getByText('Week 2: Leash Skills')).toBeInTheDocument();
    expect(screen.queryByText(/Module 2/)).not.toBeInTheDocument();
  });

  it('expands modules and lessons to their minutes, steps, criteria, tips and video', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProgramDetail program={sampleProgram()} />);
    expect(screen.getByText('Module 1: Foundations')).toBeInTheDocument();
    expect(screen.getByText('Module 2: Leash Skills')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Module 1: Foundations/ }));
    const lesson = await screen.findByRole('button', { name: /Name recognition/ });
    expect(lesson).toHaveTextContent('15 min');
    await user.click(lesson);
    expect(await screen.findByText('Reward eye contact')).toBeVisible();
    expect(screen.getByText('Looks at you 8 times out of 10')).toBeInTheDocument();
    expect(screen.getByText('Keep sessions short')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Watch the lesson video/ })).toHaveAttribute('href', 'https://videos.example.com/name');
  });

  it('lists requirements with optional equipment and breed suitability, and the program details', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProgramDetail program={sampleProgram()} />);
    await user.click(screen.getByRole('tab', { name: 'Requirements' }));
    expect(await screen.findByText('Up to date on vaccines')).toBeInTheDocument();
    const equipment = screen.getByRole('region', { name: 'Equipment' });
    expect(within(equipment).getByText('Clicker').closest('li')).toHaveTextContent('Optional');
    expect(within(equipment).getByText('6 ft leash').closest('li')).not.toHaveTextContent('Optional');
    const breeds = screen.getByRole('region', { name: 'Breed recommendations' });
    expect(within(breeds).getByText('Excellent')).toBeInTheDocument();
    expect(within(breeds).getByText('Food motivated')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Program Details' }));
    const details = await screen.findByRole('table', { name: 'Program details' });
    expect(within(details).getByRole('row', { name: /Author/ })).toHaveTextContent('Sam Rivera');
    expect(within(details).getByRole('row', { name: /Version/ })).toHaveTextContent('Version 1');
    expect(within(details).getByRole('row', { name: /Price/ })).toHaveTextContent('$149.00');
  });
});

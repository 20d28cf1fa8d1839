import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render-with-app';
import { assessmentPetSelect } from './analytics-charts';

const pets = [
  { value: '1', label: 'Biscuit' },
  { value: '2', label: 'Mia' },
];
// The page never finishes loading here: only an intent fetches the Select.
const neverLoaded = () => new Promise<void>(() => {});

describe('the assessment chart’s pet Select', () => {
  it('is stood in for by an input naming the pet shown, and a focus there carries over to the Select', async () => {
    const user = userEvent.setup();
    const PetSelect = assessmentPetSelect(neverLoaded);
    renderWithApp(<PetSelect pets={pets} petId="2" onChange={() => {}} />);
    const standIn = screen.getByRole('textbox', { name: 'Pet' });
    expect(standIn).toHaveValue('Mia');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: 'Pet' })).toBeNull();

    await user.tab();
    const select = await screen.findByRole('combobox', { name: 'Pet' });
    expect(select).toHaveValue('Mia');
    expect(select).toHaveFocus();
  });
});

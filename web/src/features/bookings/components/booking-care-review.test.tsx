import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { noCare } from '../../../test/sample-care';
import { BookingCareReview } from './booking-care-review';

describe('the care review before a stay (decisions.md 54)', () => {
  it("shows each chosen pet's instructions to check, and leads to the pet's page keeping the draft", async () => {
    mockApi({
      'GET /api/pets/7/care': {
        body: { ...noCare, feeding: [{ time: '07:30', food: 'Kibble', amount: '1 cup' }], updatedAt: '2027-03-01T10:00:00.000Z' },
      },
      'GET /api/pets/8/care': { body: noCare },
    });
    const keepDraft = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <BookingCareReview
        pets={[
          { id: 7, name: 'Biscuit' },
          { id: 8, name: 'Nibbles' },
        ]}
        onLeave={keepDraft}
      />,
    );
    const review = await screen.findByRole('group', { name: 'Care instructions to check' });
    expect(within(review).getByRole('heading', { name: 'Are these still right?' })).toBeInTheDocument();
    expect(await within(review).findByText('07:30: Kibble, 1 cup')).toBeInTheDocument();
    expect(await within(review).findByText(/No care instructions yet: tell us how Nibbles eats/)).toBeInTheDocument();
    const update = within(review).getByRole('link', { name: "Update Biscuit's care instructions" });
    expect(update).toHaveAttribute('href', '/pets/7#care');
    expect(within(review).getByRole('link', { name: "Add Nibbles's care instructions" })).toHaveAttribute('href', '/pets/8#care');
    await user.click(update);
    expect(keepDraft).toHaveBeenCalledOnce();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo, serverReplies, type MockReply, type MockRoutes } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleCartItem, sampleEligibility, sampleSkill } from '../../../test/sample-skill';
import TrainingSkillsPage from './training-skills-page';

const sit = sampleSkill({
  id: 4,
  name: 'Reliable Recall',
  category: 'Recall',
  steps: ['Name game', 'Come from 2 m'],
  price: 3500,
  minimumNights: 2,
});
const stay = sampleSkill();

function skillsApi(extra: MockRoutes = {}) {
  return mockApi({
    'GET /api/training-skills': { body: [stay, sit] },
    'GET /api/training-skills/categories': { body: ['Obedience', 'Recall'] },
    'GET /api/cart/count': { body: { count: 1 } },
    ...extra,
  });
}

const card = (name: string) => screen.findByRole('article', { name });

describe('/training-skills', () => {
  it('shows six placeholder cards while the skills load', async () => {
    let answer: (reply: MockReply) => void = () => {};
    skillsApi({ 'GET /api/training-skills': () => new Promise((resolve) => (answer = resolve)) });
    renderWithApp(<TrainingSkillsPage />, { path: '/training-skills' });
    expect(screen.getByLabelText('Loading skills').children).toHaveLength(6);
    answer({ body: [stay] });
    expect(await card('Stay with Distance')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading skills')).not.toBeInTheDocument();
  });

  it('shows each skill with price in dollars, minimum nights, 3 steps and how many more', async () => {
    skillsApi();
    renderWithApp(<TrainingSkillsPage />, { path: '/training-skills' });
    const first = await card('Stay with Distance');
    expect(within(first).getByText('$49.99')).toBeInTheDocument();
    expect(within(first).getByText('Minimum stay: 3 nights')).toBeInTheDocument();
    expect(within(first).getByText('For dogs')).toBeInTheDocument();
    expect(within(first).getByText('Holds a stay while you walk away.')).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sit', 'Stay for 5 seconds', 'Step back once']);
    expect(within(first).getByText('...and 2 more steps')).toBeInTheDocument();
    const second = await card('Reliable Recall');
    expect(within(second).getAllByRole('listitem')).toHaveLength(2);
    expect(within(second).queryByText(/more step/)).not.toBeInTheDocument();
  });

  it('filters by category tab, with All first', async () => {
    const user = userEvent.setup();
    skillsApi();
    renderWithApp(<TrainingSkillsPage />, { path: '/training-skills' });
    await card('Reliable Recall');
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['All', 'Obedience', 'Recall']);
    await user.click(screen.getByRole('tab', { name: 'Recall' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Stay with Distance' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Reliable Recall' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(await card('Stay with Distance')).toBeInTheDocument();
  });

  it('has View Cart with the number of items, going to /cart', async () => {
    skillsApi({ 'GET /api/cart/count': { body: { count: 2 } } });
    renderWithApp(<TrainingSkillsPage />, { path: '/training-skills' });
    const viewCart = await screen.findByRole('link', { name: /View Cart/ });
    expect(viewCart).toHaveAttribute('href', '/cart');
    expect(await within(viewCart).findByLabelText('2 items in cart')).toHaveTextContent('2');
  });

  it('lets only pets with a qualifying stay be chosen, says why for the others, and adds to the cart', async () => {
    const user = userEvent.setup();
    let cart = [sampleCartItem({ id: 12, petId: 9, petName: 'Old' })];
    const api = skillsApi({
      'GET /api/cart/count': () => ({ body: { count: cart.length } }),
      'GET /api/training-skills/3/eligibility': {
        body: [
          sampleEligibility(),
          sampleEligibility({
            petId: 8,
            petName: 'Mia',
            eligible: false,
            stay: null,
            bookStay: true,
            reason: 'Mia needs an unpaid boarding stay of at least 3 nights',
          }),
        ],
      },
      'POST /api/cart': () => {
        cart = [...cart, sampleCartItem()];
        return { status: 201, body: sampleCartItem() };
      },
    });
    renderWithApp(<TrainingSkillsPage />, { path: '/training-skills' });
    await user.click(within(await card('Stay with Distance')).getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Stay with Distance to Cart' });
    const mia = await within(dialog).findByRole('radio', { name: 'Mia' });
    expect(mia).toBeDisabled();
    expect(within(dialog).getByText('Mia needs an unpaid boarding stay of at least 3 nights.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Book a stay' })).toHaveAttribute('href', '/bookings/new?petId=8');
    const rex = within(dialog).getByRole('radio', { name: 'Rex' });
    expect(rex).toBeEnabled();
    expect(rex).toBeChecked(); // the only pet that can take the skill
    expect(within(dialog).getByText("Joins Rex's boarding stay, March 5 – March 9, 2027")).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/cart').map((call) => call.body)).toEqual([{ skillId: 3, petId: 7 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByLabelText('2 items in cart')).toBeInTheDocument();
  });

  it('offers no stay to book for a pet that already has the skill, and no "no stay" notice while one pet has a stay', async () => {
    const user = userEvent.setup();
    skillsApi({
      'GET /api/training-skills/3/eligibility': {
        body: [
          sampleEligibility({ eligible: false, stay: null, bookStay: false, reason: 'Rex already has Stay with Distance in the cart' }),
          sampleEligibility({
            petId: 8,
            petName: 'Mia',
            eligible: false,
            stay: null,
            bookStay: true,
            reason: 'Mia needs an unpaid boarding stay of at least 3 nights',
          }),
        ],
      },
    });
    renderWithApp(<TrainingSkillsPage />, { path: '/training-skills' });
    await user.click(within(await card('Stay with Distance')).getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Stay with Distance to Cart' });
    expect(await within(dialog).findByText('Rex already has Stay with Distance in the cart.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Rex' })).toBeDisabled();
    expect(within(dialog).getAllByRole('link', { name: 'Book a stay' })).toHaveLength(1);
    expect(within(dialog).queryByText(/None of your pets has a boarding stay/)).not.toBeInTheDocument();
  });

  it('shows the species a skill suits, and offers it only to pets of those species', async () => {
    const user = userEvent.setup();
    const leash = sampleSkill({ id: 5, name: 'Loose-Leash Walking', species: ['dog'] });
    const nails = sampleSkill({ id: 6, name: 'Cooperative Nail Care', category: 'Manners', species: ['dog', 'cat'] });
    const api = skillsApi({
      'GET /api/training-skills': { body: [leash, nails] },
      'GET /api/training-skills/5/eligibility': {
        body: [
          sampleEligibility(),
          sampleEligibility({
            petId: 8,
            petName: 'Whiskers',
            eligible: false,
            stay: null,
            bookStay: false,
            reason: 'Loose-Leash Walking is not offered for cats (Whiskers is a cat)',
          }),
        ],
      },
      'POST /api/cart': { status: 201, body: sampleCartItem({ skillId: 5, skill: leash }) },
    });
    renderWithApp(<TrainingSkillsPage />, { path: '/training-skills' });
    expect(within(await card('Cooperative Nail Care')).getByText('For dogs and cats')).toBeInTheDocument();
    await user.click(within(await card('Loose-Leash Walking')).getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Loose-Leash Walking to Cart' });
    expect(await within(dialog).findByRole('radio', { name: 'Whiskers' })).toBeDisabled();
    expect(within(dialog).getByText('Loose-Leash Walking is not offered for cats (Whiskers is a cat).')).toBeInTheDocument();
    expect(within(dialog).getByText(/^For dogs\. Skills are taught/)).toBeInTheDocument();
    // No stay would change a species: no link to book one.
    expect(within(dialog).queryByRole('link', { name: 'Book a stay' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Whiskers' }));
    expect(within(dialog).getByRole('radio', { name: 'Rex' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/cart').map((call) => call.body)).toEqual([{ skillId: 5, petId: 7 }]);
  });

  it("says 'Failed to add to cart' with the server's words", async () => {
    const user = userEvent.setup();
    skillsApi({
      'GET /api/training-skills/3/eligibility': { body: [sampleEligibility(), sampleEligibility({ petId: 8, petName: 'Mia' })] },
      'POST /api/cart': serverReplies.conflict('Mia already has Stay with Distance in the cart'),
    });
    renderWithApp(<TrainingSkillsPage />, { path: '/training-skills' });
    await user.click(within(await card('Stay with Distance')).getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Stay with Distance to Cart' });
    const add = within(dialog).getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled(); // two pets can take it: one must be chosen
    await user.click(within(dialog).getByRole('radio', { name: 'Mia' }));
    await user.click(add);
    expect(await screen.findByText('Failed to add to cart')).toBeInTheDocument();
    expect(screen.getByText('Mia already has Stay with Distance in the cart')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Stay with Distance to Cart' })).toBeInTheDocument();
  });
});

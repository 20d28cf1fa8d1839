import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@mantine/core';
import { api } from '../lib/api-client';
import { mockApi, serverReplies, type MockReply } from '../test/mock-api';
import { renderWithApp } from '../test/render-with-app';
import { ListState } from './list-state';

type Toy = { id: number; name: string };

/** A list of toys from GET /api/toys, through ListState as a page would use it. */
function ToyList() {
  const toys = useQuery({ queryKey: ['toys'], queryFn: () => api.get<Toy[]>('/api/toys') });
  return (
    <ListState
      query={toys}
      loading={{ count: 4, skeleton: <p>placeholder</p>, label: 'Loading toys' }}
      errorTitle="Failed to fetch toys"
      empty={{
        icon: <span aria-hidden>*</span>,
        title: 'No Toys Yet',
        text: 'Toys you add show here.',
        action: <Button>Add a Toy</Button>,
      }}
    >
      {(items) => items.map((toy) => <article key={toy.id} aria-label={toy.name} />)}
    </ListState>
  );
}

describe('ListState', () => {
  it('shows the chosen number of skeletons while loading, then the items', async () => {
    let answer: (reply: MockReply) => void = () => {};
    mockApi({ 'GET /api/toys': () => new Promise((resolve) => (answer = resolve)) });
    renderWithApp(<ToyList />);
    const loading = screen.getByLabelText('Loading toys');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getAllByText('placeholder')).toHaveLength(4);

    answer({
      body: [
        { id: 1, name: 'Ball' },
        { id: 2, name: 'Rope' },
      ],
    });
    expect(await screen.findByRole('article', { name: 'Ball' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Rope' })).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Loading toys')).not.toBeInTheDocument();
  });

  it('shows the empty state with its title, text and one action', async () => {
    mockApi({ 'GET /api/toys': { body: [] } });
    renderWithApp(<ToyList />);
    expect(await screen.findByRole('heading', { name: 'No Toys Yet' })).toBeInTheDocument();
    expect(screen.getByText('Toys you add show here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a Toy' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the API client's message and loads again on Try again", async () => {
    const user = userEvent.setup();
    let reply: MockReply = serverReplies.signedOut();
    const { calls } = mockApi({ 'GET /api/toys': () => reply });
    renderWithApp(<ToyList />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to fetch toys' })).toBeInTheDocument();
    expect(within(alert).getByText('You need to sign in first.')).toBeInTheDocument();

    reply = { body: [{ id: 3, name: 'Frisbee' }] };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Frisbee' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});

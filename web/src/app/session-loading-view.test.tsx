import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { SessionLoadingView } from './session-loading-view';

afterEach(() => {
  vi.useRealTimers();
});

describe('session loading view', () => {
  it('suggests refreshing, checking the connection or logging in again after 10 seconds', () => {
    vi.useFakeTimers();
    const router = createMemoryRouter([{ path: '/', element: <SessionLoadingView /> }]);
    render(
      <AppProviders env="test">
        <RouterProvider router={router} />
      </AppProviders>,
    );

    expect(screen.getByText('PawsConnect')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.queryByText('This is taking longer than usual')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1_100));
    expect(screen.getByText('This is taking longer than usual')).toBeInTheDocument();
    expect(screen.getByText(/Try refreshing the page, check your internet connection/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in again' })).toHaveAttribute('href', '/auth');
  });
});

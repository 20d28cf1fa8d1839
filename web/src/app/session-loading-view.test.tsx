import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render-with-app';
import { SessionLoadingView } from './session-loading-view';

afterEach(() => {
  vi.useRealTimers();
});

describe('session loading view', () => {
  it('suggests refreshing, checking the connection or logging in again after 10 seconds', () => {
    vi.useFakeTimers();
    renderWithApp(<SessionLoadingView />);

    expect(screen.getByText('PawsConnect')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.queryByText('This is taking longer than usual')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1_100));
    expect(screen.getByText('This is taking longer than usual')).toBeInTheDocument();
    expect(screen.getByText(/Try refreshing the page, check your internet connection/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in again' })).toHaveAttribute('href', '/auth');
  });
});

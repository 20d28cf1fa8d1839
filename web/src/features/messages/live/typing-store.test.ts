import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { TYPING_SHOWN_MS, recordTyping, typingSentence, useTypingNames } from './typing-store';

describe('the typing store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('forgets a typist TYPING_SHOWN_MS after their last signal, counting from each new one', () => {
    const { result } = renderHook(() => useTypingNames(77));
    act(() => recordTyping({ conversationId: 77, userId: 40, name: 'Dana' }));
    expect(result.current).toEqual(['Dana']);

    act(() => vi.advanceTimersByTime(TYPING_SHOWN_MS - 1000));
    act(() => recordTyping({ conversationId: 77, userId: 40, name: 'Dana' }));
    act(() => vi.advanceTimersByTime(TYPING_SHOWN_MS - 1));
    expect(result.current).toEqual(['Dana']);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual([]);
  });

  it('words one, two or more typists', () => {
    expect(typingSentence([])).toBeNull();
    expect(typingSentence(['Dana'])).toBe('Dana is typing…');
    expect(typingSentence(['Dana', 'Sam'])).toBe('Dana and Sam are typing…');
    expect(typingSentence(['Dana', 'Sam', 'Lee'])).toBe('Dana, Sam and Lee are typing…');
  });
});

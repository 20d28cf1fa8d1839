import { describe, expect, it } from 'vitest';
import { apiErrorFrom, errorMessage, networkError, serverMessage } from './api-client';

describe('api client errors', () => {
  it("reads a failure as '{status}: {message}' plus ' ({details})'", () => {
    const error = apiErrorFrom(400, 'Bad Request', JSON.stringify({ message: 'Invalid input', details: { name: 'Pet name is required' } }));
    expect(error.message).toBe('400: Invalid input (Pet name is required)');
    expect(error.fieldErrors).toEqual({ name: 'Pet name is required' });
  });

  it('falls back to the status text when the body is unreadable or not an object', () => {
    expect(apiErrorFrom(502, 'Bad Gateway', '<html>').message).toBe('502: Bad Gateway');
    expect(apiErrorFrom(500, 'Internal Server Error', 'null').message).toBe('500: Internal Server Error');
  });

  it("gives the server's own words for toasts, else the fallback", () => {
    const fromServer = apiErrorFrom(500, 'Internal Server Error', JSON.stringify({ error: 'Record store is offline' }));
    expect(serverMessage(fromServer, 'Failed to create veterinary record')).toBe('Record store is offline');
    const silent = apiErrorFrom(500, 'Internal Server Error', '');
    expect(serverMessage(silent, 'Failed to create veterinary record')).toBe('Failed to create veterinary record');
    expect(serverMessage(silent)).toBe('500: Internal Server Error');
  });

  it('names network failures as SPEC section 8 does', () => {
    const error = networkError('The upload did not finish.');
    expect(errorMessage(error)).toBe('Network error: Could not connect to the server. The upload did not finish.');
    expect(serverMessage(error)).toBe(errorMessage(error));
  });
});

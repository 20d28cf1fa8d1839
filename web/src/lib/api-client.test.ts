import { describe, expect, it } from 'vitest';
import { apiErrorFrom, errorMessage, networkError, serverMessage } from './api-client';

describe('api client errors', () => {
  it('reads a failure as a sentence, never with its status code', () => {
    const error = apiErrorFrom(401, JSON.stringify({ message: 'Invalid username or password' }));
    expect(error.message).toBe('Invalid username or password');
    expect(error.status).toBe(401);
  });

  it('says a field message once, and adds only the details the message does not say', () => {
    const tooCommon = 'This password is too common. Please choose a less common password.';
    const repeated = apiErrorFrom(400, JSON.stringify({ message: tooCommon, details: { password: tooCommon } }));
    expect(repeated.message).toBe(tooCommon);
    expect(repeated.fieldErrors).toEqual({ password: tooCommon });

    const general = apiErrorFrom(
      400,
      JSON.stringify({ message: 'Invalid input.', details: { name: 'Pet name is required', age: 'Age must be a number' } }),
    );
    expect(general.message).toBe('Invalid input: Pet name is required; Age must be a number');
  });

  it("says the status's sentence when the body is unreadable or not an object", () => {
    expect(apiErrorFrom(502, '<html>').message).toBe('Something went wrong on our side. Please try again.');
    expect(apiErrorFrom(500, 'null').message).toBe('Something went wrong on our side. Please try again.');
    expect(apiErrorFrom(404, '').message).toBe('We could not find what you asked for.');
    expect(apiErrorFrom(413, '').message).not.toMatch(/\d{3}/);
  });

  it("gives the server's own words for toasts, else the fallback", () => {
    const fromServer = apiErrorFrom(500, JSON.stringify({ error: 'Record store is offline' }));
    expect(serverMessage(fromServer, 'Failed to create veterinary record')).toBe('Record store is offline');
    const silent = apiErrorFrom(500, '');
    expect(serverMessage(silent, 'Failed to create veterinary record')).toBe('Failed to create veterinary record');
    expect(serverMessage(silent)).toBe('Something went wrong on our side. Please try again.');
  });

  it('names network failures as decisions.md 38 does', () => {
    const error = networkError('The upload did not finish.');
    expect(errorMessage(error)).toBe('Network error: Could not connect to the server. The upload did not finish.');
    expect(serverMessage(error)).toBe(errorMessage(error));
  });
});

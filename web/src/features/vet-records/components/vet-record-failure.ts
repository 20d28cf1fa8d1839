import { ApiError } from '../../../lib/api-client';

/** SPEC section 8: a vet-record failure toast shows the server's `error` text, else a fallback. */
export function vetRecordFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body.error || error.body.message || fallback;
  return fallback;
}

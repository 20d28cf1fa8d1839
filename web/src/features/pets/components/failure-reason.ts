import { ApiError, errorMessage } from '../../../lib/api-client';

/** Why a call failed, in words for a toast: the server's own message when it sent one. */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError) return error.body.message || error.body.error || error.message;
  return errorMessage(error);
}

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onSend hook: SPEC section 7 says the vet-record screens read a failure's text from `error`,
 * while every other client reads `message`; error bodies here carry both, with the same text.
 */
export async function copyMessageToError(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as unknown;
    if (body && typeof body === 'object' && 'message' in body && !('error' in body)) {
      return JSON.stringify({ ...body, error: body.message });
    }
  } catch {
    // Not JSON: leave it as it is.
  }
  return payload;
}

// What @fastify/websocket does with an error on an open socket (its `errorHandler`). A client that
// breaks the protocol (a frame over maxPayload, text that is not UTF-8, a bad opcode) is the
// client's fault, not the server's: `ws` has already answered with the close code RFC 6455 names
// (1009, 1007, 1002), so this only notes it at debug level, without a stack trace. The plugin's
// default logged each one as an error with its stack, so any visitor could fill the error log
// (issue 27, item 11). Anything else is still an error, and the socket is dropped.
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** `ws` names the protocol faults it finds in a client's frames WS_ERR_* (its Receiver). */
export function isClientProtocolFault(error: unknown): error is Error & { code: string } {
  if (!(error instanceof Error) || !('code' in error)) return false;
  return typeof error.code === 'string' && error.code.startsWith('WS_ERR_');
}

export function handleSocketError(error: unknown, socket: WebSocket, request: FastifyRequest) {
  if (isClientProtocolFault(error)) {
    request.log.debug({ code: error.code, reason: error.message }, 'WebSocket client broke the protocol; its socket was closed');
    return;
  }
  request.log.error({ err: error }, 'WebSocket error');
  socket.terminate();
}

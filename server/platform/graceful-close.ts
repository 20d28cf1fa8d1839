// Stopping the server on SIGTERM or SIGINT: no new connections, real-time sockets told "going away"
// (preClose in app.ts), and the requests in flight allowed to finish. A client that stalls
// mid-request (or a socket that never answers the close frame) would hold that up for ever, so
// after a grace period every connection still open is cut and the shutdown completes, well
// before a supervisor's SIGKILL (Docker waits 10 s) and with the database closed cleanly.
import type { FastifyInstance } from 'fastify';

export const SHUTDOWN_GRACE_MS = 5_000;

export async function closeGracefully(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const cutOff = setTimeout(() => {
    app.log.warn(`Requests still in flight after ${graceMs / 1000} s of shutdown; closing their connections`);
    app.server.closeAllConnections();
    for (const socket of app.websocketServer?.clients ?? []) socket.terminate();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
}

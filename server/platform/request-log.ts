// One log line per answered request, at debug level (LOG_LEVEL=debug). Fastify's own request
// logging writes two lines for every request at info level: under load that is a JSON
// serialisation and a write per line on the hot path. Failures (5xx) are logged as errors by the
// error handler whatever the level.
import type { FastifyInstance } from 'fastify';

export function registerRequestLog(app: FastifyInstance) {
  if (app.log.level !== 'debug' && app.log.level !== 'trace') return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
}

// The plain node:http server both baselines run (bare-server.ts, minimal-server.ts): each request
// answered by `answer` as JSON, a thrown error as a bare 500 (logged), stopped by SIGTERM or SIGINT
// after closing the database.
import http from 'node:http';

export type JsonAnswer = { status: number; body: string };

export function serveJson(answer: (request: http.IncomingMessage) => Promise<JsonAnswer>, closeDatabase: () => Promise<void>): void {
  const server = http.createServer((request, response) => {
    answer(request).then(
      ({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        response.end(body);
      },
      (error: unknown) => {
        console.error(error);
        response.writeHead(500).end();
      },
    );
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  const stop = () => server.close(() => void closeDatabase().then(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

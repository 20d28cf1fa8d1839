// A photo upload whose body the test sends in two halves, so the request is still in flight when
// the server is told to stop. The response is read once the second half has gone. It asks for
// `100 Continue` and sends nothing before it: Node answers that once it has parsed the headers
// and handed the request to the app, so `started` means the server holds the request, not only
// that its bytes left this side (on a busy machine a server that has not read them yet when it
// begins to close would turn the request away with 503 instead).
import http from 'node:http';
import { tinyPng } from '../../helpers/factories';

export type SlowUpload = {
  /** Sends the rest of the body; resolves with the server's answer. */
  finish(): Promise<{ status: number; body: unknown }>;
  /** Resolves once the server has taken the request (100 Continue) and the first half is on the socket. */
  started: Promise<void>;
  /** The answer, or the connection's failure, whether or not the rest is ever sent. */
  response: Promise<{ status: number; body: unknown }>;
};

export function startSlowPhotoUpload(baseUrl: string, cookie: string, petId: number): SlowUpload {
  const boundary = `----crash${Date.now()}`;
  // A real PNG head, then padding: enough bytes that the form arrives in two visible halves.
  const photo = Buffer.concat([tinyPng, Buffer.alloc(256 * 1024, 0)]);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="rex.png"\r\nContent-Type: image/png\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const half = Math.floor(body.length / 2);
  const request = http.request(`${baseUrl}/api/pets/${petId}/photo`, {
    method: 'POST',
    agent: false,
    headers: {
      cookie,
      origin: baseUrl,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
      expect: '100-continue',
    },
  });
  const response = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (reply) => {
      let text = '';
      reply.on('data', (chunk: Buffer) => (text += chunk.toString()));
      reply.once('end', () => resolve({ status: reply.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
    });
  });
  const started = new Promise<void>((resolve) => request.once('continue', () => request.write(body.subarray(0, half), () => resolve())));
  request.flushHeaders();
  response.catch(() => undefined);
  return {
    started,
    response,
    finish() {
      request.end(body.subarray(half));
      return response;
    },
  };
}

// A real, tiny video for upload specs: Chromium records half a second of a changing canvas with
// MediaRecorder, so the file is a genuine WebM (EBML header, VP8 frames) that the server's
// content check accepts and a <video> element can play, not a header stub.
import type { Page } from 'playwright-core';

export type RecordedVideo = { name: string; mimeType: string; buffer: Buffer };

// Runs in the page; kept as text because the e2e project compiles without the DOM library.
const recordInPage = `async (duration) => {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 48;
  const context = canvas.getContext('2d');
  let frame = 0;
  const draw = () => {
    context.fillStyle = 'hsl(' + ((frame++ * 40) % 360) + ' 80% 50%)';
    context.fillRect(0, 0, canvas.width, canvas.height);
  };
  draw();
  const timer = setInterval(draw, 40);
  const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  await new Promise((resolve) => setTimeout(resolve, duration));
  recorder.stop();
  await stopped;
  clearInterval(timer);
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}`;

export async function recordTinyWebm(page: Page, milliseconds = 600): Promise<RecordedVideo> {
  const base64 = (await page.evaluate(`(${recordInPage})(${Number(milliseconds)})`)) as string;
  return { name: 'proof.webm', mimeType: 'video/webm', buffer: Buffer.from(base64, 'base64') };
}

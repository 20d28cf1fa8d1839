// A stand-in for XMLHttpRequest that a test drives (uploads use XHR for progress): what was
// opened and sent is recorded, and the test plays the browser's part (progress, the answer).
import { vi } from 'vitest';

export class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  sent: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.all.push(this);
  }
  static get last(): FakeXhr | undefined {
    return FakeXhr.all.at(-1);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ lengthComputable, loaded, total });
  }
  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

/** Replaces XMLHttpRequest with FakeXhr for this test (undone by setup.ts's unstubAllGlobals). */
export function useFakeXhr() {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

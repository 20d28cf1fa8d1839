// Uploads one file as multipart/form-data with progress. XMLHttpRequest, not fetch: only XHR
// reports upload progress (decisions.md 10: real uploads with a progress bar). Failures are
// the API client's: an ApiError (status, message, details) or its 'Network error: ...'.
import { apiErrorFrom, networkError } from './api-client';

export type UploadOptions = {
  /** Whole percent sent so far (0-100), as the browser reports it. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the request; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  method?: 'POST' | 'PUT';
};

const abortReason = (signal: AbortSignal) => signal.reason ?? new DOMException('The upload was cancelled.', 'AbortError');

/** POSTs `file` under the form field `field` to `url`; resolves with the parsed JSON answer. */
export function uploadFile<T>(
  url: string,
  field: string,
  file: Blob,
  { onProgress, signal, method = 'POST' }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      finish();
    };
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status < 200 || xhr.status >= 300) {
          reject(apiErrorFrom(xhr.status, xhr.responseText));
          return;
        }
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch (cause) {
          reject(networkError('The server sent an answer that is not JSON.', cause));
        }
      });
    xhr.onerror = () => settle(() => reject(networkError('The upload did not finish.')));
    xhr.ontimeout = () => settle(() => reject(networkError('The upload timed out.')));
    xhr.onabort = () => settle(() => reject(signal ? abortReason(signal) : new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', onAbort);
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}

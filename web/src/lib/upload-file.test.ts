import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { uploadFile } from './upload-file';
import { FakeXhr, useFakeXhr } from '../test/fake-xhr';

const photo = () => new File([new Uint8Array([1, 2, 3])], 'rex.png', { type: 'image/png' });

function startUpload(options: Parameters<typeof uploadFile>[3] = {}) {
  useFakeXhr();
  const promise = uploadFile<{ id: number; profilePhoto: string }>('/api/pets/7/photo', 'photo', photo(), options);
  return { promise, xhr: FakeXhr.last! };
}

describe('uploadFile', () => {
  it('POSTs the file under its field with the session cookie, reports progress and resolves with the JSON', async () => {
    const onProgress = vi.fn();
    const { promise, xhr } = startUpload({ onProgress });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/pets/7/photo');
    expect(xhr.withCredentials).toBe(true);
    const sent = xhr.sent?.get('photo');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('rex.png');

    xhr.progress(0, 400);
    xhr.progress(133, 400);
    xhr.progress(10, 0, false); // no total known: nothing to report
    xhr.progress(400, 400);
    expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([0, 33, 100]);

    xhr.respond(200, { id: 7, profilePhoto: '/uploads/pets/abc.png' });
    await expect(promise).resolves.toEqual({ id: 7, profilePhoto: '/uploads/pets/abc.png' });
  });

  it("rejects with the API client's ApiError: status, message and details of a 400", async () => {
    const { promise, xhr } = startUpload();
    xhr.respond(400, {
      message: 'Please upload a JPEG, PNG or WebP image.',
      details: { photo: 'Please upload a JPEG, PNG or WebP image.' },
    });
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please upload a JPEG, PNG or WebP image.',
      fieldErrors: { photo: 'Please upload a JPEG, PNG or WebP image.' },
    });
  });

  it('maps a 404 and an unreadable error body the same way the API client does', async () => {
    const first = startUpload();
    first.xhr.respond(404, { message: 'The pet was not found.' });
    await expect(first.promise).rejects.toMatchObject({ status: 404, message: 'The pet was not found.' });

    const second = startUpload();
    second.xhr.respond(413, '<html>too large</html>', 'Payload Too Large');
    await expect(second.promise).rejects.toMatchObject({ status: 413, message: 'That is too large to upload.' });
  });

  it('rejects with the network error when the connection drops', async () => {
    const { promise, xhr } = startUpload();
    xhr.onerror?.();
    await expect(promise).rejects.toThrow('Network error: Could not connect to the server. The upload did not finish.');
  });

  it('aborts the request when the signal fires, and never starts one for a fired signal', async () => {
    const controller = new AbortController();
    const { promise, xhr } = startUpload({ signal: controller.signal });
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });

    const before = FakeXhr.last;
    await expect(uploadFile('/api/pets/7/photo', 'photo', photo(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.last).toBe(before);
  });
});

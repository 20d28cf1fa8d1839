// Issue 27, item 13: a thumbnail was any web address typed in; now it is an image uploaded to us.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr, useFakeXhr } from '../../../test/fake-xhr';
import { requestsTo } from '../../../test/mock-api';
import { sampleProgram } from '../../../test/sample-program';
import { builderApi, button, fillProgramDetails, renderBuilder, useNumberedIds } from './curriculum-builder-test-kit';

useNumberedIds();

const ADDRESS = '/uploads/program-thumbnails/0123456789abcdef0123456789abcdef.png';
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('/curriculum-builder thumbnail', { timeout: 60_000 }, () => {
  it('uploads the chosen image and saves the address it got; there is no address to type', async () => {
    useFakeXhr();
    const user = userEvent.setup();
    const api = builderApi([], {
      'POST /api/training-programs': (call) => ({ status: 201, body: sampleProgram({ id: 9, ...(call.body as object) }) }),
    });
    renderBuilder();
    await fillProgramDetails(user);
    expect(screen.queryByRole('textbox', { name: /Thumbnail/ })).not.toBeInTheDocument();

    await user.upload(fileInput(), new File(['png-bytes'], 'dog.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.last?.url).toBe('/api/training-programs/thumbnail'));
    expect((FakeXhr.last!.sent!.get('image') as File).name).toBe('dog.png');
    act(() => FakeXhr.last!.respond(201, { thumbnail: ADDRESS }));
    expect(await screen.findByRole('img', { name: 'Program thumbnail' })).toHaveAttribute('src', ADDRESS);

    await user.click(button('Create Program'));
    await waitFor(() => expect(requestsTo(api, 'POST /api/training-programs')).toHaveLength(1));
    expect(requestsTo(api, 'POST /api/training-programs')[0].body).toMatchObject({ thumbnail: ADDRESS });
  });

  it('refuses a file that is not an image before sending it, under the field', async () => {
    useFakeXhr();
    const user = userEvent.setup({ applyAccept: false });
    builderApi();
    renderBuilder();
    await fillProgramDetails(user);
    await user.upload(fileInput(), new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please upload a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(FakeXhr.all).toHaveLength(0);
  });
});

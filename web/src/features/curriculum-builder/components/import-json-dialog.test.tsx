import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { ImportJsonDialog } from './import-json-dialog';
import { CHECKS_UNAVAILABLE } from '../../../lib/deferred-schema';
import { loadProgramSchemas } from './program-form-values';
import { sampleImportPayload } from '../../../test/sample-program';

describe('ImportJsonDialog', () => {
  it('says when the checks could not load, changes nothing, and imports when Import is pressed again', async () => {
    const loadSchemas = vi
      .fn<typeof loadProgramSchemas>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'));
    loadSchemas.mockImplementation(loadProgramSchemas);
    const onImport = vi.fn();
    const onClose = vi.fn();
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <ImportJsonDialog opened onClose={onClose} onImport={onImport} loadSchemas={loadSchemas} />
        </MemoryRouter>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Program JSON' }));
    await user.paste(JSON.stringify(sampleImportPayload));
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(`JSON: ${CHECKS_UNAVAILABLE.message}`);
    expect(onImport).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    await vi.waitFor(() => expect(onImport).toHaveBeenCalledOnce());
    expect(onImport.mock.calls[0][0]).toMatchObject({ title: 'Puppy Basics', price: 149 });
    expect(onImport.mock.calls[0][1]).toEqual([]);
    expect(onClose).toHaveBeenCalledOnce();
  });
});

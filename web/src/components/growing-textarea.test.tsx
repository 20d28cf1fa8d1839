import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';

// The module decides once, as it loads, whether the browser sizes fields itself.
async function renderWith(fieldSizing: boolean) {
  vi.resetModules();
  vi.stubGlobal('CSS', {
    supports: (property: string, value: string) => fieldSizing && property === 'field-sizing' && value === 'content',
  });
  const { GrowingTextarea } = await import('./growing-textarea');
  render(
    <MantineProvider>
      <GrowingTextarea label="Lesson Description" minRows={2} defaultValue="Practise twice a day." />
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: 'Lesson Description' });
}

describe('GrowingTextarea', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets a browser with field-sizing size the field: at least minRows lines, no scroll bar, no measuring script', async () => {
    const field = await renderWith(true);
    expect(field.style.getPropertyValue('field-sizing')).toBe('content');
    expect(field.style.minHeight).toContain('2lh');
    expect(field.style.getPropertyValue('--input-overflow')).toBe('hidden');
    expect(field).toHaveValue('Practise twice a day.');
  });

  it("falls back to Mantine's autosize elsewhere", async () => {
    const field = await renderWith(false);
    expect(field.style.getPropertyValue('field-sizing')).toBe('');
    expect(field.style.minHeight).toBe('');
    expect(field).toHaveValue('Practise twice a day.');
  });
});

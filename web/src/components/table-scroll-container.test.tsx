import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider, Table } from '@mantine/core';
import { TableScrollContainer } from './table-scroll-container';

// What the build gives Mantine's Table as Table.ScrollContainer (scripts/mantine-trims.ts).
describe('TableScrollContainer', () => {
  it('scrolls a table with the browser: a named, focusable region holding the table at its least width', () => {
    render(
      <MantineProvider>
        <TableScrollContainer minWidth={640} maxHeight={300} aria-label="Revenue figures, scrollable">
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>Boarding</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </TableScrollContainer>
      </MantineProvider>,
    );
    const region = screen.getByRole('region', { name: 'Revenue figures, scrollable' });
    expect(region).toHaveAttribute('tabindex', '0');
    // Mantine writes sizes in rem (16 px each) times its scale.
    expect(region.style.overflow).toBe('auto');
    expect(region.style.maxHeight).toBe('calc(18.75rem * var(--mantine-scale))');
    expect(screen.getByRole('table').parentElement!.style.minWidth).toBe('calc(40rem * var(--mantine-scale))');
  });
});

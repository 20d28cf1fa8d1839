// The Program Details tab: the facts of the program as a table.
import { Table } from '@mantine/core';
import type { Program } from '@common/program-schemas';
import { formatMoney } from '../../lib/format';
import { difficultyBadge, lessonCount, plural } from '../../lib/program-query';

export function ProgramDetailsTab({ program }: { program: Program }) {
  const rows: [string, string][] = [
    ['Difficulty', difficultyBadge(program.difficulty).label],
    ['Duration', plural(program.durationWeeks, 'week')],
    ['Modules', String(program.content.modules.length)],
    ['Lessons', String(lessonCount(program))],
    ['Price', formatMoney(program.price)],
    ['Author', program.authorName],
    ['Version', program.version === null ? 'Not published yet' : `Version ${program.version}`],
  ];
  return (
    <Table variant="vertical" withTableBorder layout="fixed" aria-label="Program details">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={{ base: 120, sm: 180 }}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

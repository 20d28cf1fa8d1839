// 'Preview as owner': the unsaved form in the catalogue's own detail view.
import { Modal } from '@mantine/core';
import type { Program } from '@common/program-schemas';
import { ProgramDetail } from '../../../components/program-detail/program-detail';

type PreviewDialogProps = { opened: boolean; onClose: () => void; program: Program | null };

export function PreviewDialog({ opened, onClose, program }: PreviewDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Preview as owner" size="xl">
      {program ? <ProgramDetail program={program} /> : null}
    </Modal>
  );
}

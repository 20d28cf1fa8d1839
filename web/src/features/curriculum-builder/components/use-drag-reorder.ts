// Drag-to-reorder with the browser's own drag and drop (no package): the handle starts a drag,
// every item of the same list is a drop target. Each list has its own hook, and a drop only
// counts when the drag began in that list, so a lesson never lands among modules.
import { useRef, useState, type DragEvent } from 'react';

export type DragReorder = {
  /** Props for the drag handle of item `index`. */
  handleProps: (index: number) => {
    draggable: true;
    onDragStart: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
  /** Props for item `index`'s container (the drop target). */
  itemProps: (index: number) => {
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    'data-drop-target'?: true;
  };
};

export function useDragReorder(onMove: (from: number, to: number) => void): DragReorder {
  const dragged = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const finish = () => {
    dragged.current = null;
    setOver(null);
  };

  return {
    handleProps: (index) => ({
      draggable: true,
      onDragStart: (event) => {
        event.stopPropagation();
        dragged.current = index;
        // Firefox starts a drag only when some data is set.
        event.dataTransfer?.setData('text/plain', String(index));
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
      },
      onDragEnd: finish,
    }),
    itemProps: (index) => ({
      onDragOver: (event) => {
        if (dragged.current === null) return;
        event.preventDefault();
        event.stopPropagation();
        if (over !== index) setOver(index);
      },
      onDrop: (event) => {
        if (dragged.current === null) return;
        event.preventDefault();
        event.stopPropagation();
        const from = dragged.current;
        finish();
        if (from !== index) onMove(from, index);
      },
      ...(over === index && dragged.current !== null ? { 'data-drop-target': true as const } : {}),
    }),
  };
}

import { useEffect, useState } from 'react';

const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true;

/**
 * A file dropped anywhere on the page goes to `onFile` (the offline page: a pack file). While a
 * file is dragged over the page, `dragging` is true, so the page can say where it will go.
 * Without this, the browser would open the dropped ZIP in place of the app.
 */
export function useFileDrop(onFile: (file: File) => void, enabled: boolean): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let depth = 0;
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const enter = (event: DragEvent) => {
      if (hasFiles(event) && ++depth === 1) setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (hasFiles(event) && --depth === 0) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const file = event.dataTransfer?.files[0];
      if (file) onFile(file);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [onFile, enabled]);
  return dragging;
}

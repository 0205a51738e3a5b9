import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSlideKeys } from './use-slide-keys';

function Harness({ current, count, select }: { current: number; count: number; select(i: number): void }) {
  useSlideKeys(current, count, select);
  return (
    <div>
      <button type="button">focusable</button>
      <input aria-label="field" />
      <video aria-label="narration" controls>
        <track kind="captions" />
      </video>
    </div>
  );
}

describe('use-slide-keys', () => {
  it('moves one slide with the arrow keys, within the module', () => {
    const select = vi.fn();
    const { rerender } = render(<Harness current={0} count={3} select={select} />);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(select).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(select).toHaveBeenLastCalledWith(1);
    rerender(<Harness current={2} count={3} select={select} />);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(select).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(select).toHaveBeenLastCalledWith(1);
  });

  it('leaves the keys to fields, media controls and modified presses', () => {
    const select = vi.fn();
    const { getByLabelText } = render(<Harness current={1} count={3} select={select} />);
    fireEvent.keyDown(getByLabelText('field'), { key: 'ArrowRight' });
    fireEvent.keyDown(getByLabelText('narration'), { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight', altKey: true });
    expect(select).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(select).toHaveBeenCalledWith(2);
  });

  it('counts each press from the slide the previous one asked for, before the page has drawn it', () => {
    const select = vi.fn();
    const { rerender } = render(<Harness current={0} count={4} select={select} />);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(select.mock.calls).toEqual([[1], [2]]);
    // The page then shows another slide (the slide list): the keys count from it.
    rerender(<Harness current={0} count={4} select={select} />);
    rerender(<Harness current={3} count={4} select={select} />);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(select).toHaveBeenLastCalledWith(2);
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooltipBubble, useTooltip } from './Tooltip';

function Trigger() {
  const { open, id, triggerProps } = useTooltip();
  return (
    <span>
      <button type="button" {...triggerProps}>
        FRANÇAIS
      </button>
      <TooltipBubble id={id} open={open}>
        À venir !
      </TooltipBubble>
    </span>
  );
}

describe('tooltip', () => {
  afterEach(() => vi.useRealTimers());

  it('opens on hover after its delay, and closes when the pointer leaves', async () => {
    vi.useFakeTimers();
    render(<Trigger />);
    const button = screen.getByRole('button');
    act(() => button.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip').textContent).toBe('À venir !');
    act(() => button.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens for a pointer already over the control when it appears (a hover before the app took over)', () => {
    vi.useFakeTimers();
    const hovered = vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':hover' && this.tagName === 'BUTTON';
    });
    render(<Trigger />);
    hovered.mockRestore();
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip').textContent).toBe('À venir !');
  });

  it('stays closed for a control nobody points at or is in', () => {
    vi.useFakeTimers();
    render(<Trigger />);
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import './tooltip.css';

/** Spec §9 tooltip delays (ms). */
const TOOLTIP_DELAYS = { open: 100, touchLeave: 1500, touchEnter: 700 } as const;

export interface TriggerProps {
  ref(element: HTMLElement | null): void;
  'aria-describedby': string;
  onMouseEnter(): void;
  onMouseLeave(): void;
  onFocus(): void;
  onBlur(): void;
  onTouchStart(): void;
  onTouchEnd(): void;
  onKeyDown(e: { key: string }): void;
}

function alreadyThere(element: HTMLElement): boolean {
  try {
    return element.matches(':hover') || element === document.activeElement;
  } catch {
    // An engine without :hover in selectors: only focus tells.
    return element === document.activeElement;
  }
}

/** Hover, focus and touch (long-press) open it after the spec's delays; Escape closes it. */
export function useTooltip(): { open: boolean; id: string; triggerProps: TriggerProps } {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const after = useCallback((ms: number, value: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(value), ms);
  }, []);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);
  // A pointer already over the control, or focus already in it, when the live app takes over a
  // prerendered page (or the control appears under them): no enter or focus event is coming.
  const opensIfAlreadyThere = useCallback(
    (element: HTMLElement | null) => {
      if (element && alreadyThere(element)) after(TOOLTIP_DELAYS.open, true);
    },
    [after],
  );
  const triggerProps = useMemo<TriggerProps>(
    () => ({
      ref: opensIfAlreadyThere,
      'aria-describedby': id,
      onMouseEnter: () => after(TOOLTIP_DELAYS.open, true),
      onMouseLeave: close,
      onFocus: () => after(TOOLTIP_DELAYS.open, true),
      onBlur: close,
      onTouchStart: () => after(TOOLTIP_DELAYS.touchEnter, true),
      onTouchEnd: () => after(TOOLTIP_DELAYS.touchLeave, false),
      onKeyDown: (e) => {
        if (e.key === 'Escape') close();
      },
    }),
    [id, after, close, opensIfAlreadyThere],
  );
  return { open, id, triggerProps };
}

export function TooltipBubble({ id, open, children }: { id: string; open: boolean; children: ReactNode }) {
  return (
    <span id={id} role="tooltip" className="tooltip__bubble" hidden={!open}>
      {children}
    </span>
  );
}

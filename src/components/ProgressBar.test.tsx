import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

const fill = (bar: HTMLElement) => (bar.firstElementChild as HTMLElement).style.transform;

describe('ProgressBar', () => {
  it('is a named progressbar from 0 to 100 whose fill matches the value', () => {
    render(<ProgressBar value={43} label="Progress in module 2" />);
    const bar = screen.getByRole('progressbar', { name: 'Progress in module 2' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('43');
    expect(bar.hasAttribute('data-complete')).toBe(false);
    expect(fill(bar)).toBe('scaleX(0.43)');
  });

  it('takes its name from another element and says the value in words', () => {
    render(
      <>
        <span id="label">Module 4: Supporting clients</span>
        <ProgressBar value={100} labelledBy="label" valueText="100% — 8 of 8 files" data-files-done={8} />
      </>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Module 4: Supporting clients' });
    expect(bar.getAttribute('aria-valuetext')).toBe('100% — 8 of 8 files');
    expect(bar.getAttribute('data-files-done')).toBe('8');
    expect(bar.hasAttribute('data-complete')).toBe(true);
  });
});

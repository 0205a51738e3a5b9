import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PackProgress } from './PackProgress';
import { renderWithI18n } from './test-fixtures';

const bar = () => screen.getByRole('progressbar', { name: 'Core pack' });

describe('PackProgress', () => {
  it('follows bytes with the bar and says both files and bytes', () => {
    renderWithI18n(<PackProgress label="Core pack" filesDone={9} filesTotal={10} bytesDone={1_000_000} bytesTotal={3_000_000} />);
    expect(bar().getAttribute('aria-valuenow')).toBe('33');
    expect(bar().getAttribute('aria-valuetext')).toBe('33% — 9 of 10 files, 1 MB of 3 MB');
    expect(screen.getByText('9 of 10 files, 1 MB of 3 MB')).toBeTruthy();
  });

  it('never shows more than 100% (a file grew while it downloaded)', () => {
    renderWithI18n(<PackProgress label="Core pack" filesDone={10} filesTotal={10} bytesDone={3_100_000} bytesTotal={3_000_000} />);
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
  });

  it('counts an empty pack as done', () => {
    renderWithI18n(<PackProgress label="Core pack" filesDone={0} filesTotal={0} bytesDone={0} bytesTotal={0} />);
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
  });
});

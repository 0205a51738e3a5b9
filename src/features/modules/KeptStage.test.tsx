import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeptStage } from './KeptStage';

const attachedAtMount: boolean[] = [];

/** A stage with state of its own (a quiz's answer, say) that records whether it was in the page when laid out. */
function Stage() {
  const [answer, setAnswer] = useState('');
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => void attachedAtMount.push(box.current?.isConnected ?? false), []);
  return (
    <div ref={box}>
      <label>
        Answer <input value={answer} onChange={(e) => setAnswer(e.target.value)} />
      </label>
    </div>
  );
}

function Layout({ wide }: { wide: boolean }) {
  const { slot, portal } = useKeptStage(<Stage />);
  return (
    <>
      <div data-testid="beside">{wide && slot}</div>
      <div data-testid="tab">{!wide && slot}</div>
      {portal}
    </>
  );
}

describe('useKeptStage', () => {
  it('moves the stage between its places without starting it again', async () => {
    const { rerender } = render(<Layout wide />);
    expect(attachedAtMount).toEqual([true]);
    await userEvent.type(screen.getByLabelText('Answer'), 'b');
    expect(screen.getByTestId('beside').contains(screen.getByLabelText('Answer'))).toBe(true);
    act(() => rerender(<Layout wide={false} />));
    expect(screen.getByTestId('tab').contains(screen.getByLabelText('Answer'))).toBe(true);
    expect((screen.getByLabelText('Answer') as HTMLInputElement).value).toBe('b');
    expect(attachedAtMount).toEqual([true]);
  });
});

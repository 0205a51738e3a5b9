import type { CSSProperties } from 'react';

const COLOURS = ['#0b4f6c', '#146b52', '#f2a900', '#d1495b', '#4f9dde', '#8e6cc9'];
const PIECES = 36;

/** Deterministic spread (no randomness in render): position, delay, drift, spin per piece. */
function pieceStyle(i: number): CSSProperties {
  return {
    '--x': `${(i * 37) % 100}%`,
    '--delay': `${(i % 9) * 0.12}s`,
    '--drift': `${((i * 53) % 120) - 60}px`,
    '--spin': `${(i * 97) % 720}deg`,
    '--colour': COLOURS[i % COLOURS.length],
    '--duration': `${2.4 + ((i * 7) % 10) / 10}s`,
  } as CSSProperties;
}

/** CSS-only celebration; hidden entirely with prefers-reduced-motion (quiz.css). */
export function Confetti() {
  return (
    <div className="confetti" aria-hidden="true">
      {Array.from({ length: PIECES }, (_, i) => (
        <span key={i} className={i % 3 === 0 ? 'confetti__piece confetti__piece--round' : 'confetti__piece'} style={pieceStyle(i)} />
      ))}
    </div>
  );
}

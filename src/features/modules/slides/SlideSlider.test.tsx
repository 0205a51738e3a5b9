import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render } from '@testing-library/react';
import { Activity, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SlideText } from '@/content/types';
import { ModuleProvider, type ModuleInfo } from '../ModuleContext';
import { SlideSlider } from './SlideSlider';

vi.mock('./SlideImage', () => ({ SlideImage: ({ number }: { number: number }) => <div>slide {number}</div> }));

const slides = Array.from({ length: 6 }, (_, i) => ({ title: `Slide ${i + 1}` }) as SlideText);

// happy-dom lays nothing out: the slider gets a width to measure, as in a browser.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 450 });
});
afterAll(() => {
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});

function Page({ current, onChange, visible = true }: { current: number; onChange(i: number): void; visible?: boolean }): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <ModuleProvider value={{ lang: 'en', fullId: '2' } as ModuleInfo}>
        <Activity mode={visible ? 'visible' : 'hidden'}>
          <SlideSlider slides={slides} current={current} onChange={onChange} />
        </Activity>
      </ModuleProvider>
    </I18nProvider>
  );
}

const activeLabel = (container: HTMLElement) => container.querySelector('.swiper-slide-active')?.getAttribute('aria-label');

describe('SlideSlider', () => {
  // The page may be a press ahead of the slider it hands a slide to (SlidesStage defers the
  // slider's move): a slide reported back would undo that press.
  it('mounted on a slide other than the first, shows it and reports nothing back', () => {
    const onChange = vi.fn();
    const { container } = render(<Page current={2} onChange={onChange} />);
    expect(activeLabel(container)).toBe('3 of 6');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows the page’s slide when it moves, and reports nothing back', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<Page current={0} onChange={onChange} />);
    rerender(<Page current={1} onChange={onChange} />);
    rerender(<Page current={3} onChange={onChange} />);
    expect(activeLabel(container)).toBe('4 of 6');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('exposes only the current slide to assistive technology, as it moves', () => {
    const { container, rerender } = render(<Page current={1} onChange={vi.fn()} />);
    const hidden = () => [...container.querySelectorAll('.swiper-slide')].map((el) => el.getAttribute('aria-hidden'));
    expect(hidden()).toEqual(['true', null, 'true', 'true', 'true', 'true']);
    rerender(<Page current={4} onChange={vi.fn()} />);
    expect(hidden()).toEqual(['true', 'true', 'true', 'true', null, 'true']);
  });

  it('draws images on the current slide and its neighbours only', async () => {
    const { container, rerender } = render(<Page current={0} onChange={vi.fn()} />);
    const drawn = () => [...container.querySelectorAll('.swiper-slide')].map((el) => el.textContent);
    await vi.waitFor(() => expect(drawn()).toEqual(['slide 1', 'slide 2', '', '', '', '']));
    rerender(<Page current={3} onChange={vi.fn()} />);
    await vi.waitFor(() => expect(drawn()).toEqual(['', '', 'slide 3', 'slide 4', 'slide 5', '']));
  });

  it('moved by a swipe, reports the slide once', () => {
    const onChange = vi.fn();
    const { container } = render(<Page current={2} onChange={onChange} />);
    onChange.mockClear();
    act(() => container.querySelector<HTMLElement & { swiper: SwiperInstance }>('.swiper')!.swiper.slideNext(0));
    expect(onChange.mock.calls).toEqual([[3]]);
  });

  it('hidden and shown again (a suspending parent), it is still on the page’s slide and reports no stale one', async () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<Page current={0} onChange={onChange} />);
    await act(async () => rerender(<Page current={0} onChange={onChange} visible={false} />));
    await act(async () => rerender(<Page current={4} onChange={onChange} visible={false} />));
    onChange.mockClear();
    await act(async () => rerender(<Page current={4} onChange={onChange} visible />));
    expect(activeLabel(container)).toBe('5 of 6');
    expect(onChange.mock.calls.map(([i]) => i).filter((i) => i !== 4)).toEqual([]);
  });
});

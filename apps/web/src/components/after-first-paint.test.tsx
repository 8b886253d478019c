// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AfterFirstPaint', () => {
  it('shows the fallback first and the children only after a painted frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const Children = vi.fn(() => <p>dashboard</p>);
    render(
      <AfterFirstPaint fallback={<p>heading</p>}>
        <Children />
      </AfterFirstPaint>,
    );
    expect(screen.getByText('heading')).toBeTruthy();
    expect(Children).not.toHaveBeenCalled();

    act(() => vi.advanceTimersToNextFrame()); // the frame that paints the fallback
    expect(Children).not.toHaveBeenCalled();
    // Well before the 200 ms fallback: the frame after it, then the timer set in that frame.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40);
    });
    expect(screen.getByText('dashboard')).toBeTruthy();
    expect(screen.queryByText('heading')).toBeNull();
  });

  it('goes on without animation frames (a tab opened in the background)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    render(
      <AfterFirstPaint fallback={<p>heading</p>}>
        <p>dashboard</p>
      </AfterFirstPaint>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(199);
    });
    expect(screen.queryByText('dashboard')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('dashboard')).toBeTruthy();
  });
});

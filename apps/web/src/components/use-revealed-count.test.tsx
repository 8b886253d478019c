// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRevealedCount } from './use-revealed-count';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Sections() {
  const revealed = useRevealedCount(3);
  return <p>{`shown ${revealed}`}</p>;
}

describe('useRevealedCount', () => {
  it('reveals one more section after each painted frame, and stops at the total', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    render(<Sections />);
    expect(screen.getByText('shown 0')).toBeTruthy();
    for (const expected of [1, 2, 3]) {
      await act(async () => {
        vi.advanceTimersToNextFrame();
        await vi.advanceTimersByTimeAsync(1);
      });
      expect(screen.getByText(`shown ${expected}`)).toBeTruthy();
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('shown 3')).toBeTruthy();
  });

  it('goes on without animation frames (a tab opened in the background)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    render(<Sections />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(199);
    });
    expect(screen.getByText('shown 0')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('shown 1')).toBeTruthy();
  });
});

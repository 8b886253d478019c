// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyTab } from './lazy-tab';

afterEach(cleanup);

describe('a lazy dashboard tab', () => {
  it('downloads its code once, whether pointed at first or opened first', async () => {
    const load = vi.fn(() => Promise.resolve(({ name }: { name: string }) => <p>Events of {name}</p>));
    const EventsTab = lazyTab(load);
    expect(load).not.toHaveBeenCalled();
    EventsTab.preload();
    EventsTab.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <EventsTab name="Lakeside" />
      </Suspense>,
    );
    expect(await screen.findByText('Events of Lakeside')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

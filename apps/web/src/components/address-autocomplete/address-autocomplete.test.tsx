// @vitest-environment happy-dom
import { GEOCODE_MESSAGES, GEOCODE_RULES, type AddressSuggestion } from '@app/shared';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressAutocomplete } from './address-autocomplete';

const CHICAGO: AddressSuggestion = {
  display_name: 'Chicago, IL 60601',
  lat: 41.8857,
  lon: -87.6229,
  place_id: 'zip:60601',
  address_type: 'zip',
  importance: 0.9,
  street: null,
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch that answers each call with `answer(url, signal)`; the calls are kept. */
function mockFetch(answer: (url: string, signal: AbortSignal) => Promise<Response>) {
  const calls: { url: string; signal: AbortSignal }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input);
    const signal = init!.signal!;
    calls.push({ url, signal });
    return answer(url, signal);
  });
  return calls;
}

/** A fetch that never answers unless aborted, like a stalled server. */
const hanging = (_url: string, signal: AbortSignal) =>
  new Promise<Response>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

function Field({ onSelect = () => {} }: { onSelect?: (suggestion: AddressSuggestion) => void }) {
  const [value, setValue] = useState('');
  return (
    <MantineProvider env="test">
      <AddressAutocomplete label="Street address" value={value} onChange={setValue} onSelect={onSelect} />
    </MantineProvider>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Street address' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
/** Runs timers and the promise callbacks they release. */
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  // Wide screen: the 300 ms wait.
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AddressAutocomplete', () => {
  it('waits until typing pauses for 300 ms, and searches once', async () => {
    const calls = mockFetch(async () => json({ suggestions: [CHICAGO] }));
    render(<Field />);
    type('606');
    await advance(150);
    type('6060');
    await advance(GEOCODE_RULES.debounceMs - 1);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`/api/geocode/search?q=6060&limit=${GEOCODE_RULES.maxResults}`);
  });

  it('waits 400 ms under 768 px wide', async () => {
    vi.mocked(window.matchMedia).mockImplementation(
      (query) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const calls = mockFetch(async () => json({ suggestions: [] }));
    render(<Field />);
    await advance(0);
    type('Austin');
    await advance(GEOCODE_RULES.debounceMs + 50);
    expect(calls).toHaveLength(0);
    await advance(GEOCODE_RULES.mobileDebounceMs - GEOCODE_RULES.debounceMs - 50);
    expect(calls).toHaveLength(1);
  });

  it('does not search fewer than 3 characters', async () => {
    const calls = mockFetch(async () => json({ suggestions: [] }));
    render(<Field />);
    type('60');
    await advance(1000);
    expect(calls).toHaveLength(0);
  });

  it('cancels the search in flight when the text changes, and shows no error for it', async () => {
    const calls = mockFetch((url, signal) =>
      url.includes('q=Chic&') ? hanging(url, signal) : Promise.resolve(json({ suggestions: [CHICAGO] })),
    );
    render(<Field />);
    type('Chic');
    await advance(GEOCODE_RULES.debounceMs);
    expect(calls).toHaveLength(1);
    type('Chicago');
    expect(calls[0]!.signal.aborted).toBe(true);
    await advance(GEOCODE_RULES.debounceMs);
    expect(calls).toHaveLength(2);
    await advance(500);
    expect(screen.getByRole('option', { name: /^Chicago, IL 60601/ })).toBeTruthy();
    expect(screen.queryByText(GEOCODE_MESSAGES.failed)).toBeNull();
  });

  it('gives up after 10 s with the timeout message', async () => {
    mockFetch(hanging);
    render(<Field />);
    type('Springfield');
    await advance(GEOCODE_RULES.debounceMs + GEOCODE_RULES.timeoutMs - 1);
    expect(screen.queryByText(GEOCODE_MESSAGES.timeout)).toBeNull();
    await advance(1);
    expect(screen.getByText(GEOCODE_MESSAGES.timeout)).toBeTruthy();
  });

  it('says so when rate limited (429)', async () => {
    mockFetch(async () => json({ detail: 'Too many requests' }, 429));
    render(<Field />);
    type('Dallas');
    await advance(GEOCODE_RULES.debounceMs);
    expect(screen.getByText(GEOCODE_MESSAGES.rateLimited)).toBeTruthy();
  });

  it('says the search failed for any other error', async () => {
    mockFetch(async () => json({ detail: 'boom' }, 500));
    render(<Field />);
    type('Dallas');
    await advance(GEOCODE_RULES.debounceMs);
    expect(screen.getByText(GEOCODE_MESSAGES.failed)).toBeTruthy();
  });

  it('names the city, state and ZIP each suggestion fills in', async () => {
    mockFetch(async () => json({ suggestions: [CHICAGO] }));
    render(<Field />);
    type('60601');
    await advance(GEOCODE_RULES.debounceMs + 500);
    expect(screen.getByRole('option').textContent).toContain('City: Chicago · State: Illinois · ZIP: 60601');
  });

  it('keeps Enter from submitting the form around it', async () => {
    mockFetch(async () => json({ suggestions: [] }));
    render(<Field />);
    type('233 Main St');
    expect(fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter' })).toBe(false);
  });

  it('hands over the suggestion chosen with the keyboard', async () => {
    mockFetch(async () => json({ suggestions: [CHICAGO] }));
    const onSelect = vi.fn();
    render(<Field onSelect={onSelect} />);
    input().focus();
    type('60601');
    await advance(GEOCODE_RULES.debounceMs + 500);
    expect(screen.getByRole('option', { name: /^Chicago, IL 60601/ })).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'ArrowDown', code: 'ArrowDown' });
    await advance(50);
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter' });
    await advance(50);
    expect(onSelect).toHaveBeenCalledWith(CHICAGO);
  });
});

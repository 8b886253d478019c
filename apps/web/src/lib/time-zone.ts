import { isTimeZone } from '@app/shared';

/** A worker that has not answered by then (blocked, or very slow to start) is not waited for. */
const WORKER_WAIT_MS = 1_000;

/** The viewer's IANA time zone, which decides the day or month a date falls in; UTC when unknown. */
export function viewerTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

let answer: Promise<string> | undefined;

/**
 * The same zone for the questions a dashboard asks as it opens (impact, the admin overview), read
 * by a worker: the page's first Intl call costs its main thread 25-40 ms while the browser loads its
 * locale data, which would hold up the dashboard's first frames (docs/quality.md, Lighthouse).
 * Falls back to reading it here when workers are unavailable or silent.
 */
export function viewerTimeZoneSoon(): Promise<string> {
  answer ??= new Promise<string>((resolve) => {
    let worker: Worker | undefined;
    const settle = (zone: string) => {
      clearTimeout(timer);
      worker?.terminate();
      resolve(zone);
    };
    const timer = setTimeout(() => settle(viewerTimeZone()), WORKER_WAIT_MS);
    try {
      worker = new Worker(new URL('./time-zone.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<string>) => settle(event.data);
      worker.onerror = () => settle(viewerTimeZone());
    } catch {
      settle(viewerTimeZone());
    }
  });
  return answer;
}

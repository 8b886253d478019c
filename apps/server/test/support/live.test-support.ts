import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '#src/platform/auth/session';

export interface SseEvent {
  event: string;
  data: unknown;
}

export interface SseClient {
  response: Response;
  /** The next event (comments skipped); rejects after `timeoutMs` or when the stream ends first. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Everything up to the end of the stream, at most `timeoutMs`. */
  rest(timeoutMs?: number): Promise<{ ended: boolean; events: SseEvent[]; raw: string }>;
  close(): void;
}

/** The base URL of a listening app; listens on a free loopback port first if needed. */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function parseBlock(block: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length === 0 ? null : { event, data: JSON.parse(data.join('\n')) };
}

/** GET /api/stream as a browser's EventSource would, read with fetch and a stream reader. */
export async function openStream(baseUrl: string, sessionToken?: string): Promise<SseClient> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/stream`, {
    headers: sessionToken ? { cookie: `${SESSION_COOKIE}=${sessionToken}`, accept: 'text/event-stream' } : {},
    signal: abort.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let raw = '';
  let ended = false;
  const queue: SseEvent[] = [];

  /** Reads until an event is queued or the stream ends; false when it ended. */
  const pump = async (): Promise<boolean> => {
    while (queue.length === 0) {
      if (ended) return false;
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) {
        ended = true;
        return false;
      }
      buffer += chunk.value;
      raw += chunk.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const parsed = parseBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (parsed) queue.push(parsed);
      }
    }
    return true;
  };

  const within = <T>(promise: Promise<T>, timeoutMs: number, onTimeout: () => T) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => resolve(onTimeout()), timeoutMs);
      promise.then(resolve, reject).finally(() => clearTimeout(timer));
    });

  let pending: Promise<boolean> | undefined;
  const pumpOnce = () => (pending ??= pump().finally(() => (pending = undefined)));

  return {
    response,
    async next(timeoutMs = 2000) {
      const got = await within(pumpOnce(), timeoutMs, () => null);
      if (got === null) throw new Error(`no event within ${timeoutMs} ms`);
      if (!got) throw new Error('the stream ended');
      return queue.shift()!;
    },
    async rest(timeoutMs = 2000) {
      const events: SseEvent[] = [];
      const collect = async () => {
        while (await pumpOnce()) events.push(...queue.splice(0));
      };
      await within(collect(), timeoutMs, () => undefined);
      events.push(...queue.splice(0));
      return { ended, events, raw };
    },
    close: () => abort.abort(),
  };
}

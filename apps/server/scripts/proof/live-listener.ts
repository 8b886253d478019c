import http from 'node:http';
import { UPSTREAM_HEADER } from './scale-proxy';

export interface LiveListener {
  /** Which instance serves this stream. */
  upstream: number;
  /** Ids of the chat messages heard, with when. */
  heard: Map<number, number>;
  close(): void;
}

/** A browser's GET /api/stream through the proxy: waits for `ready`, then records `message` events. */
export function listen(base: string, cookie: string): Promise<LiveListener> {
  return new Promise((resolve, reject) => {
    const heard = new Map<number, number>();
    const request = http.get(new URL('/api/stream', base), { headers: { cookie, accept: 'text/event-stream' } });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`GET /api/stream answered ${response.statusCode}`));
        response.resume();
        return;
      }
      const upstream = Number(response.headers[UPSTREAM_HEADER]);
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type === 'ready') resolve({ upstream, heard, close: () => request.destroy() });
          if (type === 'message' && data) {
            const payload = JSON.parse(data) as { message?: { id: number }; message_id?: number };
            const id = payload.message?.id ?? payload.message_id;
            if (id) heard.set(id, performance.now());
          }
        }
      });
      response.on('error', () => undefined);
    });
  });
}

import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
  ms: number;
  /** Set-Cookie name=value pairs. */
  cookies: string[];
  headers: http.IncomingHttpHeaders;
}

/** What a request ended in: an answer, or a connection error or timeout (status 0). */
export type Outcome =
  Answer | { status: 0; error: string; ms: number; body: ''; cookies: []; headers: Record<string, never> };

export interface CallOptions {
  method?: string;
  json?: unknown;
  cookie?: string;
  /** A loopback source address (127.x.y.z), so per-address rate limits see many clients. */
  from?: string;
  timeoutMs?: number;
  origin?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One HTTP call that always settles: connection errors and timeouts become status 0. */
export function call(base: string, path: string, options: CallOptions = {}): Promise<Outcome> {
  const url = new URL(path, base);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const started = performance.now();
  return new Promise((resolve) => {
    const fail = (error: string) =>
      resolve({ status: 0, error, ms: performance.now() - started, body: '', cookies: [], headers: {} });
    const request = http.request(
      url,
      {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        agent,
        localAddress: options.from,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          origin: options.origin ?? base.replace(/\/$/, ''),
        },
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            ms: performance.now() - started,
            cookies: (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!),
            headers: response.headers,
          }),
        );
        response.on('error', (error) => fail(error.message));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timed out after ${options.timeoutMs ?? 10_000} ms`)));
    request.on('error', (error) => fail(error.message));
    request.end(body);
  });
}

/** Signs in over the API and returns the Cookie header to send after. */
export async function signIn(base: string, email: string, password: string, from?: string): Promise<string> {
  const answer = await call(base, '/api/auth/login', { json: { email, password }, from });
  if (answer.status !== 200) throw new Error(`login of ${email} answered ${answer.status}: ${answer.body}`);
  return answer.cookies.join('; ');
}

/** A distinct loopback address per index (127.1.0.1, 127.1.0.2, ...). */
export const loopback = (index: number) => `127.1.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;

import http from 'node:http';

export interface RoundRobinProxy {
  base: string;
  /** Requests the proxy could not pass on (it answered 502 for them). */
  upstreamErrors(): number;
  close(): Promise<void>;
}

/** The header naming which instance (0, 1, 2...) answered, so the proof sees where each call went. */
export const UPSTREAM_HEADER = 'x-proof-upstream';

/**
 * A round-robin HTTP proxy over `upstreams` (node http, no buffering: the event stream flows
 * through as it is written), the stand-in for a load balancer. Adds the upstream's index to each
 * answer's headers.
 */
export async function startProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  let next = 0;
  let failed = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    const target = new URL(request.url ?? '/', upstreams[index]);
    const forward = http.request(target, { method: request.method, headers: request.headers, agent }, (upstream) => {
      response.writeHead(upstream.statusCode ?? 502, { ...upstream.headers, [UPSTREAM_HEADER]: String(index) });
      response.flushHeaders();
      upstream.pipe(response);
    });
    forward.on('error', () => {
      failed += 1;
      if (!response.headersSent) response.writeHead(502, { [UPSTREAM_HEADER]: String(index) });
      response.end();
    });
    response.on('close', () => {
      if (!response.writableFinished) forward.destroy();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    upstreamErrors: () => failed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}

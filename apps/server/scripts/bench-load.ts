/**
 * The benchmarks' load generator: autocannon with each request drawn by weight from a list.
 * bench-marketplace.ts runs it in a process of its own, so that it does not share the server's
 * event loop:
 *
 *   node --import tsx bench-load.ts <spec.json>   (prints autocannon's result as JSON)
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface WeightedRequest {
  path: string;
  headers: Record<string, string>;
  weight: number;
}

export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  requests: WeightedRequest[];
}

/** Index of the request a uniform draw in [0, total) falls on, by binary search over the running sums. */
function sampler(requests: WeightedRequest[]): () => WeightedRequest {
  const sums: number[] = [];
  let total = 0;
  for (const request of requests) sums.push((total += request.weight));
  return () => {
    const x = Math.random() * total;
    let low = 0;
    let high = sums.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sums[middle]! > x) high = middle;
      else low = middle + 1;
    }
    return requests[low]!;
  };
}

async function main(): Promise<void> {
  const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadSpec;
  const draw = sampler(spec.requests);
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    requests: [
      {
        setupRequest: (request) => {
          const next = draw();
          return { ...request, method: 'GET', path: next.path, headers: next.headers };
        },
      },
    ],
  });
  process.stdout.write(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

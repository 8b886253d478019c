import type { WeightedRequest } from './bench-load';
import { PAGE_SHARES, zipfWeight, type BenchQuery } from './bench-queries';
import type { BenchViewer } from './bench-viewers';

/**
 * The requests of the mixed workload: for each query, its pages 1 to 5 with the real cursors
 * (followed through next_cursor before the timed run), weighted by the query's Zipf rank and how
 * often visitors go on to that page. A list shorter than five pages has fewer entries. The pages are
 * read least popular first, so that the page cache of the server they are read from ends up holding
 * the most popular ones, as after a while of real traffic.
 */

const PARALLEL = 6;

async function pageChain(base: string, query: BenchQuery, viewer: BenchViewer): Promise<string[]> {
  const paths: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < PAGE_SHARES.length; page++) {
    const path = `/api/items?${query.query}${cursor ? `${query.query ? '&' : ''}cursor=${cursor}` : ''}`;
    const response = await fetch(base + path, { headers: viewer.headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    paths.push(path);
    const body = (await response.json()) as { next_cursor: string | null };
    if (!body.next_cursor) break;
    cursor = body.next_cursor;
  }
  return paths;
}

export async function workloadRequests(
  base: string,
  queries: BenchQuery[],
  viewers: BenchViewer[],
): Promise<WeightedRequest[]> {
  const chains: string[][] = new Array(queries.length);
  let next = 0;
  const worker = async () => {
    while (next < queries.length) {
      const rank = queries.length - 1 - next++;
      const query = queries[rank]!;
      chains[rank] = await pageChain(base, query, viewers[query.viewer]!);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const requests = chains.flatMap((paths, rank) =>
    paths.map((path, page) => ({
      path,
      headers: viewers[queries[rank]!.viewer]!.headers,
      weight: zipfWeight(rank) * PAGE_SHARES[page]!,
    })),
  );
  await refreshPages(base, requests.toReversed());
  return requests;
}

/**
 * Every page read once more, least popular first: a page read earlier than the cache's ten minutes
 * of life has left it (following every cursor takes about that long at a million items), and the
 * warm scenario starts with every page in the cache. A page still there is a hit and costs nothing.
 */
async function refreshPages(base: string, requests: WeightedRequest[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const { path, headers } = requests[next++]!;
      await (await fetch(base + path, { headers })).arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

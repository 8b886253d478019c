/** The parts of autocannon (CommonJS, untyped) the benchmarks use. */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

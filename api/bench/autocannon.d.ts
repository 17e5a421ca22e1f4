// autocannon ships no types; this declares the little the bench uses.
declare module 'autocannon' {
  export interface AutocannonOptions {
    url: string;
    method?: 'GET' | 'POST' | 'PUT';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** A fixed number of requests instead of a duration. */
    amount?: number;
    pipelining?: number;
  }
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface AutocannonResult {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}

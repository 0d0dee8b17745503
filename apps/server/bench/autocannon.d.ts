declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p99: number; average: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(opts: { url: string; connections?: number; duration?: number; headers?: Record<string, string>; method?: string; body?: string }): Promise<Result>;
}

// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; total: number; p50: number; p99: number };
  type Request = {
    setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
    onResponse?: (status: number, body: string) => void;
  };
  type Options = {
    url: string;
    connections: number;
    duration: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: Request[];
  };
  type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number };
  export default function autocannon(options: Options): Promise<Result>;
}

import { vi } from 'vitest';

export interface StubbedAnswer {
  status?: number;
  body: unknown;
}

export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Stands in for the network: answers each request with the next answer of the list (the last one repeats)
 * and records what was sent.
 */
export function stubFetch(...answers: StubbedAnswer[]): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const raw = typeof init?.body === 'string' ? init.body : undefined;
      calls.push({
        url: String(input),
        method: init?.method ?? 'GET',
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      });
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      const status = answer.status ?? 200;
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), { status, headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  return calls;
}

/** A request as the stand-in server of `stubServerByPath` sees it: its path (no query), whole URL and method. */
export interface StubbedRequest {
  path: string;
  url: string;
  method: string;
}

/**
 * Stands in for the server: answers each request with `answer(request)` in the portal's envelope
 * (`{ statusCode: 200, result }`), and records what was sent, the body as given (a form stays a FormData).
 */
export function stubServerByPath(answer: (request: StubbedRequest) => unknown): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body });
      const result = answer({ path: url.split('?')[0]!, url, method }) ?? {};
      return Promise.resolve(new Response(JSON.stringify({ statusCode: 200, result }), { status: 200, headers: { 'content-type': 'application/json' } }));
    }),
  );
  return calls;
}

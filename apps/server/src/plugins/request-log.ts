import { pino } from 'pino';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { noteRequest } from '../lib/pacing.ts';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/**
 * One line per request, written when its answer has gone: method, route (the pattern, so no personal number
 * of a path or a query string reaches the log), status, time and correlation id. Failures (5xx, or an error
 * on the way) are always written, at error level; successful answers are written at info level, a share of
 * them when `sample` is below 1. Fastify's own two lines per request (incoming, completed) and their
 * serialized request and reply objects are not written.
 */
export class RequestLog extends LogController {
  constructor(private readonly sample: number) {
    super({});
  }

  // counted for the pacing of long loads (lib/pacing.ts): they give way when other requests are arriving
  override incomingRequest(): void {
    noteRequest();
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const failed = Boolean(error) || status >= 500;
    if (!failed && this.sample < 1 && Math.random() >= this.sample) return;
    const log = request.server.log;
    const line = {
      reqId: request.id,
      method: request.method,
      route: request.routeOptions.url ?? pathOf(request.url),
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (failed) log.error(error ? { ...line, err: error } : line, 'request failed');
    else log.info(line, 'request');
  }

  override routeNotFound(): void {}
}

/** The path of a URL without its query string, which may hold search texts and personal numbers. */
function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/**
 * A request's logger made only when something logs through it: most requests log nothing of their own, and
 * pino's child (bindings serialized, methods rebuilt) is the costliest part of a request's logging.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}
  get #real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }
  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#real.level = level;
  }
  fatal(...args: Parameters<FastifyBaseLogger['fatal']>) {
    this.#real.fatal(...args);
  }
  error(...args: Parameters<FastifyBaseLogger['error']>) {
    this.#real.error(...args);
  }
  warn(...args: Parameters<FastifyBaseLogger['warn']>) {
    this.#real.warn(...args);
  }
  info(...args: Parameters<FastifyBaseLogger['info']>) {
    this.#real.info(...args);
  }
  debug(...args: Parameters<FastifyBaseLogger['debug']>) {
    this.#real.debug(...args);
  }
  trace(...args: Parameters<FastifyBaseLogger['trace']>) {
    this.#real.trace(...args);
  }
  silent(...args: Parameters<FastifyBaseLogger['silent']>) {
    this.#real.silent(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a request's logger that costs nothing until used. */
export function lazyChildLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}

/** How long a log line may wait in the buffer of a quiet server before it is written. */
export const LOG_FLUSH_MS = 500;

/**
 * The process's logger: JSON lines on standard output through a buffer, written when 4 KiB have gathered or
 * every LOG_FLUSH_MS, instead of one synchronous write per line (the costliest part of a request's logging).
 * The buffer is written out when the process exits (pino flushes an asynchronous destination on `exit`,
 * after a crash too), so a line is late by at most LOG_FLUSH_MS.
 */
export function bufferedLogger(level: string): FastifyBaseLogger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    // a write still in progress refuses a flush; the next tick takes it
    try {
      destination.flush();
    } catch {
      /* nothing to write yet */
    }
  }, LOG_FLUSH_MS).unref();
  return pino({ level }, destination) as unknown as FastifyBaseLogger;
}


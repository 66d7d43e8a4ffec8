import pino, { type Logger } from 'pino';
import { currentContext } from './context';
import { traceLogFields } from './tracing/log-fields';

export type { Logger };

// Anything that can carry a credential is censored wherever it appears in a log object.
const REDACTED_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  '*.*.token',
  'accessToken',
  '*.accessToken',
  'refreshToken',
  '*.refreshToken',
  'access_token',
  '*.access_token',
  'refresh_token',
  '*.refresh_token',
  'verification_token',
  '*.verification_token',
  'verificationToken',
  '*.verificationToken',
  'authorization',
  '*.authorization',
  'headers.cookie',
  '*.headers.cookie',
  'cookie',
  'cardNumber',
  '*.cardNumber',
  'cvc',
  '*.cvc',
];

/**
 * `destination` defaults to stdout, written without blocking (stdoutDestination); tests pass a stream to assert on
 * what is (and is not) logged.
 */
export function createLogger(
  service: string,
  level = process.env.LOG_LEVEL ?? 'info',
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // Request id, caller and trace on every line written inside a request or a traced event, without threading a
    // child logger around; trace_id is what joins a log line to its trace in Jaeger.
    mixin() {
      return { ...requestFields(), ...traceLogFields() };
    },
  };
  return pino(options, destination ?? stdoutDestination());
}

/**
 * stdout in batches: lines gather in memory and go out in one asynchronous write per 4 kB, or 250 ms after the first
 * line of a batch when traffic is light. pino's default stdout already writes asynchronously, but one line at a time:
 * each line was a trip through libuv's thread pool (a wake-up of another thread and a callback), the largest part of
 * the BFF's logging cost per request under the bench (issue 26). The price is lines still in memory at exit, which
 * flushLogs writes out; pino's exit hook writes out whatever is left at `process.exit` (but cannot wait for a write
 * already in flight, hence flushLogs), and SonicBoom's flush waits for the write in flight.
 */
export function stdoutDestination(): pino.DestinationStream {
  return batchedDestination(1);
}

/** How long a line may wait in memory for others to share its write. */
const BATCH_WINDOW_MS = 250;

/**
 * Lines to `fd` in batches (see stdoutDestination). The flush is timed from a batch's first line, not by SonicBoom's
 * `periodicFlush`: that one writes every 250 ms whether or not anything was logged, an empty write through the thread
 * pool four times a second per logger for as long as the process lives. A jest worker that had created a few hundred
 * loggers (every in-process service start makes one, and nothing ends them) had as many empty writes in flight when
 * jest told it to end, could not exit, and was force-exited (issue 28 item 5). Idle, this destination does nothing.
 */
export function batchedDestination(fd: number): ReturnType<typeof pino.destination> {
  const stream = pino.destination({ dest: fd, sync: false, minLength: 4096 });
  /** Bytes accepted and not yet written. */
  let unwritten = 0;
  let timer: NodeJS.Timeout | undefined;
  const flushSoon = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      if (unwritten === 0) return;
      try {
        stream.flush();
      } catch {
        // Destroyed (its stdout went away): nothing more can be written.
      }
    }, BATCH_WINDOW_MS).unref();
  };
  const write = stream.write.bind(stream);
  stream.write = (line: string) => {
    unwritten += Buffer.byteLength(line);
    flushSoon();
    return write(line);
  };
  stream.on('write', (bytes: number) => (unwritten -= bytes));
  // A flush that came while a write was in flight did nothing; what that write left behind waits one more window.
  stream.on('drain', () => {
    if (unwritten > 0) flushSoon();
  });
  return stream;
}

/** How long an exit waits for its log lines: a stdout nobody reads must not keep a stopping pod alive. */
const FLUSH_TIMEOUT_MS = 2_000;

/** Resolves once every line logged so far has been written (or after FLUSH_TIMEOUT_MS); never rejects. */
export function flushLogs(logger: Logger, timeoutMs = FLUSH_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      // The callback's error is fsync's on a pipe or terminal (EINVAL): the lines are written all the same.
      logger.flush(done);
    } catch {
      done();
    }
  });
}

/** Ends the process once the lines logged so far are out: the one that says why it stops is the one that matters. */
export function exitAfterLogs(logger: Logger, code: number): void {
  void flushLogs(logger).then(() => process.exit(code));
}

function requestFields(): Record<string, string> {
  const context = currentContext();
  if (!context) return {};
  return context.caller
    ? { requestId: context.requestId, userId: context.caller.userId }
    : { requestId: context.requestId };
}

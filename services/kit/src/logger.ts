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

/** `destination` defaults to stdout; tests pass a stream to assert on what is (and is not) logged. */
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
  return destination ? pino(options, destination) : pino(options);
}

function requestFields(): Record<string, string> {
  const context = currentContext();
  if (!context) return {};
  return context.caller
    ? { requestId: context.requestId, userId: context.caller.userId }
    : { requestId: context.requestId };
}

// One Chat Completions call with our retry policy around it. The SDK's own retries are off (maxRetries: 0) so every
// repeat is ours: bounded, counted in metrics, with exponential backoff and the server's Retry-After honoured.
import OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { Logger } from '@homeward/kit';
import type { TokenBudget, TokenHold } from '../../domain/token-budget';
import { estimateTokens } from './chunking';
import { OpenAiEngineError } from './errors';
import type { OpenAiEngineMetrics, OpenAiOperation, OpenAiRequestOutcome } from './metrics';
import { costUsd, pricesFor, type TokenPrices } from './pricing';

export interface ChatClientOptions {
  /** Absent for OpenAI-compatible servers that need no key. */
  apiKey?: string | undefined;
  /** Including the version path, e.g. `http://127.0.0.1:8000/v1`; OpenAI's when absent. */
  baseURL?: string | undefined;
  model: string;
  /** Retries after the first attempt of one call, for 408/429/5xx, timeouts and connection failures. */
  maxRetries: number;
  /** Per attempt. */
  timeoutMs: number;
  /** First backoff delay, doubled each retry (with jitter). */
  retryBaseDelayMs: number;
  /** Cap of one backoff delay; a Retry-After longer than this ends the call instead of waiting. */
  retryMaxDelayMs: number;
  prices?: TokenPrices | undefined;
  metrics?: OpenAiEngineMetrics | undefined;
  logger: Logger;
  /** Waits between attempts (rejecting with `signal`'s reason when it aborts); tests pass one that records the delays. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export type ChatRequest = Omit<ChatCompletionCreateParamsNonStreaming, 'model' | 'stream'>;

export interface ChatAnswer {
  content: string | null;
  refusal: string | null;
  finishReason: string;
}

export interface ChatClient {
  readonly model: string;
  /**
   * `budget`: every attempt holds its worst case there first, and is not sent when the budget refuses it. `signal`
   * abandons the call: the request in flight or the wait before a retry ends, and it rejects with the signal's reason.
   */
  complete(
    request: ChatRequest,
    operation: OpenAiOperation,
    budget?: TokenBudget,
    options?: { signal?: AbortSignal | undefined },
  ): Promise<ChatAnswer>;
}

/** Tokens a chat message costs beyond its content (role, separators), per OpenAI's cookbook: a few; we keep 8. */
const MESSAGE_FRAMING_TOKENS = 8;

/**
 * The most one call can use: the prompt (estimated at chars/4, so a prompt of unusual text may really take more)
 * plus the answer's limit. This is what a call holds of the budget until its reported usage replaces it.
 */
export function worstCaseTokens(request: ChatRequest): number {
  const prompt = request.messages.reduce(
    (sum, message) =>
      sum +
      MESSAGE_FRAMING_TOKENS +
      estimateTokens(
        typeof message.content === 'string' ? message.content : JSON.stringify(message.content ?? ''),
      ),
    0,
  );
  const schema = request.response_format ? estimateTokens(JSON.stringify(request.response_format)) : 0;
  return prompt + schema + (request.max_completion_tokens ?? 0);
}

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const abandon = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abandon);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abandon, { once: true });
  });

export function createChatClient(options: ChatClientOptions): ChatClient {
  const { model, metrics, logger } = options;
  const sleep = options.sleep ?? defaultSleep;
  const prices = pricesFor(model, options.prices);
  if (!prices) logger.warn({ model }, 'no price known for this OpenAI model; its cost metric stays at 0');
  const sdk = new OpenAI({
    // The SDK refuses an empty key; OpenAI-compatible servers without auth ignore this placeholder.
    apiKey: options.apiKey || 'no-key',
    baseURL: options.baseURL || 'https://api.openai.com/v1',
    // Passed explicitly so the SDK reads nothing from the environment: config.ts is the only reader.
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
    maxRetries: 0,
    timeout: options.timeoutMs,
    // Fixed at warn: OPENAI_LOG=debug would make the SDK log request bodies, i.e. the report's text.
    logLevel: 'warn',
    logger: sdkLogger(logger),
  });

  /** Counts the reported usage; a server that reports none is charged the call's worst case. */
  const record = (answer: OpenAI.ChatCompletion, heldTokens: number) => {
    const promptTokens = answer.usage?.prompt_tokens ?? 0;
    const completionTokens = answer.usage?.completion_tokens ?? 0;
    metrics?.tokens.inc({ model, kind: 'prompt' }, promptTokens);
    metrics?.tokens.inc({ model, kind: 'completion' }, completionTokens);
    const cost = prices ? costUsd(prices, { promptTokens, completionTokens }) : 0;
    if (prices) metrics?.costUsd.inc({ model }, cost);
    return { tokens: answer.usage ? promptTokens + completionTokens : heldTokens, costUsd: cost };
  };

  return {
    model,
    async complete(request, operation, budget, { signal } = {}) {
      const heldTokens = worstCaseTokens(request);
      for (let attempt = 0; ; attempt += 1) {
        signal?.throwIfAborted();
        // Held before the request leaves: a refusal here sends nothing and is not retried.
        const hold: TokenHold | undefined = await budget?.hold(heldTokens);
        const started = process.hrtime.bigint();
        const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
        let answer: OpenAI.ChatCompletion;
        try {
          answer = await sdk.chat.completions.create({ ...request, model, stream: false }, { signal });
        } catch (error) {
          // A failed request is not billed: what it held goes back before any wait or retry.
          await hold?.release();
          // Abandoned by its caller: not an outcome of the server's, and nothing to retry.
          signal?.throwIfAborted();
          const outcome = outcomeOf(error, seconds() * 1000 >= options.timeoutMs);
          metrics?.requests.inc({ model, operation, outcome });
          metrics?.requestDuration.observe({ model, operation, outcome }, seconds());
          await sleep(waitBeforeRetry(error, outcome, attempt, operation), signal);
          continue;
        }
        metrics?.requests.inc({ model, operation, outcome: 'ok' });
        metrics?.requestDuration.observe({ model, operation, outcome: 'ok' }, seconds());
        const usage = record(answer, heldTokens);
        await hold?.settle(usage);
        const choice = answer.choices[0];
        // No choice at all is an empty answer: validation rejects it and asks once more.
        if (!choice) return { content: null, refusal: null, finishReason: 'stop' };
        return {
          content: choice.message.content,
          refusal: choice.message.refusal ?? null,
          finishReason: choice.finish_reason,
        };
      }
    },
  };

  /** How long to wait before repeating a failed attempt, or the error that ends the call. */
  function waitBeforeRetry(
    error: unknown,
    outcome: OpenAiRequestOutcome,
    attempt: number,
    operation: OpenAiOperation,
  ): number {
    const status = error instanceof OpenAI.APIError ? error.status : undefined;
    if (outcome === 'client_error') {
      // The API's error code (`invalid_api_key`, `context_length_exceeded`...) names the cause, never the key.
      const code = error instanceof OpenAI.APIError ? error.code : undefined;
      logger.warn({ model, operation, status, code }, 'OpenAI refused the request');
      throw new OpenAiEngineError('refused', `OpenAI refused the ${operation} request (HTTP ${status})`);
    }
    const kind = outcome === 'rate_limited' ? 'rate_limited' : 'unavailable';
    if (attempt >= options.maxRetries) {
      throw new OpenAiEngineError(
        kind,
        `OpenAI ${operation} request failed after ${attempt + 1} attempts (${outcome}${status ? ` ${status}` : ''})`,
      );
    }
    const waitMs = delayBeforeRetry(error, attempt, options);
    if (waitMs === undefined) {
      throw new OpenAiEngineError(
        kind,
        `OpenAI asked to wait longer than ${options.retryMaxDelayMs} ms before the next ${operation} request`,
      );
    }
    metrics?.retries.inc({ model, reason: outcome });
    logger.warn(
      { model, operation, outcome, status, attempt: attempt + 1, retryInMs: waitMs },
      'OpenAI call failed; retrying',
    );
    return waitMs;
  }
}

/** The SDK's few warnings, through the service's logger (its messages carry no request body at warn level). */
function sdkLogger(logger: Logger) {
  const at = (level: 'error' | 'warn' | 'info' | 'debug') => (message: string) =>
    logger[level]({ source: 'openai-sdk' }, message);
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}

/**
 * `tookTheTimeout`: the SDK recognises its own abort only when the fetch error is a native AbortError (not always
 * so, e.g. across realms), so a connection error that lasted the whole timeout counts as a timeout too.
 */
function outcomeOf(error: unknown, tookTheTimeout: boolean): OpenAiRequestOutcome {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'timeout';
  if (error instanceof OpenAI.APIConnectionError) return tookTheTimeout ? 'timeout' : 'connection_error';
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    if (error.status === 429) return 'rate_limited';
    if (error.status === 408) return 'timeout';
    if (error.status >= 500) return 'server_error';
    return 'client_error';
  }
  // Anything else (a bug, an aborted request) is not something a retry fixes.
  throw error;
}

/**
 * The server's Retry-After (`retry-after-ms`, then `retry-after` in seconds or as an HTTP date) when it sent one,
 * else exponential backoff with jitter: base * 2^attempt, between half and all of it. Undefined when the server asks
 * for longer than the cap: waiting inside an analysis that long is worse than failing it back to the job queue.
 */
export function delayBeforeRetry(
  error: unknown,
  attempt: number,
  options: Pick<ChatClientOptions, 'retryBaseDelayMs' | 'retryMaxDelayMs'>,
  random: () => number = Math.random,
): number | undefined {
  const asked = retryAfterMs(error instanceof OpenAI.APIError ? error.headers : undefined);
  if (asked !== undefined) return asked <= options.retryMaxDelayMs ? asked : undefined;
  const full = Math.min(options.retryMaxDelayMs, options.retryBaseDelayMs * 2 ** attempt);
  return Math.round(full / 2 + (random() * full) / 2);
}

export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const inMs = Number(headers?.get('retry-after-ms') ?? NaN);
  if (Number.isFinite(inMs) && inMs >= 0) return Math.ceil(inMs);
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

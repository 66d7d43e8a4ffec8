// Asks for JSON in a schema and accepts only an answer that parses and validates; a rejected answer is asked again
// once, with what was wrong, and a second rejection fails the call. The rejected answer itself is not sent back
// (it may be long; the correction must fit the context budget), only the validation problems.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import type { Logger } from '@homeward/kit';
import type { TokenBudget } from '../../domain/token-budget';
import type { ChatAnswer, ChatClient } from './client';
import { OpenAiEngineError } from './errors';
import type { OpenAiEngineMetrics, OpenAiOperation } from './metrics';
import { correctionMessage } from './prompts';
import type { JsonSchemaResponseFormat } from './schemas';

export interface StructuredCall<T extends z.ZodType> {
  operation: OpenAiOperation;
  /** For logs and errors, e.g. `chunk 2/5`; never report text. */
  label: string;
  messages: ChatCompletionMessageParam[];
  schema: T;
  responseFormat: JsonSchemaResponseFormat;
  maxOutputTokens: number;
}

export interface StructuredDeps {
  client: ChatClient;
  logger: Logger;
  metrics?: OpenAiEngineMetrics | undefined;
  /** What this analysis or explanation may still spend; each attempt holds its worst case there first. */
  budget?: TokenBudget | undefined;
  /** Checks an answer against the schema its format names; the service does it in a worker thread (parsing is
   * CPU-bound work on what a server sent). In-process with `check` when absent. */
  checkAnswer?:
    | ((
        answer: ChatAnswer,
        format: string,
        options?: { signal?: AbortSignal | undefined },
      ) => Promise<Checked<unknown>>)
    | undefined;
  /** Abandons the call: its request, backoff wait and answer check end, and it rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
}

export async function askStructured<T extends z.ZodType>(
  deps: StructuredDeps,
  call: StructuredCall<T>,
): Promise<z.infer<T>> {
  const { client, logger, metrics } = deps;
  let messages = call.messages;
  let problem = '';
  let brief = '';
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const answer = await client.complete(
      { messages, response_format: call.responseFormat, max_completion_tokens: call.maxOutputTokens },
      call.operation,
      deps.budget,
      { signal: deps.signal },
    );
    const checked = deps.checkAnswer
      ? ((await deps.checkAnswer(answer, call.responseFormat.json_schema.name, {
          signal: deps.signal,
        })) as Checked<z.infer<T>>)
      : check(answer, call.schema);
    if (checked.ok) return checked.value;
    problem = checked.problem;
    brief = checked.brief;
    metrics?.invalidAnswers.inc({ model: client.model, operation: call.operation });
    logger.warn(
      { model: client.model, operation: call.operation, call: call.label, attempt, problem: checked.brief },
      'OpenAI answer rejected by validation',
    );
    if (attempt === 1) metrics?.retries.inc({ model: client.model, reason: 'invalid_answer' });
    messages = [...call.messages, correctionMessage(problem)];
  }
  throw new OpenAiEngineError(
    'invalid_answer',
    `OpenAI ${call.operation} answer for ${call.label} was invalid twice: ${brief}`,
  );
}

/** `problem` goes back to the model; `brief`, for logs and errors, names only paths, rules and field names. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string; brief: string };

const rejected = (problem: string) => ({ ok: false as const, problem, brief: problem });

export function check<T extends z.ZodType>(answer: ChatAnswer, schema: T): Checked<z.infer<T>> {
  if (answer.refusal) return rejected('the model refused to answer');
  if (answer.finishReason === 'length') {
    return rejected('the answer was cut off at the output token limit; be more concise');
  }
  if (!answer.content) return rejected('the answer was empty');
  let json: unknown;
  try {
    json = JSON.parse(answer.content);
  } catch {
    return rejected('the answer was not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.slice(0, 10);
  const where = (issue: z.core.$ZodIssue) => issue.path.join('.') || '(root)';
  return {
    ok: false,
    problem: issues.map((issue) => `${where(issue)}: ${issue.message}`).join('; '),
    // zod's messages are rule descriptions, but an unknown key is the answer's own text: bounded here.
    brief: issues
      .map((issue) =>
        issue.code === 'unrecognized_keys'
          ? `${where(issue)}: unknown fields ${issue.keys.map((key) => JSON.stringify(key.slice(0, 40))).join(', ')}`
          : `${where(issue)}: ${issue.code}`,
      )
      .join('; '),
  };
}

// The analysis engine's thread: runs one CPU-bound step of an engine on report text (or on what an OpenAI-compatible
// server answered about it) and posts back its result (or the error's message, for the service's logs). Started per task by ./index.ts with a time and memory budget.

import { parentPort, workerData } from 'node:worker_threads';
import { analyzeReport, explainFinding, priceOf } from '../../domain/analysis';
import type { ExtractedReport, Finding } from '../../domain/report';
import { chunkReport } from '../openai-engine/chunking';
import type { ChatAnswer } from '../openai-engine/client';
import { ANSWER_SCHEMAS } from '../openai-engine/schemas';
import { check } from '../openai-engine/structured-call';

export type EngineTask =
  | { task: 'analyze'; report: ExtractedReport }
  | { task: 'explain'; finding: Finding }
  | { task: 'price'; findings: { finding: Finding; state: string | undefined }[] }
  | { task: 'chunk'; report: ExtractedReport; budgetTokens: number }
  | { task: 'check-answer'; answer: ChatAnswer; format: string };

export type EngineOutput = { ok: true; value: unknown } | { ok: false; detail: string };

async function run(input: EngineTask): Promise<unknown> {
  switch (input.task) {
    case 'analyze':
      return analyzeReport(input.report);
    case 'explain':
      return explainFinding(input.finding);
    case 'price':
      return input.findings.map(({ finding, state }) => priceOf(finding, state));
    case 'chunk':
      return chunkReport(input.report, input.budgetTokens);
    case 'check-answer': {
      const schema = ANSWER_SCHEMAS[input.format];
      if (!schema) throw new Error(`no answer schema named ${input.format}`);
      return check(input.answer, schema);
    }
  }
}

if (parentPort) {
  const port = parentPort;
  run(workerData as EngineTask).then(
    (value): void => port.postMessage({ ok: true, value } satisfies EngineOutput),
    (error: unknown): void =>
      port.postMessage({
        ok: false,
        detail: error instanceof Error ? error.message : String(error),
      } satisfies EngineOutput),
  );
}

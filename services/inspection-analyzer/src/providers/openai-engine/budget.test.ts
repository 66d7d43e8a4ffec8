import { createLogger } from '@homeward/kit';
import type { ExtractedReport } from '../../domain/report';
import { TokenBudgetExceededError, type TokenBudget, type TokenUsage } from '../../domain/token-budget';
import { worstCaseTokens } from './client';
import { createOpenAiEngine } from './engine';
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type Responder,
} from './test-support/fake-openai-server';

/** A budget in memory that records every hold and what became of it, and refuses past `limit`. */
function recordingBudget(limit: number) {
  const events: string[] = [];
  let used = 0;
  const budget: TokenBudget = {
    async hold(tokens) {
      if (used + tokens > limit) {
        events.push(`refused ${tokens}`);
        throw new TokenBudgetExceededError('report');
      }
      used += tokens;
      events.push(`hold ${tokens}`);
      return {
        async settle(usage: TokenUsage) {
          used += usage.tokens - tokens;
          events.push(`settle ${usage.tokens}`);
        },
        async release() {
          used -= tokens;
          events.push('release');
        },
      };
    },
  };
  return { budget, events, used: () => used };
}

const findingsJson = JSON.stringify({ findings: [] });
const summaryJson = JSON.stringify({
  strengths: [],
  weaknesses: [],
  final_recommendation: 'Nothing to add.',
  actionable_next_steps: [],
});

function pages(count: number): ExtractedReport {
  return {
    source: 'pdf',
    pages: Array.from({ length: count }, (_, p) => ({
      number: p + 1,
      lines: Array.from(
        { length: 40 },
        (_, i) => `P${p + 1}L${i} The inspector described this item in some detail.`,
      ),
    })),
  };
}

let server: FakeOpenAiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function engineAgainst(respond: Responder) {
  server = await startFakeOpenAiServer(respond);
  const engine = createOpenAiEngine({
    baseURL: server.baseURL,
    model: 'gpt-4o-mini',
    maxContextTokens: 4_000,
    maxRetries: 2,
    timeoutMs: 5_000,
    logger: createLogger('budget-test', 'silent'),
    sleep: async () => undefined,
  });
  return { engine, requests: server.requests };
}

const answering: Responder = (request) =>
  request.body.response_format?.json_schema?.name === 'inspection_summary'
    ? { content: summaryJson, usage: { prompt: 300, completion: 50 } }
    : { content: findingsJson, usage: { prompt: 900, completion: 20 } };

describe('OpenAI engine: token budget', () => {
  it('holds each call’s worst case before sending it and settles it to the usage the server reported', async () => {
    const { engine, requests } = await engineAgainst(answering);
    const { budget, events, used } = recordingBudget(1_000_000);
    await engine.analyze(pages(1), { budget });
    expect(requests).toHaveLength(2);
    expect(events).toEqual([
      expect.stringMatching(/^hold \d+$/),
      'settle 920',
      expect.stringMatching(/^hold \d+$/),
      'settle 350',
    ]);
    expect(used()).toBe(920 + 350);
    // The hold covers the answer's limit on top of the prompt.
    const held = Number(events[0]!.split(' ')[1]);
    expect(held).toBeGreaterThan(requests[0]!.body.max_completion_tokens!);
  });

  it('sends nothing once the budget refuses, and the analysis fails with the budget error', async () => {
    const { engine, requests } = await engineAgainst(answering);
    const report = pages(12);
    const { budget, events } = recordingBudget(5_000);
    await expect(engine.analyze(report, { budget })).rejects.toBeInstanceOf(TokenBudgetExceededError);
    // A call already sent when another lane was refused still gets its answer, settled.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const holds = events.filter((event) => event.startsWith('hold')).length;
    expect(events.filter((event) => event.startsWith('settle'))).toHaveLength(holds);
    // Every request sent had been held first; after the refusal no lane took another chunk.
    expect(requests.length).toBe(holds);
    expect(events.filter((event) => event.startsWith('refused'))).toHaveLength(1);
    expect(requests.length).toBeLessThan(12);
  });

  it('gives back the hold of a request that failed, and holds again for its retry', async () => {
    let calls = 0;
    const { engine } = await engineAgainst((request, index) => {
      calls = index + 1;
      return index === 0 ? { status: 500 } : answering(request, index);
    });
    const { budget, events, used } = recordingBudget(1_000_000);
    await engine.analyze(pages(1), { budget });
    expect(calls).toBe(3);
    expect(events.slice(0, 3)).toEqual([
      expect.stringMatching(/^hold/),
      'release',
      expect.stringMatching(/^hold/),
    ]);
    expect(used()).toBe(920 + 350);
  });

  it('charges an explanation to the budget it is given', async () => {
    const { engine } = await engineAgainst(() => ({
      content: JSON.stringify({
        issue_details: 'Water is entering around the chimney.',
        estimated_fix_price_range: { from: 400, to: 1200 },
        recommended_actions: ['Have a roofer reseal the flashing'],
      }),
      usage: { prompt: 400, completion: 100 },
    }));
    const { budget, used } = recordingBudget(1_000_000);
    await engine.explain(
      { title: 'Chimney flashing leaks', description: 'Water stains in the attic.', severity: 'major' },
      { summary: { strengths: [], weaknesses: [], final_recommendation: '' }, budget },
    );
    expect(used()).toBe(500);
  });
});

describe('worstCaseTokens', () => {
  it('is the estimated prompt, the schema and the answer limit', () => {
    const small = worstCaseTokens({
      messages: [{ role: 'user', content: 'x'.repeat(400) }],
      max_completion_tokens: 1_000,
    });
    const large = worstCaseTokens({
      messages: [{ role: 'user', content: 'x'.repeat(4_000) }],
      max_completion_tokens: 1_000,
    });
    expect(small).toBeGreaterThanOrEqual(1_000 + 100);
    expect(large - small).toBeGreaterThanOrEqual(900);
  });
});

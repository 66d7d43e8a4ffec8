// A local stand-in for an OpenAI-compatible server, for the engine's unit tests: it speaks the documented Chat
// Completions shapes (request and response), records every request, and answers from a script the test supplies.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: unknown } };
    max_completion_tokens?: number;
    [key: string]: unknown;
  };
}

/** What the server does with one request: answer content (a completion), an HTTP error, or a stall. */
export type FakeReply =
  | { content: string; finishReason?: string; usage?: { prompt: number; completion: number } }
  | { status: number; headers?: Record<string, string>; error?: string }
  | { delayMs: number; then: FakeReply };

export type Responder = (request: RecordedRequest, index: number) => FakeReply;

export interface FakeOpenAiServer {
  /** `http://127.0.0.1:<port>/v1`, the engine's baseURL. */
  baseURL: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export function completionBody(
  model: string,
  content: string,
  finishReason: string,
  usage: { prompt: number; completion: number },
) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: {
      prompt_tokens: usage.prompt,
      completion_tokens: usage.completion,
      total_tokens: usage.prompt + usage.completion,
    },
  };
}

export async function startFakeOpenAiServer(respond: Responder): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const raw = Buffer.concat(parts).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: raw ? JSON.parse(raw) : {},
      };
      requests.push(recorded);
      if (recorded.method !== 'POST' || recorded.path !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
        return;
      }
      const send = (reply: FakeReply) => {
        if (res.destroyed) return;
        if ('delayMs' in reply) {
          setTimeout(() => send(reply.then), reply.delayMs);
          return;
        }
        if ('status' in reply) {
          res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
          res.end(
            JSON.stringify({ error: { message: reply.error ?? 'error', type: 'server_error', code: null } }),
          );
          return;
        }
        const usage = reply.usage ?? { prompt: 1000, completion: 200 };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            completionBody(recorded.body.model, reply.content, reply.finishReason ?? 'stop', usage),
          ),
        );
      };
      send(respond(recorded, requests.length - 1));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

// The one way adapters call a provider over HTTP: a deadline on every call and errors that name the provider,
// never the URL (it can carry an API key).

export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`${provider}: ${message}`, options);
    this.name = 'ProviderUnavailableError';
  }
}

export interface JsonResponse {
  status: number;
  body: unknown;
}

/**
 * GETs `url` and parses its JSON body. Resolves for 2xx and 404 (callers decide what "not found" means); throws
 * ProviderUnavailableError for anything else, a timeout, a network failure or a body that is not JSON.
 */
export async function getJson(
  provider: string,
  url: URL,
  options: { headers?: Record<string, string>; timeoutMs: number },
): Promise<JsonResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new ProviderUnavailableError(provider, `request failed (${describe(error)})`, { cause: error });
  }
  const text = await response.text().catch(() => '');
  if (!response.ok && response.status !== 404) {
    throw new ProviderUnavailableError(provider, `answered HTTP ${response.status}`);
  }
  try {
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  } catch (error) {
    throw new ProviderUnavailableError(
      provider,
      `answered HTTP ${response.status} with a body that is not JSON`,
      {
        cause: error,
      },
    );
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.name === 'TimeoutError' ? 'timed out' : error.message;
  return String(error);
}

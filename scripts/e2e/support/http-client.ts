/**
 * A browser-like HTTP client for the BFF: it keeps the cookies the BFF sets (the `hw_session` cookie), and sends
 * `X-Requested-With: XMLHttpRequest` on state-changing requests as the SPA does, unless a test leaves it out on
 * purpose to check the CSRF guard.
 */

export interface HttpResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when the answer is JSON, else undefined. */
  body: unknown;
}

export type RequestBody =
  | { json: unknown }
  | { form: Record<string, string> }
  | { multipart: Record<string, string> }
  /** Sent exactly as given, for malformed-body tests. */
  | { raw: string | Uint8Array; contentType: string };

export interface RequestOptions {
  body?: RequestBody;
  /** Defaults to true for POST/PUT/PATCH/DELETE. */
  csrf?: boolean;
  headers?: Record<string, string>;
  /** 'manual' to look at a redirect instead of following it. */
  redirect?: 'follow' | 'manual';
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function encodeBody(body: RequestBody | undefined): {
  payload?: string | Uint8Array<ArrayBuffer> | FormData;
  contentType?: string;
} {
  if (!body) return {};
  if ('json' in body) return { payload: JSON.stringify(body.json), contentType: 'application/json' };
  if ('form' in body) {
    return {
      payload: new URLSearchParams(body.form).toString(),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  if ('multipart' in body) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body.multipart)) form.append(name, value);
    // fetch sets the multipart content type with its boundary itself.
    return { payload: form };
  }
  // A copy on its own ArrayBuffer: fetch's BodyInit takes no view of a shared or resizable buffer.
  const payload = typeof body.raw === 'string' ? body.raw : new Uint8Array(body.raw);
  return { payload, contentType: body.contentType };
}

export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** The cookie's value, if the BFF has set one (and not cleared it since). */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  get(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<HttpResponse> {
    return this.request('GET', path, options);
  }

  post(path: string, body?: RequestBody, options: Omit<RequestOptions, 'body'> = {}): Promise<HttpResponse> {
    return this.request('POST', path, { ...options, body });
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<HttpResponse> {
    const url = new URL(path, this.baseUrl);
    const { payload, contentType } = encodeBody(options.body);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (contentType) headers['content-type'] = contentType;
    if (options.csrf ?? STATE_CHANGING.has(method)) headers['x-requested-with'] = 'XMLHttpRequest';
    // Cookies are only ours to send to the BFF's own origin.
    if (url.origin === new URL(this.baseUrl).origin && this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await fetch(url, {
      method,
      headers,
      body: payload,
      redirect: options.redirect ?? 'follow',
      signal: AbortSignal.timeout(15_000),
    });
    this.remember(response.headers.getSetCookie());
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: isJson ? JSON.parse(text) : undefined,
    };
  }

  private remember(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

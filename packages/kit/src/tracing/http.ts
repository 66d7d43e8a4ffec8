import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { isTracingEnabled, tracer } from './provider';

/**
 * A server span per HTTP request, for the BFF (an Express middleware; Express is not needed to use it). The rest of
 * the request runs inside the span, so every gRPC call it makes is a child. `routeOf` names the matched route
 * template once the response is done (a bounded name; the path goes in `url.path`, without the query string,
 * which may hold a token).
 *
 * The BFF is the public edge: a `traceparent` sent by a browser is not trusted, since it would let any client choose
 * trace ids and force sampling. Every request starts a trace of its own.
 */
export function traceHttpRequests<Request extends IncomingMessage, Response extends ServerResponse>(
  routeOf: (response: Response) => string,
): (request: Request, response: Response, next: () => void) => void {
  return (request, response, next) => {
    if (!isTracingEnabled()) {
      next();
      return;
    }
    const method = request.method ?? 'GET';
    const span = tracer().startSpan(
      method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': method, 'url.path': (request.url ?? '/').split('?')[0] },
      },
      ROOT_CONTEXT,
    );
    response.once('close', () => {
      const route = routeOf(response);
      span.updateName(`${method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': response.statusCode });
      if (!response.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR, message: 'aborted' });
      else if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(trace.setSpan(ROOT_CONTEXT, span), next);
  };
}

import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { RouteLoading } from './layout/RouteLoading';

export interface LazyPage {
  /** The route's element: the page once its chunk has arrived, an accessible loading state until then. */
  element: ReactElement;
  /** Starts downloading the page's chunk (once) without rendering it, e.g. when a link to it is hovered. */
  preload(): Promise<unknown>;
}

const pages: LazyPage[] = [];

/** Downloads every lazy page's chunk: tests render routes as if the app had been open for a while. */
export function preloadAllPages(): Promise<unknown[]> {
  return Promise.all(pages.map((page) => page.preload()));
}

/**
 * A page that lives in its own chunk and is fetched the first time it is rendered (or preloaded), so a visitor's first
 * page does not download the editors, the report and the rest of the signed-in app.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  fallback: 'page' | 'content' = 'content',
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  // A failed download is forgotten, so the next render or preload tries again instead of replaying the error.
  const preload = () =>
    (loading ??= load().then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Page = lazy(preload);
  const page = {
    element: (
      <Suspense fallback={<RouteLoading fullPage={fallback === 'page'} />}>
        <Page />
      </Suspense>
    ),
    preload,
  };
  pages.push(page);
  return page;
}

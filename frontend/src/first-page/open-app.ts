import type { Root } from 'react-dom/client';

type AppModule = typeof import('./start-app');

let app: Promise<AppModule> | undefined;

/** Downloads the full app once; a failed download is forgotten so the next call tries again. */
export function loadApp(): Promise<AppModule> {
  app ??= import('./start-app').catch((error: unknown) => {
    app = undefined;
    throw error;
  });
  return app;
}

/** Shows the full app in `root` once it has arrived; until then the page on screen stays. */
export function openApp(root: Root, me: unknown, onFailure: () => void): void {
  loadApp().then((module) => module.startApp(root, me), onFailure);
}

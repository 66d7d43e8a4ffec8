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

let opening: Promise<void> | undefined;

/**
 * Shows the full app in `root` once it has arrived; until then the page on screen stays. Once: a second call while the
 * first is under way (two quick clicks, a session answer) does not start a second app.
 */
export function openApp(root: Root, me: unknown, onFailure: () => void): void {
  opening ??= loadApp().then(
    (module) => void module.startApp(root, me),
    () => {
      opening = undefined;
      onFailure();
    },
  );
}

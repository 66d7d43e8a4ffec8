import path from 'node:path';
import express, { Router } from 'express';
import { locals } from './locals';

/**
 * Serves the built SPA: files from `dir` (Vite's hashed /assets cached for a year, everything else revalidated),
 * and index.html for any other GET that is not under /api and does not name a file, so client-side routes such as
 * /auth/sign-in load the app.
 */
export function spa(dir: string): Router {
  const root = path.resolve(dir);
  const index = path.join(root, 'index.html');
  const router = Router();
  router.use(
    express.static(root, {
      index: false,
      setHeaders(response, filePath) {
        const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
        response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  router.use((request, response, next) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.path.startsWith('/api/') &&
      path.extname(request.path) === '';
    if (!isPage) {
      next();
      return;
    }
    locals(response).routeTemplate = 'spa';
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index, (error) => {
      if (error) next(error);
    });
  });
  return router;
}

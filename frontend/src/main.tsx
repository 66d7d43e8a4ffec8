import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { prefetchLikelyNextPages, router } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// Once the first page is in and the browser has nothing else to do; a browser without requestIdleCallback waits a bit.
window.addEventListener(
  'load',
  () => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(prefetchLikelyNextPages, { timeout: 5000 });
    else setTimeout(prefetchLikelyNextPages, 2000);
  },
  { once: true },
);

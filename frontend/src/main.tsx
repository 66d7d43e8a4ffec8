import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadApp, openApp } from './first-page/open-app';
import { firstPageFor } from './first-page/route';
import { SignedOutEntry } from './first-page/SignedOutEntry';
import { AppUnavailable } from './first-page/AppUnavailable';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

// The app could not be downloaded (offline, a deploy replaced its chunks): say so, with a way to try again.
const unavailable = () => root.render(<AppUnavailable />);
const open = (me?: unknown) => openApp(root, me, unavailable);
const preload = () => void loadApp().catch(() => undefined);

// A signed-out visitor's first page is drawn by a small entry; every other address loads the full app at once.
const first = firstPageFor(window.location.pathname, window.location.search);
if (first.kind === 'app') open();
else
  root.render(
    <StrictMode>
      <SignedOutEntry first={first} openApp={open} preloadApp={preload} />
    </StrictMode>,
  );

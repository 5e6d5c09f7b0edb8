import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startBackendForSignedInVisit } from '@/services/auth';
import { hasFirstFrame } from '@/routes/first-frame';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// A page of the signed-in app (a reload, a link from a chat) waits for the database: start it now,
// beside the router and the page's chunks. The sign-in page starts it itself once it has painted.
if (!hasFirstFrame(window.location.pathname)) startBackendForSignedInVisit();
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The sign-in page's first frame is in index.html already (src/routes/build/prerender-first-frame.ts):
// let the browser paint it before React draws the same frame over it.
if (container.querySelector('[data-prerendered]')) requestAnimationFrame(() => setTimeout(render, 0));
else render();

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#src/app/app';
import { initFirstScreenI18n } from '#src/lib/i18n';
import '#src/styles/global.css';

/** A hidden tab paints no frames: start anyway after this long. */
const FIRST_PAINT_WAIT_MS_MAX = 100;

/** Resolves once the browser has painted a frame (index.html's static first screen). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = window.setTimeout(resolve, FIRST_PAINT_WAIT_MS_MAX);
    requestAnimationFrame(() => {
      window.setTimeout(() => {
        window.clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}

// The page's Content Security Policy forbids eval, and Zod probes for it with `new Function`,
// which the browser reports as a policy violation even though Zod catches the refusal. Zod reads
// its configuration from this global when it loads (later, in a lazy chunk); `z.config` here
// would bring Zod's core into the first chunk (3.6 KB gzip).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The scripts often arrive before the first frame: let the static first screen paint before
// React takes the main thread.
await Promise.all([initFirstScreenI18n(), afterNextPaint()]);
const root = createRoot(container);
// index.html already shows the first screen, so the first render need not block the main
// thread: as a transition React renders in slices and yields to the browser between them.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

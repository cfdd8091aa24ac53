import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#src/app/app';
import { initI18n } from '#src/lib/i18n';
import '#src/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

await initI18n();
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

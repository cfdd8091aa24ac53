import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#src/app/app';
import { initI18n } from '#src/lib/i18n';
import '#src/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

await initI18n();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

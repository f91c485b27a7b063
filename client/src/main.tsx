import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadChosenLanguage } from './app/i18n/catalogs.js';
import { App } from './app/provider.js';
import { listenForInstallPrompt } from './app/pwa/install-prompt.js';
import { registerAppWorker } from './app/pwa/register-app-worker.js';
import './app/styles/global.css';

// The browser may offer to install the app before React renders (issue 14).
listenForInstallPrompt();
if (import.meta.env.PROD) registerAppWorker();
// A player who chose Hindi sees Hindi from the first paint, not English first.
await loadChosenLanguage();
// As a transition, React renders the first page in slices and lets the browser in between,
// rather than in one long task a phone's user cannot interrupt (issue 14: total blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App />));

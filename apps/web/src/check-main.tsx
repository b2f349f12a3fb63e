import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureClient } from './api/client-config';
import { CheckApp, TOKEN_KEY } from './features/field-check/mobile/check-app';
import './features/field-check/mobile/check.css';

// The check app (外业核查): its own entry and chunk, without antd or the desktop shell, so a phone on a weak
// signal loads it quickly. It shares the API client and the token of the desktop app.
configureClient({
  getTokens: () => ({ token: localStorage.getItem(TOKEN_KEY), demoToken: null }),
  clearSession: () => localStorage.removeItem(TOKEN_KEY),
});

// The service worker keeps the app, its assets and the imagery tiles for the field (public/check-sw.js).
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/check-sw.js', { scope: '/check' }).catch(() => undefined);
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <CheckApp />
    </StrictMode>,
  );
}

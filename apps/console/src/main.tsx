import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/routes.tsx';
import { initI18n } from './lib/i18n.ts';
import { languageFromQuery, storeLanguage } from './lib/session.ts';

// After a new release the old lazy chunks are gone: load the new build once instead of showing an error.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('reloaded-for-release') === window.location.pathname) return;
  event.preventDefault();
  sessionStorage.setItem('reloaded-for-release', window.location.pathname);
  window.location.reload();
});

const language = languageFromQuery(window.location.search);
if (language) storeLanguage(language);

void initI18n().then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
});

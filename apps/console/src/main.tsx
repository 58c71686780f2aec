import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/routes.tsx';
import { initI18n } from './lib/i18n.ts';
import { languageFromQuery, storeLanguage } from './lib/session.ts';

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

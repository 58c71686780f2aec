import type { TFunction } from 'i18next';

/** The texts of the sessions' and a session's projects' list states (ListStates). */
export const projectListTexts = (t: TFunction, list: 'sessions' | 'projects') => ({
  loading: t('projetos.loading'),
  retry: t('projetos.retry'),
  empty: t(`projetos.${list}.empty`),
  noMatch: t(`projetos.${list}.noMatch`),
});

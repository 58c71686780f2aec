import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '@mui/material';
import { collectionByTag, USERS_IMPORT_TARGET, type Language } from '@console/contract';
import { ImportWizard } from '../components/ImportWizard.tsx';

/** /usuarios/importar: members from a spreadsheet, with the welcome mails as an option. */
export function UsersImportPage() {
  const { t } = useTranslation();
  return <ImportWizard target={USERS_IMPORT_TARGET} label={t('users.title')} backTo="/usuarios" welcomeOption />;
}

/** /:tag/importar: the rows of a collection whose definition allows importing. */
export function CollectionImportPage() {
  const { t, i18n } = useTranslation();
  const { tag = '' } = useParams();
  const def = collectionByTag(tag);
  if (!def?.import) return <Alert severity="warning">{t('imports.notImportable')}</Alert>;
  const lang = (['pt-br', 'en', 'es'].includes(i18n.language) ? i18n.language : 'pt-br') as Language;
  return <ImportWizard target={def.entity} label={def.label[lang]} backTo={`/${tag}`} />;
}

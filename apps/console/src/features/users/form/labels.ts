import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, labelIn, type FormField } from '@console/contract';

type Labelled = Pick<FormField, 'key' | 'label' | 'labels' | 'custom'>;

/**
 * A user-form field's label in the interface language: the administrator's label for that language when given;
 * else, for a standard field in English or Spanish, its translation (users.form.standard.<key>); else the
 * (Portuguese) label the client set.
 */
export function useFieldLabel(): (field: Labelled) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (field: Labelled) => {
      const own = labelIn(field, language);
      if (own !== field.label || field.custom || language === DEFAULT_LANGUAGE) return own;
      return t(`users.form.standard.${field.key}`, { defaultValue: field.label });
    },
    [t, language],
  );
}

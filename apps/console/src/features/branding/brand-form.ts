import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  BRAND_IMAGES,
  COLOR_MESSAGE,
  IMAGE_MESSAGE,
  brandColor,
  colorConfig,
  type ColorConfig,
  type ColorUpdateBody,
} from '@console/contract';
import { COLOR_FIELDS, type ColorField } from './contrast.ts';

export type ImageField = (typeof BRAND_IMAGES)[number];

/** The brand editor's fields: colours as typed, the images' /media/ addresses (null: none), the template's platform type. */
export type BrandValues = Record<ColorField, string> & Record<ImageField, string | null> & { platform_type: string };
export type BrandField = keyof BrandValues;

export const valuesOf = (config: ColorConfig): BrandValues =>
  ({
    ...Object.fromEntries(COLOR_FIELDS.map((field) => [field, config[field]])),
    ...Object.fromEntries(BRAND_IMAGES.map((field) => [field, config[field]])),
    platform_type: config.template.platform_type,
  }) as BrandValues;

/** A colour as typed, when the contract accepts it (trimmed); else null. */
const validColor = (value: string): string | null => {
  const parsed = brandColor.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The config the preview wears: the edited values, a colour being typed that is not valid yet keeping the saved one. */
export const draftOf = (values: BrandValues, saved: ColorConfig): ColorConfig => ({
  ...saved,
  ...Object.fromEntries(COLOR_FIELDS.map((field) => [field, validColor(values[field]) ?? saved[field]])),
  ...Object.fromEntries(BRAND_IMAGES.map((field) => [field, values[field]])),
  template: { ...saved.template, platform_type: values.platform_type },
});

/**
 * The body of the save: only what differs from the saved config (an image left as it was is not checked against the
 * library again).
 */
export function changesOf(values: BrandValues, saved: ColorConfig): ColorUpdateBody['config'] {
  const changes: Record<string, unknown> = {};
  for (const field of COLOR_FIELDS) {
    const value = validColor(values[field]) ?? values[field];
    if (value !== saved[field]) changes[field] = value;
  }
  for (const field of BRAND_IMAGES) if (values[field] !== saved[field]) changes[field] = values[field];
  if (values.platform_type !== saved.template.platform_type) changes.template = { platform_type: values.platform_type };
  return changes as ColorUpdateBody['config'];
}

/** A saved version of the history (an audit entry's before or after), when it reads as a colour config. */
export function configOf(version: unknown): ColorConfig | null {
  const parsed = colorConfig.safeParse(version);
  return parsed.success ? parsed.data : null;
}

const MESSAGE_KEYS = new Map<string, string>([
  [COLOR_MESSAGE, 'color'],
  [IMAGE_MESSAGE, 'image'],
]);

/** The contract's (Portuguese) messages of the brand in the interface language; any other message as it came. */
export const translateBrandMessage = (t: TFunction, message: string): string => {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(`brandEditor.validation.${key}`) : message;
};

/** The field of a 422's key ('config.primary', 'config.template.platform_type'); null for one the form does not show. */
export function fieldOfServerKey(key: string): BrandField | null {
  const name = key.replace(/^config\./, '');
  if (name === 'template.platform_type' || name === 'template') return 'platform_type';
  return (COLOR_FIELDS as readonly string[]).includes(name) || (BRAND_IMAGES as readonly string[]).includes(name)
    ? (name as BrandField)
    : null;
}

/** Checks each colour with the contract's brandColor, its message in the interface language. */
export const brandResolver =
  (t: TFunction): Resolver<BrandValues> =>
  async (values) => {
    const errors: FieldErrors<BrandValues> = {};
    for (const field of COLOR_FIELDS) {
      const parsed = brandColor.safeParse(values[field]);
      if (!parsed.success)
        errors[field] = {
          type: 'validate',
          message: translateBrandMessage(t, parsed.error.issues[0]?.message ?? COLOR_MESSAGE),
        };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };

/** The fields a saved version changed (its before against its after). */
export const changedFields = (before: ColorConfig, after: ColorConfig): BrandField[] =>
  Object.keys(changesOf(valuesOf(after), before)).map((key) =>
    key === 'template' ? 'platform_type' : (key as BrandField),
  );

/** A field's label in the interface language. */
export const fieldLabel = (t: TFunction, field: BrandField): string =>
  field === 'platform_type'
    ? t('brandEditor.platformType.label')
    : (BRAND_IMAGES as readonly string[]).includes(field)
      ? t(`brandEditor.images.${field}`)
      : t(`brandEditor.colors.${field}`);

import { useTranslation } from 'react-i18next';
import {
  BANNER_ASPECT_RATIO,
  type CollectionFieldMeta,
  type CollectionMeta,
  type CollectionRow,
} from '@console/contract';
import { EditModal, type EditModalField, type EditModalValues } from '../../../components/EditModal.tsx';
import { useToast } from '../../../components/toast.tsx';
import type { ParentRef } from '../../../lib/data-provider.ts';
import { ApiError } from '../../../lib/http.ts';
import { useCreateRecord, useUpdateRecord } from '../api/records.ts';
import { translateCollectionMessage } from './resolver.ts';

/** The field 'Descrição' of the modal stands for. */
const DESCRIPTION_FIELD = 'descricao';

/** How a `quick` collection fills the generic edit modal of SPEC.md §2.2. */
export interface QuickLayout {
  /** The title field, then the other required one-line texts. */
  fields: EditModalField[];
  /** The image field cropped at 110/33 (the banner area), if the collection has one. */
  image: string | null;
  /** 'descricao', if the collection has it. */
  description: string | null;
}

const isBanner = (field: CollectionFieldMeta) =>
  field.kind === 'image' && field.aspect !== null && Math.abs(field.aspect - BANNER_ASPECT_RATIO) < 0.01;

export function quickLayout(meta: CollectionMeta): QuickLayout {
  const texts = meta.fields.filter((field) => field.kind === 'text' && (field.name === meta.title || field.required));
  texts.sort((a, b) => Number(b.name === meta.title) - Number(a.name === meta.title));
  return {
    fields: texts.map((field) => ({ fieldName: field.name, fieldLabel: field.label })),
    image: meta.fields.find(isBanner)?.name ?? null,
    description:
      meta.fields.find(
        (field) => field.name === DESCRIPTION_FIELD && (field.kind === 'longtext' || field.kind === 'text'),
      )?.name ?? null,
  };
}

/**
 * Whether the quick modal shows every field of the collection: its title and required texts, its banner and its
 * description. A collection with any other field (banners: link, position, period, order, active) opens the full form
 * instead, so that nothing it needs is out of reach.
 */
export function quickCovers(meta: CollectionMeta): boolean {
  const layout = quickLayout(meta);
  const shown = new Set<string>(layout.fields.map((field) => field.fieldName));
  if (layout.image) shown.add(layout.image);
  if (layout.description) shown.add(layout.description);
  return meta.fields.every((field) => shown.has(field.name));
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The modal's starting values from a stored row. */
function quickInitial(layout: QuickLayout, record: CollectionRow | null): Partial<EditModalValues> {
  if (!record) return {};
  return {
    image: layout.image ? textOf(record[layout.image]) || null : null,
    description: layout.description ? textOf(record[layout.description]) || null : null,
    fields: Object.fromEntries(layout.fields.map((field) => [field.fieldName, textOf(record[field.fieldName])])),
  };
}

/** The body of a save: the configured fields, the banner and the description. */
function quickBody(layout: QuickLayout, values: EditModalValues): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values.fields };
  if (layout.image) body[layout.image] = values.image;
  if (layout.description) body[layout.description] = values.description;
  return body;
}

export interface QuickEditModalProps {
  meta: CollectionMeta;
  open: boolean;
  /** The row edited; null creates one. */
  record: CollectionRow | null;
  /** A new child's parent. */
  parent?: ParentRef | null;
  onClose: () => void;
  /** After a successful save (the modal closes itself through onClose too). */
  onSaved?: (row: CollectionRow) => void;
}

/**
 * Quick create and edit of a `quick` collection (banners, categories) in the generic edit modal: its title and
 * required texts as the configured fields, its 110/33 image as the banner, its 'descricao' as 'Descrição'. Saves
 * through the data provider; the server's refusals show on the modal's fields.
 */
export function QuickEditModal({ meta, open, record, parent = null, onClose, onSaved }: QuickEditModalProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const create = useCreateRecord(meta, parent ?? undefined);
  const update = useUpdateRecord(meta);
  const layout = quickLayout(meta);

  const save = async (values: EditModalValues) => {
    const body = quickBody(layout, values);
    try {
      const row = record ? await update.mutateAsync({ id: record.id, body }) : await create.mutateAsync(body);
      toast({
        kind: 'success',
        message: t(record ? 'collection.form.updated' : 'collection.form.created', { item: meta.item }),
      });
      onSaved?.(row);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError) || !error.errors) throw error;
      // The modal names the description 'description'; every message in the interface language.
      const errors = Object.fromEntries(
        Object.entries(error.errors).map(([key, messages]) => [
          key === layout.description ? 'description' : key,
          messages.map((message) => translateCollectionMessage(t, message)),
        ]),
      );
      throw new ApiError(error.message, error.status, errors);
    }
  };

  return (
    <EditModal
      open={open}
      title={t(record ? 'collection.modal.editTitle' : 'collection.modal.newTitle', { item: meta.item })}
      fields={layout.fields}
      initial={quickInitial(layout, record)}
      banner={layout.image !== null}
      projectMode={layout.description === null}
      onClose={onClose}
      onSave={save}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { EditModal, type EditModalField, type EditModalValues } from './EditModal.tsx';

export interface CreateDialogProps {
  open: boolean;
  /**
   * The entity the new record belongs to: none (null, undefined or an empty title) creates a session, 'Criar uma
   * sessão'; a session creates a project in it, 'Criar projeto'.
   */
  owner?: { id: number; title?: string | null } | null;
  /** The inputs asked for; by default one required 'Título' (fieldName 'title'). */
  fields?: readonly EditModalField[];
  /** The banner area of aspect 110/33 (default true). */
  banner?: boolean;
  initial?: Partial<EditModalValues>;
  onClose: () => void;
  /** Same contract as the edit modal's: a rejection keeps the dialog open with the server's messages. */
  onSave: (values: EditModalValues) => Promise<void> | void;
}

/** Whether the owner entity is empty (SPEC.md §2.9). */
export const isEmptyOwner = (owner: CreateDialogProps['owner']): boolean => !owner || !owner.id;

/**
 * SPEC.md §2.9, the create dialog: the generic edit modal (§2.2) in project mode (no 'Descrição'), titled
 * 'Criar uma sessão' when the owner entity is empty, otherwise 'Criar projeto'.
 */
export function CreateDialog({ owner, fields, banner = true, ...props }: CreateDialogProps) {
  const { t } = useTranslation();
  const title = isEmptyOwner(owner) ? t('projetos.create.session') : t('projetos.create.project');
  return (
    <EditModal
      {...props}
      title={title}
      banner={banner}
      projectMode
      fields={fields ?? [{ fieldName: 'title', fieldLabel: t('projetos.create.titleLabel') }]}
    />
  );
}

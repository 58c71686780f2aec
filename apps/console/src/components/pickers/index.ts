/** The shared pickers (SPEC.md §2.1, §2.7, §2.8) used by users, permissions, feed and projects. */
export {
  SelectDialog,
  type SelectDialogProps,
  type SingleSelectDialogProps,
  type MultiSelectDialogProps,
  type SelectItem,
  type SelectDialogTexts,
} from './SelectDialog.tsx';
export { UserPicker, type UserPickerProps } from './UserPicker.tsx';
export {
  ListPicker,
  type ListPickerProps,
  type SingleListPickerProps,
  type MultiListPickerProps,
} from './ListPicker.tsx';
export { foldText } from './filter.ts';
export { PersonAvatar } from './PersonAvatar.tsx';
export type { PickerId } from './PickerParts.tsx';

/** What every field control takes: its label and value, the form's handlers and ref, and its state. */
export interface ControlProps<V> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  name: string;
  required: boolean;
  readOnly: boolean;
  error?: string;
  help?: string | null;
}

import { DateField } from '../../../components/DateField.tsx';
import type { ControlProps } from '../../../components/control-props.ts';

export { DatesProvider } from '../../../components/DateField.tsx';

export interface DateControlProps extends ControlProps<string> {
  kind: 'date' | 'datetime';
}

/** A collection's date or date-time field: the shared date field with the form's handlers. */
export const DateControl = (props: DateControlProps) => <DateField {...props} />;

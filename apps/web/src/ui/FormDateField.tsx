import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { DateField, type DateFieldProps } from './DateField';

/*
 * The portal's date field (decision 057) as one field of a React Hook Form form: the form holds the day as the
 * contracts take it ('YYYY-MM-DD'), the person sees and types dd/mm/yyyy. It changes with DateField.
 */
export function FormDateField<V extends FieldValues>({
  control,
  name,
  ...field
}: Omit<DateFieldProps, 'value' | 'onValueChange' | 'onBlur' | 'name' | 'inputRef'> & {
  control: Control<V, unknown, unknown>;
  name: FieldPath<V>;
}) {
  const { field: bound } = useController({ control, name });
  return (
    <DateField
      {...field}
      name={bound.name}
      value={typeof bound.value === 'string' ? bound.value : ''}
      onValueChange={bound.onChange}
      onBlur={bound.onBlur}
      inputRef={bound.ref}
      disabled={field.disabled ?? bound.disabled}
    />
  );
}

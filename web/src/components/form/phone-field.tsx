import { Controller } from 'react-hook-form';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { PhoneInput } from '@/components/phone-input';
import { FormField } from './form-field';

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps<T extends FieldValues> {
  /** The react-hook-form control of the form. */
  control: Control<T>;
  /** The form's string field holding the phone number (E.164 as the PhoneInput gives it). */
  name: FieldPathByValue<T, string>;
  /** The visible label; 'Phone Number' by default. */
  label?: string;
  /** Marks the label with the required indicator. */
  required?: boolean;
  /** Runs before each change is stored (e.g. to clear a form-level error). */
  onEdit?: (value: string) => void;
}

/**
 * A labelled phone number field bound to a react-hook-form form: the country picker input with its
 * validation message (spec §2 sign-up, account, contact and callback forms; §5 phone rules).
 */
export function PhoneField<T extends FieldValues>({
  control,
  name,
  label = 'Phone Number',
  required,
  onEdit,
}: PhoneFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          label={label}
          required={required}
          error={fieldState.error?.message}
          control={
            <PhoneInput
              name={field.name}
              value={field.value}
              onChange={(value) => {
                onEdit?.(value);
                field.onChange(value);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              invalid={Boolean(fieldState.error)}
            />
          }
        />
      )}
    />
  );
}

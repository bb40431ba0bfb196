import { Button, Checkbox, Field, SimpleGrid, Stack } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { PhoneInput } from '@/components/phone-input';
import { FormField } from '@/components/form/form-field';
import type { ContactData, ContactValues } from '../lib/checkout-schema';

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** The contact form, owned by the checkout page. */
  form: UseFormReturn<ContactValues, unknown, ContactData>;
  /** Called with the validated details when the step is saved. */
  onSave: (data: ContactData) => void;
}

/** The contact info step (spec §2 Checkout): name, phone, email and the news opt-in. */
export function ContactForm({ form, onSave }: ContactFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  return (
    <form onSubmit={(e) => void handleSubmit(onSave)(e)} noValidate aria-label="Contact info">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            label="Name"
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <Field.Root>
              <Field.Label>Phone</Field.Label>
              <PhoneInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                inputRef={field.ref}
              />
            </Field.Root>
          )}
        />
        <Controller
          control={control}
          name="newsOptIn"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(e) => field.onChange(e.checked === true)}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>Email me with news and offers</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      </Stack>
      <Button type="submit" mt="5" colorPalette="brand" borderRadius="full" px="8">
        Save
      </Button>
    </form>
  );
}

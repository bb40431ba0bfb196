import { Button, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { SHIPPING_LABELS } from '../lib/checkout-schema';
import type { ShippingData, ShippingValues } from '../lib/checkout-schema';

/** Props of {@link ShippingForm}. */
export interface ShippingFormProps {
  /** The shipping form, owned by the checkout page (it validates it again on Confirm Order). */
  form: UseFormReturn<ShippingValues, unknown, ShippingData>;
  /** Called with the validated address when the step is saved. */
  onSave: (data: ShippingData) => void;
  /** More of the step above its Save button (issue 24: save the address to the book). */
  children?: ReactNode;
}

/** The shipping address step (spec §2 Checkout): first name, address, city, country, all required. */
export function ShippingForm({ form, onSave, children }: ShippingFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  return (
    <form onSubmit={(e) => void handleSubmit(onSave)(e)} noValidate aria-label="Shipping address">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label={SHIPPING_LABELS.firstName}
          required
          autoComplete="shipping given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <FormField
          label={SHIPPING_LABELS.address}
          required
          autoComplete="shipping street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <FormField
          label={SHIPPING_LABELS.city}
          required
          autoComplete="shipping address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <FormField
          label={SHIPPING_LABELS.country}
          required
          autoComplete="shipping country-name"
          error={errors.country?.message}
          {...register('country')}
        />
      </SimpleGrid>
      {children}
      <Button type="submit" mt="5" colorPalette="brand" borderRadius="full" px="8">
        Save
      </Button>
    </form>
  );
}

import { Box, Button, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { runChange } from '../lib/run-change';
import { saveStatuses } from './cache';
import { AddDeliveryStatusMutation } from './documents';

const addSchema = z.object({
  name: z.string().trim().min(1, 'Enter a status name.').max(60, 'At most 60 characters.'),
  after: z.string(),
});

/**
 * Adds a delivery status where the admin chooses (issue 26): after any status but the last, so
 * 'awaiting dispatch' stays first and 'order delivered' last; by default just before the last.
 * The new list shows at once (the payload is written to the cache).
 */
export function AddStatusForm({ statuses }: { statuses: { id: string; name: string }[] }) {
  const [add] = useMutation(AddDeliveryStatusMutation, {
    update: (cache, { data }) =>
      saveStatuses(cache, data?.admin.addDeliveryStatus.deliveryStatuses),
  });
  const choices = statuses.slice(0, -1);
  const lastChoice = String(Math.max(choices.length - 1, 0));
  const form = useForm({
    resolver: zodResolver(addSchema),
    defaultValues: { name: '', after: lastChoice },
  });
  const submit = form.handleSubmit(async ({ name, after }) => {
    const position = Number(after) + 2; // 1-based place just after choice `after`
    const done = await runChange(
      async () => (await add({ variables: { name, position } })).data?.admin.addDeliveryStatus,
      `'${name}' added.`,
    );
    if (done) form.reset({ name: '', after: String(Math.max(choices.length, 0)) });
  });
  return (
    <Flex as="form" gap="3" align="end" wrap="wrap" onSubmit={(e) => void submit(e)}>
      <Box flex="1" minW="12rem">
        <FormField
          label="New status"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
      </Box>
      <Field.Root flex="1" minW="12rem">
        <Field.Label>Place it after</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('after')}>
            {choices.map((s, i) => (
              <option key={s.id} value={String(i)}>
                {s.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button type="submit" loading={form.formState.isSubmitting}>
        Add status
      </Button>
    </Flex>
  );
}

import { Box, Button, Field, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { NewsSection } from '@/components/news-section';

const schema = z.object({
  contentHtml: z
    .string()
    .trim()
    .min(1, 'Write the news item.')
    .max(20000, 'At most 20,000 characters.'),
});

/** Props of {@link NewsEditor}. */
export interface NewsEditorProps {
  /** The HTML to start from ('' for a new item). */
  initial: string;
  /** When the item was created (the preview's date); now for a new item. */
  createdAt: string;
  /** The save button's text. */
  submitLabel: string;
  /** Saves; resolves true when saved (the form then clears or closes). */
  onSave: (contentHtml: string) => Promise<boolean>;
  /** Closes the editor without saving, when it can be closed. */
  onCancel?: () => void;
}

/**
 * A news item's HTML editor (issue 9 News) with a live preview exactly as the home page shows it
 * (sanitised in the browser for the preview; the server sanitises again when saving).
 */
export function NewsEditor({ initial, createdAt, submitLabel, onSave, onCancel }: NewsEditorProps) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { contentHtml: initial } });
  const html = useWatch({ control: form.control, name: 'contentHtml' });
  const previewId = useId().replace(/:/gu, '');
  const submit = form.handleSubmit(async ({ contentHtml }) => {
    if ((await onSave(contentHtml)) && !onCancel) form.reset({ contentHtml: '' });
  });
  const error = form.formState.errors.contentHtml?.message;
  return (
    <Stack as="form" gap="3" onSubmit={(e) => void submit(e)}>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>News HTML</Field.Label>
        <Textarea rows={5} fontFamily="mono" fontSize="sm" {...form.register('contentHtml')} />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      <Flex gap="2">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Flex>
      {html.trim() ? (
        <Box
          borderWidth="1px"
          borderRadius="md"
          overflow="hidden"
          aria-label="Preview"
          role="region"
        >
          <Text fontSize="xs" fontWeight="600" px="3" py="1" bg="bg.muted">
            Preview, as the home page shows it
          </Text>
          <NewsSection
            news={[{ id: 'preview', contentHtml: html, createdAt }]}
            headingId={`news-preview-${previewId}`}
          />
        </Box>
      ) : null}
    </Stack>
  );
}

import { Box, Button, Field, Flex, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { NewsSection } from '@/components/news-section';
import type { NewsInput, NewsStatus } from '../__generated__/graphql';
import { RichTextEditor } from '../components/rich-text-editor';

const schema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(200, 'At most 200 characters.'),
  contentHtml: z
    .string()
    .trim()
    .min(1, 'Write the news item.')
    .max(20000, 'At most 20,000 characters.'),
  status: z.enum(['DRAFT', 'PUBLISHED']),
  publishAt: z
    .string()
    .refine((v) => !Number.isNaN(new Date(v).getTime()), 'Enter the publish date and time.'),
});

type Values = z.infer<typeof schema>;

/** An ISO 8601 instant as a `datetime-local` value in the browser's time zone (minutes). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A news item's editable fields as {@link NewsEditor} starts from. */
export interface NewsDraft {
  title: string;
  contentHtml: string;
  status: NewsStatus;
  /** ISO 8601. */
  publishAt: string;
}

/** Props of {@link NewsEditor}. */
export interface NewsEditorProps {
  /** The item to start from (an empty published item dated now for a new one). */
  initial: NewsDraft;
  /** The publish button's text (e.g. 'Publish' or 'Save'); a draft is saved with 'Save draft'. */
  submitLabel: string;
  /** Saves; resolves true when saved (the form then clears or closes). */
  onSave: (input: NewsInput) => Promise<boolean>;
  /** Closes the editor without saving, when it can be closed. */
  onCancel?: () => void;
}

/**
 * A news item's editor (issue 9 News; issue 26 rich text): title, text in the rich text editor,
 * draft or published, publish date; with a live preview exactly as the home page shows it
 * (sanitised in the browser for the preview; the server sanitises again when saving).
 */
export function NewsEditor({ initial, submitLabel, onSave, onCancel }: NewsEditorProps) {
  const start: Values = {
    title: initial.title,
    contentHtml: initial.contentHtml,
    status: initial.status,
    publishAt: toLocalInput(initial.publishAt),
  };
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: start });
  const [title, html, status, publishAt] = useWatch({
    control: form.control,
    name: ['title', 'contentHtml', 'status', 'publishAt'],
  });
  const previewId = useId().replace(/:/gu, '');
  const submit = form.handleSubmit(async (v) => {
    const input = { ...v, publishAt: new Date(v.publishAt).toISOString() };
    if (!(await onSave(input)) || onCancel) return;
    form.reset({ ...start, publishAt: toLocalInput(new Date().toISOString()) });
  });
  const errors = form.formState.errors;
  const previewDate = Number.isNaN(new Date(publishAt).getTime())
    ? ''
    : new Date(publishAt).toISOString();
  return (
    <Stack as="form" gap="3" onSubmit={(e) => void submit(e)}>
      <FormField label="Title" required error={errors.title?.message} {...form.register('title')} />
      <Controller
        control={form.control}
        name="contentHtml"
        render={({ field }) => (
          <RichTextEditor
            label="Text"
            value={field.value}
            onChange={field.onChange}
            error={errors.contentHtml?.message}
          />
        )}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Field.Root>
          <Field.Label>State</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('status')}>
              <option value="PUBLISHED">Published (on the home page from the publish date)</option>
              <option value="DRAFT">Draft (not on the home page)</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <FormField
          label="Publish date"
          type="datetime-local"
          required
          error={errors.publishAt?.message}
          {...form.register('publishAt')}
        />
      </SimpleGrid>
      <Flex gap="2">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {status === 'DRAFT' ? 'Save draft' : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Flex>
      {html.trim() || title.trim() ? (
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
            news={[{ id: 'preview', title, contentHtml: html, publishedAt: previewDate }]}
            headingId={`news-preview-${previewId}`}
          />
        </Box>
      ) : null}
    </Stack>
  );
}

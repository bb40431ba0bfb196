import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Props of {@link FormSection}. */
export interface FormSectionProps {
  /** The group's h2, e.g. 'Office Address'. */
  title: string;
  /** Fields per row from the md breakpoint; one per row below it. */
  columns: 2 | 3;
  /** Shown between the heading and the fields (e.g. the 'Same as Office Address' box). */
  lead?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** A titled group of form fields in a responsive grid (spec §2 sign-up and account information). */
export function FormSection({ title, columns, lead, children }: FormSectionProps) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {lead}
      <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

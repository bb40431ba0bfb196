import { DataList, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled white panel of an admin detail screen (issue 9); its h2 names the section. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/\W+/gu, '-')}`;
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      gap="4"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Label/value pairs of a detail panel; an empty value shows as a dash. */
export function Fields({ items }: { items: [string, ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" css={{ '--data-list-label-width': '9rem' }}>
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value || '—'}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

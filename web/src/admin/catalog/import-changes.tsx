import { Box, List, Text } from '@chakra-ui/react';
import type { AdminImportReportFieldsFragment } from '../__generated__/graphql';

type Report = Pick<AdminImportReportFieldsFragment, 'dryRun' | 'changes' | 'changesTotal'>;

/** Longest value shown in full; longer ones (descriptions) are cut, the whole in a tooltip. */
const SHOWN = 140;

function Value({ value, tone }: { value: string | null; tone: 'old' | 'new' }) {
  const text = value ?? '(none)';
  const cut = text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
  return (
    <Text
      as="span"
      title={text.length > SHOWN ? text : undefined}
      color={tone === 'old' ? 'fg.muted' : 'fg'}
      textDecoration={tone === 'old' ? 'line-through' : undefined}
      wordBreak="break-word"
    >
      {cut}
    </Text>
  );
}

/**
 * The fields an import changes (issue 26): one line each, "SH-MAT-003 · Price: €499.00 → €449.00",
 * so the one real change of a file is seen at once; an untouched export lists none.
 */
export function ImportChanges({ report }: { report: Report }) {
  if (report.changesTotal === 0) return null;
  const unlisted = report.changesTotal - report.changes.length;
  return (
    <Box mt="3">
      <Text fontWeight="semibold" fontSize="sm" mb="1">
        {report.dryRun ? 'What would change' : 'What changed'} ({report.changesTotal})
      </Text>
      <List.Root aria-label="Changed fields" fontSize="sm" gap="1" ps="4">
        {report.changes.map((c) => (
          <List.Item key={`${c.entity}|${c.key}|${c.field}|${c.before ?? ''}|${c.after ?? ''}`}>
            <Text as="span" fontWeight="medium">
              {c.key}
            </Text>{' '}
            · {c.field}: <Value value={c.before} tone="old" /> →{' '}
            <Value value={c.after} tone="new" />
          </List.Item>
        ))}
      </List.Root>
      {unlisted > 0 ? (
        <Text fontSize="sm" mt="1" color="fg.muted">
          … and {unlisted} more changed fields.
        </Text>
      ) : null}
    </Box>
  );
}

import { Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { runChange } from '../lib/run-change';
import { StartStatementsExportMutation } from './documents';

/** `YYYY-MM` of the month `offset` months from the one of `now` (local calendar). */
export function monthOf(now: Date, offset = 0): string {
  const at = new Date(now.getFullYear(), now.getMonth() + offset, 1);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}`;
}

/** Props of {@link StatementsForm}. */
export interface StatementsFormProps {
  /** Called once the job is queued (the page reads its list again). */
  onQueued: () => void;
  /** "Now", for the default month (last month) and the latest month offered. */
  now?: Date;
}

/**
 * "Statements for all accounts" (issue 27): a month (last month by default, never a future one)
 * and a button that queues a statements job — every approved trade account's PDF of that month
 * in one ZIP, written in the background; the job then shows in the list with its progress and
 * its download. The server checks the month again.
 */
export function StatementsForm({ onQueued, now = new Date() }: StatementsFormProps) {
  const [month, setMonth] = useState(() => monthOf(now, -1));
  const [start, { loading }] = useMutation(StartStatementsExportMutation);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await runChange(async () => {
      const answer = await start({ variables: { input: { month } } });
      return answer.data?.admin.startStatementsExport;
    }, 'The statements are being written');
    if (done) onQueued();
  };
  return (
    <Stack
      as="form"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="bg.panel"
      aria-labelledby="statements-form-title"
      onSubmit={(e) => void onSubmit(e)}
    >
      <Heading as="h2" size="sm" id="statements-form-title">
        Statements
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Every approved trade account&apos;s statement PDF of the month, in one ZIP.
      </Text>
      <Flex gap="3" align="end" wrap="wrap">
        <Field.Root required maxW="12rem">
          <Field.Label fontSize="sm">Month</Field.Label>
          <Input
            type="month"
            size="sm"
            value={month}
            max={monthOf(now)}
            onChange={(e) => setMonth(e.currentTarget.value)}
          />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="brand" loading={loading} disabled={!month}>
          Statements for all accounts
        </Button>
      </Flex>
    </Stack>
  );
}

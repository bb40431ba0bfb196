import { Box, Button, Field, Flex, Heading, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFileDown } from 'react-icons/lu';
import { getFragmentData, graphql } from '@/__generated__';
import type { FragmentType } from '@/__generated__';

/** The statement months My Orders offers (issue 14). */
export const StatementsFragment = graphql(`
  fragment Statements_user on User {
    statements {
      month
      label
      pdfUrl
      csvUrl
    }
  }
`);

/** Props of {@link Statements}. */
export interface StatementsProps {
  /** The viewer (Statements_user fragment). */
  user: FragmentType<typeof StatementsFragment>;
}

/**
 * The customer's monthly account statements (issue 14): pick a month, from the current one back to
 * the month the account was opened, and download its PDF or CSV (opening balance, purchases,
 * reversals, payments, closing balance). Nothing shows before the list has a month.
 */
export function Statements({ user }: StatementsProps) {
  const { statements } = getFragmentData(StatementsFragment, user);
  const [month, setMonth] = useState<string | null>(null);
  const chosen = statements.find((s) => s.month === month) ?? statements[0];
  if (!chosen) return null;
  return (
    <Box
      as="section"
      aria-labelledby="statements-title"
      mb="10"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="card"
      p={{ base: '4', md: '5' }}
      bg="bg.panel"
    >
      <Heading id="statements-title" as="h2" fontSize="xl" mb="1">
        Statements
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        Your purchases, cancellations, payments and balance for a month.
      </Text>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root w={{ base: 'full', sm: '56' }}>
          <Field.Label fontSize="sm">Month</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={chosen.month}
              onChange={(e) => setMonth(e.currentTarget.value)}
              bg="bg.panel"
              borderColor="border"
            >
              {statements.map((s) => (
                <option key={s.month} value={s.month}>
                  {s.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Flex gap="3" w={{ base: 'full', sm: 'auto' }}>
          {(
            [
              ['PDF', chosen.pdfUrl],
              ['CSV', chosen.csvUrl],
            ] as const
          ).map(([format, href]) => (
            <Button
              key={format}
              asChild
              size="sm"
              variant="outline"
              borderRadius="full"
              flex={{ base: '1', sm: 'none' }}
            >
              <a href={href} download={`statement-${chosen.month}.${format.toLowerCase()}`}>
                <LuFileDown aria-hidden /> Download {format}
              </a>
            </Button>
          ))}
        </Flex>
      </Flex>
    </Box>
  );
}

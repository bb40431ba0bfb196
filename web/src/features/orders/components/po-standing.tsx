import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import { LuFileDown } from 'react-icons/lu';
import { Price } from '@/components/price';
import type { PriceMoney } from '@/components/price';
import type { InvoiceState } from '@/__generated__/graphql';
import { formatDay, INVOICE_STATE_LABELS, INVOICE_STATE_PALETTES } from '../lib/invoice-display';

/** One labelled amount of a purchase order block. */
export function Amount({ label, money }: { label: string; money: PriceMoney }) {
  return (
    <Box textAlign="end" minW="20">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Price money={money} fontSize="sm" />
    </Box>
  );
}

/** The invoice fields {@link InvoiceLine} shows. */
export interface InvoiceSummary {
  number: string;
  dueDate: string;
  state: InvoiceState;
}

/** 'Invoice INV-2026-000001 · Unpaid · due 26 December 2026' (issue 22). */
export function InvoiceLine({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <Flex gap="2" align="center" wrap="wrap" fontSize="sm" data-testid="po-invoice">
      <Text>
        Invoice{' '}
        <Text as="span" fontFamily="mono">
          {invoice.number}
        </Text>
      </Text>
      <Badge colorPalette={INVOICE_STATE_PALETTES[invoice.state]} data-testid="po-invoice-state">
        {INVOICE_STATE_LABELS[invoice.state]}
      </Badge>
      {invoice.state === 'UNPAID' || invoice.state === 'PART_PAID' ? (
        <Text color="fg.muted">Due {formatDay(invoice.dueDate)}</Text>
      ) : null}
    </Flex>
  );
}

/** One downloadable document of a purchase order. */
export interface PoDocument {
  href: string;
  label: string;
  fileName: string;
}

/** The invoice and credit note PDF links of a purchase order, side by side. */
export function PoDocuments({ documents }: { documents: readonly PoDocument[] }) {
  return (
    <Flex gap="2" wrap="wrap" data-testid="po-documents">
      {documents.map((doc) => (
        <Button key={doc.href} asChild size="sm" variant="outline" borderRadius="full">
          <a href={doc.href} download={doc.fileName}>
            <LuFileDown aria-hidden /> {doc.label}
          </a>
        </Button>
      ))}
    </Flex>
  );
}

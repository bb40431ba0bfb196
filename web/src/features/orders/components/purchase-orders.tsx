import { Alert, Badge, Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '@/__generated__';
import type { FragmentType } from '@/__generated__';
import type { PurchaseOrders_UserFragment } from '@/__generated__/graphql';

import { hydrateLater } from '@/lib/hydrate-later';
import { formatOrderDate } from '@/lib/order-display';
import { vatLabel } from '../lib/invoice-display';
import { Amount, InvoiceLine, PoDocuments } from './po-standing';
import type { PoDocument } from './po-standing';
import { ReorderPurchaseOrder } from './reorder-purchase-order';

/** The purchase order fields My Orders shows (issue 14; issue 22: invoice standing, credit notes). */
export const PurchaseOrdersFragment = graphql(`
  fragment PurchaseOrders_user on User {
    purchaseOrders {
      id
      number
      date
      shippingAddress
      buyerPoNumber
      invoiceUrl
      vatRates
      net {
        ...Price_money
      }
      vat {
        ...Price_money
      }
      gross {
        ...Price_money
      }
      invoice {
        number
        dueDate
        state
        pdfUrl
        gross {
          ...Price_money
        }
        credited {
          ...Price_money
        }
        paid {
          amount
          ...Price_money
        }
        open {
          ...Price_money
        }
      }
      creditNotes {
        number
        pdfUrl
      }
      orders {
        id
        trackingId
        productName
        quantity
        cancelled
        deliveryStatus
      }
    }
  }
`);

type PurchaseOrder = PurchaseOrders_UserFragment['purchaseOrders'][number];

/** Props of {@link PurchaseOrders}. */
export interface PurchaseOrdersProps {
  /** The viewer (PurchaseOrders_user fragment). */
  user: FragmentType<typeof PurchaseOrdersFragment>;
  /** The number of the purchase order just placed, shown first as the confirmation. */
  placed?: string | null;
}

/** The invoice PDF, then each credit note's PDF (issue 22). */
function documentsOf(po: PurchaseOrder): PoDocument[] {
  return [
    {
      href: po.invoice?.pdfUrl ?? po.invoiceUrl,
      label: 'Invoice (PDF)',
      fileName: `invoice-${po.number}.pdf`,
    },
    ...po.creditNotes.map((note) => ({
      href: note.pdfUrl,
      label: `Credit note ${note.number} (PDF)`,
      fileName: `credit-note-${note.number}.pdf`,
    })),
  ];
}

/** Net and VAT as charged, then the invoice standing: invoiced, credited, paid and net owed. */
function PoAmounts({ po }: { po: PurchaseOrder }) {
  const invoice = po.invoice;
  return (
    <Flex gap="4" align="flex-end" wrap="wrap" data-testid="po-amounts">
      <Amount label="Net" money={po.net} />
      <Amount label={vatLabel(po.vatRates)} money={po.vat} />
      {invoice ? (
        <>
          <Amount label="Invoiced" money={invoice.gross} />
          <Amount label="Credited" money={invoice.credited} />
          {Number(invoice.paid.amount) > 0 ? <Amount label="Paid" money={invoice.paid} /> : null}
          <Amount label="Net owed" money={invoice.open} />
        </>
      ) : (
        <Amount label="Total" money={po.gross} />
      )}
    </Flex>
  );
}

/** One purchase order's block: header, invoice standing, documents and lines. */
function PurchaseOrderBlock({ po, placed }: { po: PurchaseOrder; placed: boolean }) {
  return (
    <Box
      as="article"
      aria-label={`Purchase order ${po.number}`}
      data-testid="purchase-order"
      borderWidth="1px"
      borderColor={placed ? 'brand.solid' : 'border.muted'}
      borderRadius="card"
      p={{ base: '4', md: '5' }}
      bg="bg.panel"
    >
      {placed ? (
        <Alert.Root status="success" mb="4" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>
            Purchase order {po.number} placed: {po.orders.length}{' '}
            {po.orders.length === 1 ? 'order' : 'orders'}, one tracking ID each.
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <Flex justify="space-between" gap="4" wrap="wrap" align="flex-start">
        <Stack gap="1">
          <Text fontWeight="700" fontSize="lg">
            {po.number}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatOrderDate(po.date)} · {po.shippingAddress || '—'}
          </Text>
          {po.buyerPoNumber ? (
            <Text fontSize="sm" data-testid="po-buyer-number">
              Your PO number: {po.buyerPoNumber}
            </Text>
          ) : null}
          {po.invoice ? <InvoiceLine invoice={po.invoice} /> : null}
        </Stack>
        <PoAmounts po={po} />
      </Flex>
      <Box mt="3">
        <PoDocuments documents={documentsOf(po)} />
      </Box>
      <Box mt="3">
        <ReorderPurchaseOrder number={po.number} />
      </Box>
      <Grid
        as="ul"
        listStyleType="none"
        mt="4"
        gap="2"
        templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
      >
        {po.orders.map((order) => (
          <Flex as="li" key={order.id} gap="2" fontSize="sm" align="center" wrap="wrap">
            <Text fontFamily="mono">{order.trackingId}</Text>
            <Text color="fg.muted" truncate>
              {order.productName} × {order.quantity}
            </Text>
            <Badge data-testid="po-line-status" colorPalette={order.cancelled ? 'red' : undefined}>
              {order.cancelled ? 'cancelled' : order.deliveryStatus}
            </Badge>
          </Flex>
        ))}
      </Grid>
    </Box>
  );
}

/** Purchase orders shown first, hydrated with the page; the others follow it (issue 29). */
const FIRST_BLOCKS = 2;

/**
 * A purchase order below the first ones: on a server-rendered page it hydrates after the rest
 * (lib/hydrate-later.tsx, issue 29). Memoized: the same cached purchase order is no update.
 */
const LaterPurchaseOrderBlock = hydrateLater(PurchaseOrderBlock);

/**
 * The customer's purchase orders (issue 14): one per checkout, with its number, date, shipping
 * address, the buyer's PO number, net and VAT at the stored rates, the invoice's number, state, due
 * date and standing (invoiced, credited, paid, net owed; issue 22), the invoice and credit note
 * PDFs, and each order's tracking ID and status. The one just placed comes first.
 */
export function PurchaseOrders({ user: ref, placed }: PurchaseOrdersProps) {
  const { purchaseOrders } = getFragmentData(PurchaseOrdersFragment, ref);
  if (purchaseOrders.length === 0) return null;
  const ordered = placed
    ? [...purchaseOrders].sort((a, b) => Number(b.number === placed) - Number(a.number === placed))
    : purchaseOrders;
  return (
    <Box as="section" aria-labelledby="purchase-orders-title" mb="10">
      <Heading id="purchase-orders-title" as="h2" fontSize="xl" mb="4">
        Purchase orders
      </Heading>
      <Stack gap="4">
        {ordered.map((po, index) =>
          index < FIRST_BLOCKS ? (
            <PurchaseOrderBlock key={po.id} po={po} placed={po.number === placed} />
          ) : (
            <LaterPurchaseOrderBlock key={po.id} po={po} placed={po.number === placed} />
          ),
        )}
      </Stack>
    </Box>
  );
}

import { Box, Center, Flex, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { useLiveOrders } from '@/lib/live-orders';
import { refreshOrdersAndCredit } from '@/lib/refresh-orders';
import { MyOrdersQuery } from '../api/documents';
import { ALL_BUYERS, BuyerFilter, buyersOf } from '../components/buyer-filter';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { LaterOrderCard, OrderCard } from '../components/order-card';
import { PurchaseOrders } from '../components/purchase-orders';
import { ReorderDialog } from '../components/reorder-dialog';
import type { ReorderTarget } from '../components/reorder-dialog';
import { SignInPrompt } from '../components/sign-in-prompt';
import { Statements } from '../components/statements';
import { TrackSearch } from '../components/track-search';
import { ApprovalList } from '../components/approval-list';
import { emptyTabText, ORDER_TABS, ordersInTab } from '../lib/order-rules';
import type { OrderTab } from '../lib/order-rules';

/** The tab My Orders opens on. */
const FIRST_TAB: OrderTab = 'active';

/** Order cards of the first tab hydrated with the page; the others follow it (issue 29). */
const FIRST_CARDS = 3;

/**
 * /orders, My Orders (spec §2, §4): order-id search with Track, tabs Active, Cancelled and
 * Delivered with order cards ('No {tab} orders found.' when a tab is empty), Cancel with a confirm
 * dialog, and the Reorder modal; above them the monthly account statements (PDF, CSV) and the
 * customer's purchase orders with their invoices (issue 14), the one just placed (`?placed=PO-…`)
 * first; statuses update live (issue 14), a cancellation refreshes the credit and the purchase
 * orders' invoice standing and credit notes (issue 22); each order names who placed it once
 * another user of the company has ordered, and orders awaiting approval are listed above them
 * with their status; a "Placed by" filter shows one user's orders (issue 24). No guard:
 * visitors see a sign-in prompt.
 */
export default function OrdersRoute() {
  const { data, loading, error } = useQuery(MyOrdersQuery);
  const [tab, setTab] = useState<OrderTab>(FIRST_TAB);
  const [cancelId, setCancelId] = useState<string | null>(null);
  const [reorderTarget, setReorderTarget] = useState<ReorderTarget | null>(null);
  const [buyer, setBuyer] = useState(ALL_BUYERS);
  const viewer = data?.viewer;
  const [params] = useSearchParams();
  const client = useApolloClient();
  // Issue 14: the shop's moves show up here without a reload, with a toast. Issue 22: a
  // cancellation (by the shop too) also refreshes the available credit and the purchase orders.
  useLiveOrders({
    enabled: Boolean(viewer),
    onUpdate: (update) => {
      if (update.kind === 'CANCELLED' && viewer) void refreshOrdersAndCredit(client, viewer.id);
    },
  });

  let body;
  if (loading && !data) {
    body = (
      <Center py="16">
        <Spinner size="lg" color="brand.solid" role="status" aria-label="Loading" />
      </Center>
    );
  } else if (error && !data) {
    body = (
      <Text role="alert" textAlign="center" color="red.600">
        {error.message}
      </Text>
    );
  } else if (!viewer) {
    body = <SignInPrompt from={paths.orders.to()} />;
  } else {
    // Issue 24: who placed each order shows once someone else in the company has ordered, so a
    // company of one sees My Orders exactly as before.
    const showPlacedBy = viewer.orders.some((o) => o.placedBy && o.placedBy !== viewer.fullName);
    const shown =
      buyer === ALL_BUYERS ? viewer.orders : viewer.orders.filter((o) => o.placedBy === buyer);
    body = (
      <>
        <ApprovalList viewerId={viewer.id} title="Orders for approval" />
        <Statements user={viewer} />
        <PurchaseOrders user={viewer} placed={params.get('placed')} />
        {showPlacedBy ? (
          <BuyerFilter buyers={buyersOf(viewer.orders)} value={buyer} onChange={setBuyer} />
        ) : null}
        <Tabs.Root
          value={tab}
          onValueChange={(e) => setTab(e.value as OrderTab)}
          variant="line"
          colorPalette="brand"
          lazyMount
          unmountOnExit
        >
          <Tabs.List mb="6">
            {ORDER_TABS.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value} px={{ base: '3', md: '5' }}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {ORDER_TABS.map((t) => {
            const orders = ordersInTab(shown, t.value);
            return (
              <Tabs.Content key={t.value} value={t.value} p="0">
                {orders.length === 0 ? (
                  <Text textAlign="center" color="fg.muted" py="10">
                    {emptyTabText(t.value)}
                  </Text>
                ) : (
                  <Stack gap="4">
                    {orders.map((order, index) => {
                      // The first cards of the tab first shown hydrate with the page (issue 29).
                      const Card =
                        t.value === FIRST_TAB && index < FIRST_CARDS ? OrderCard : LaterOrderCard;
                      return (
                        <Card
                          key={order.id}
                          order={order}
                          onCancel={setCancelId}
                          onReorder={setReorderTarget}
                          showDetailsLink
                          showPlacedBy={showPlacedBy}
                        />
                      );
                    })}
                  </Stack>
                )}
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
        <CancelOrderDialog
          orderId={cancelId}
          userId={viewer.id}
          onClose={() => setCancelId(null)}
        />
        <ReorderDialog
          target={reorderTarget}
          userId={viewer.id}
          onClose={() => setReorderTarget(null)}
        />
      </>
    );
  }

  return (
    <PageContainer>
      <PageTitle title="My Orders" />
      <Flex
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-end' }}
        direction={{ base: 'column', md: 'row' }}
        gap="4"
        mb="8"
      >
        <TrackSearch />
        {viewer ? (
          <Box textAlign={{ md: 'end' }}>
            <Text fontSize="sm" color="fg.muted">
              Available credit
            </Text>
            <Price money={viewer.availableCredit} fontSize="lg" />
          </Box>
        ) : null}
      </Flex>
      {body}
    </PageContainer>
  );
}

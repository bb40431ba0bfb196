/** An order as the OrderCard_order fragment and MyOrders read it (test data), with overrides. */
export function order(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Order' as const,
    id: '1',
    trackingId: 'TRK-AAA111',
    referenceNumber: 'PO-100',
    orderDate: '2025-03-03T10:00:00.000Z',
    cancelled: false,
    cancellable: true,
    deliveryStatus: 'awaiting dispatch',
    productId: '7',
    productName: 'Aurora Bed',
    productImage: '/images/aurora.jpg',
    sizeLabel: '4ft6 Double',
    fabricName: 'Plush Velvet',
    fabricColorName: 'Steel Grey',
    storageType: 'NONE' as const,
    quantity: 2,
    totalPrice: { __typename: 'Money' as const, amount: '1227.54', currencyCode: 'EUR' },
    specialQuote: 'None',
    specialQuoteFileName: null as string | null,
    placedBy: 'Aoife Byrne' as string | null,
    ...overrides,
  };
}

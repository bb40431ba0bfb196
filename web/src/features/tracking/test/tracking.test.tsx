import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { TrackOrderQuery } from '../api/documents';
import { trackingValue } from '../lib/tracking';
import OrderTrackingRoute from '../routes/order-tracking';
import TrackRoute from '../routes/track';

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const tracked = (totalPrice: { amount: string } | null) => ({
  __typename: 'TrackedOrder' as const,
  referenceNumber: 'PO-100',
  orderDate: '2025-03-03T10:00:00.000Z',
  shippingAddress: 'Ashbourne, Ireland',
  productImage: '/images/aurora.jpg',
  productName: 'Aurora Bed',
  fabricName: 'Plush Velvet',
  fabricColorName: 'Steel Grey',
  quantity: 2,
  totalPrice: totalPrice ? { __typename: 'Money', currencyCode: 'EUR', ...totalPrice } : null,
  trackingId: 'TRK-AAA111',
  deliveryStatus: 'dispatched',
  deliverySteps: [
    { __typename: 'DeliveryStep', name: 'awaiting dispatch', state: 'DONE' },
    { __typename: 'DeliveryStep', name: 'dispatched', state: 'CURRENT' },
    { __typename: 'DeliveryStep', name: 'out for delivery', state: 'PENDING' },
    { __typename: 'DeliveryStep', name: 'order delivered', state: 'PENDING' },
  ],
});

function renderResult(slug: string, trackOrder: ReturnType<typeof tracked> | null) {
  return renderWithProviders(<OrderTrackingRoute />, {
    route: `/order-tracking/${slug}`,
    path: '/order-tracking/:slug',
    mocks: [
      {
        request: { query: TrackOrderQuery, variables: { trackingId: slug } },
        result: { data: { trackOrder } },
        delay: 20,
      },
    ],
  });
}

describe('/track', () => {
  it('trims the value and ignores a blank one', async () => {
    renderWithProviders(
      <>
        <TrackRoute />
        <LocationProbe />
      </>,
      { route: '/track' },
    );
    const user = userEvent.setup();
    const input = screen.getByLabelText('Tracking ID or Reference Number');
    await user.type(input, '    ');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/track$/);
    await user.clear(input);
    await user.type(input, '  TRK-AAA111 {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/order-tracking\/TRK-AAA111$/);
  });

  it('trackingValue trims and gives null for blank input', () => {
    expect(trackingValue('  PO-1 ')).toBe('PO-1');
    expect(trackingValue(' \t ')).toBeNull();
  });
});

describe('/order-tracking/:slug', () => {
  it("shows a spinner, then 'Order Not Found' when nothing matches", async () => {
    renderResult('NOPE', null);
    expect(screen.getByLabelText('Loading order')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
  });

  it('shows the order with its delivery progress states', async () => {
    renderResult('TRK-AAA111', tracked({ amount: '1227.54' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order #PO-100' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aurora Bed')).toBeInTheDocument();
    expect(screen.getByText('Plush Velvet')).toBeInTheDocument();
    expect(screen.getByText('Steel Grey')).toBeInTheDocument();
    expect(screen.getByText('Ashbourne, Ireland')).toBeInTheDocument();
    expect(screen.getAllByText('3 March 2025').length).toBeGreaterThan(0);
    expect(screen.getByTestId('tracking-total')).toHaveTextContent('€1,227.54');
    expect(screen.getByText('TRK-AAA111')).toBeInTheDocument();

    const progress = screen.getByRole('list', { name: 'Delivery progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('data-state'))).toEqual([
      'done',
      'current',
      'pending',
      'pending',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((s) => s.hasAttribute('aria-current'))).toHaveLength(1);
    expect(steps[0]).toHaveTextContent('Awaiting dispatch (completed)');
    expect(steps[0]!.querySelector('svg')).not.toBeNull();
    expect(steps[2]!.querySelector('svg')).toBeNull();
  });

  it('leaves the total out when it is hidden (visitors)', async () => {
    renderResult('TRK-AAA111', tracked(null));
    await screen.findByRole('heading', { name: 'Thank you for your order #PO-100' });
    expect(screen.queryByTestId('tracking-total')).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { canCancel, emptyTabText, ordersInTab, tabOf } from '../lib/order-rules';

const o = (cancelled: boolean, deliveryStatus: string) => ({ cancelled, deliveryStatus });

describe('order rules (spec §4)', () => {
  it('puts orders in Active, Cancelled and Delivered', () => {
    expect(tabOf(o(false, 'awaiting dispatch'))).toBe('active');
    expect(tabOf(o(false, 'out for delivery'))).toBe('active');
    expect(tabOf(o(false, 'order delivered'))).toBe('delivered');
    expect(tabOf(o(true, 'order delivered'))).toBe('cancelled');
    expect(tabOf(o(true, 'awaiting dispatch'))).toBe('cancelled');
    const all = [
      o(false, 'awaiting dispatch'),
      o(true, 'awaiting dispatch'),
      o(false, 'Order Delivered'),
    ];
    expect(ordersInTab(all, 'active')).toEqual([all[0]]);
    expect(ordersInTab(all, 'cancelled')).toEqual([all[1]]);
    expect(ordersInTab(all, 'delivered')).toEqual([all[2]]);
  });

  it('allows Cancel only for an uncancelled order awaiting dispatch', () => {
    expect(canCancel(o(false, 'awaiting dispatch'))).toBe(true);
    expect(canCancel(o(true, 'awaiting dispatch'))).toBe(false);
    expect(canCancel(o(false, 'dispatched'))).toBe(false);
    expect(canCancel(o(false, 'order delivered'))).toBe(false);
  });

  it("words the empty tab as 'No {tab} orders found.'", () => {
    expect(emptyTabText('active')).toBe('No active orders found.');
    expect(emptyTabText('cancelled')).toBe('No cancelled orders found.');
    expect(emptyTabText('delivered')).toBe('No delivered orders found.');
  });
});

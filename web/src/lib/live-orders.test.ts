import { describe, expect, it } from 'vitest';
import { graphqlWsUrl } from './apollo';
import { orderUpdateMessage } from './live-orders';

describe('live orders', () => {
  it('says what changed', () => {
    const base = { trackingId: 'ST-ABC123', productName: 'Cashel Grand Bed' };
    expect(
      orderUpdateMessage({ ...base, kind: 'STATUS_CHANGED', deliveryStatus: 'in production' }),
    ).toBe('Order ST-ABC123: Cashel Grand Bed is now In production');
    expect(
      orderUpdateMessage({ ...base, kind: 'CANCELLED', deliveryStatus: 'awaiting dispatch' }),
    ).toBe('Order ST-ABC123: Cashel Grand Bed was cancelled');
  });

  it('opens the socket on the page origin, wss behind https', () => {
    expect(graphqlWsUrl({ protocol: 'https:', host: 'trade.example.ie' })).toBe(
      'wss://trade.example.ie/graphql',
    );
    expect(graphqlWsUrl({ protocol: 'http:', host: '127.0.0.1:4500' })).toBe(
      'ws://127.0.0.1:4500/graphql',
    );
  });
});

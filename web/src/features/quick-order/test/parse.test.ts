import { describe, expect, it } from 'vitest';
import { parseQuickOrder, QUICK_ORDER_EXAMPLE } from '../lib/parse';

describe('parseQuickOrder', () => {
  it('reads the example the page prints into every column (the e2e journey prices it)', () => {
    expect(parseQuickOrder(QUICK_ORDER_EXAMPLE)).toEqual([
      {
        sku: 'SH-BED-001',
        quantity: '2',
        size: '5ft King',
        fabric: 'Linen Weave',
        colour: 'Silver',
        storage: 'Ottoman',
        reference: 'PO-1042',
      },
    ]);
  });

  it('reads SKU and quantity with the optional columns, skipping a header and blank lines', () => {
    const text =
      'SKU,Quantity,Size\nSH-BED-001, 2, 5ft King, Linen Weave, Silver, Ottoman,"PO 7, shop"\n\nSH-SOF-002,1\n';
    expect(parseQuickOrder(text)).toEqual([
      {
        sku: 'SH-BED-001',
        quantity: '2',
        size: '5ft King',
        fabric: 'Linen Weave',
        colour: 'Silver',
        storage: 'Ottoman',
        reference: 'PO 7, shop',
      },
      {
        sku: 'SH-SOF-002',
        quantity: '1',
        size: '',
        fabric: '',
        colour: '',
        storage: '',
        reference: '',
      },
    ]);
  });

  it('reads tab-separated lines pasted from a spreadsheet', () => {
    expect(parseQuickOrder('SH-BED-001\t3')[0]).toMatchObject({ sku: 'SH-BED-001', quantity: '3' });
  });
});

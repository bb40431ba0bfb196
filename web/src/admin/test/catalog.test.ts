import { describe, expect, it, vi } from 'vitest';
import { postAdminFiles } from '../lib/upload-files';
import { UploadProductImagesMutation } from '../catalog/documents';
import { StartCatalogImportMutation } from '../jobs/documents';
import { grossOf } from '../catalog/variation-matrix';
import { stockLabel } from '../catalog/products-page';

describe('admin catalog helpers (issue 10)', () => {
  it('shows the storefront price of a matrix cell: net + 23 % VAT rounded half-up', () => {
    expect(grossOf('450.00', 2300)).toBe('553.50');
    expect(grossOf('0.50', 2300)).toBe('0.62');
    expect(grossOf('199.99', 2300)).toBe('245.99');
    expect(grossOf('100.00', 1350)).toBe('113.50');
    expect(grossOf('12.345', 2300)).toBe('');
    expect(grossOf('', 2300)).toBe('');
  });

  it('labels stock -1, 0 and n', () => {
    expect(stockLabel(-1)).toBe('Unlimited');
    expect(stockLabel(0)).toBe('Out of stock');
    expect(stockLabel(3)).toBe('3 in stock');
  });

  it('sends several pictures as one GraphQL multipart request with the preflight header', async () => {
    const fetchImpl = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(Response.json({ data: null })),
    );
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png')];
    await postAdminFiles(
      UploadProductImagesMutation,
      { productId: '7' },
      'files',
      files,
      true,
      fetchImpl,
    );
    const init = fetchImpl.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>)['Apollo-Require-Preflight']).toBe('true');
    const form = init.body as FormData;
    const operations = JSON.parse(form.get('operations') as string) as {
      variables: Record<string, unknown>;
    };
    expect(operations.variables).toEqual({ productId: '7', files: [null, null] });
    expect(JSON.parse(form.get('map') as string)).toEqual({
      0: ['variables.files.0'],
      1: ['variables.files.1'],
    });
    expect((form.get('1') as File).name).toBe('b.png');
  });

  it('sends a document with masked fragments without the client-only @unmask (issue 27)', async () => {
    const fetchImpl = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(Response.json({ data: null })),
    );
    const zip = new File(['PK'], 'shop.zip', { type: 'application/zip' });
    await postAdminFiles(
      StartCatalogImportMutation,
      { dryRun: true },
      'file',
      [zip],
      false,
      fetchImpl,
    );
    const form = fetchImpl.mock.calls[0]![1]!.body as FormData;
    const { query } = JSON.parse(form.get('operations') as string) as { query: string };
    expect(query).not.toContain('@unmask');
    expect(query).toContain('...AdminJobFields');
    expect(query).toContain('fragment AdminJobFields on AdminJob');
    expect(query).toContain('fragment AdminImportReportFields on AdminCatalogImportReport');
  });
});

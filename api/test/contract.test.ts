/**
 * The api's response schemas match the REST contract bff/src/upstream/types.ts exactly (checked by
 * `tsc --noEmit -p api`, which type-checks this file), and a parse of a real answer succeeds.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type * as Contract from '../../bff/src/upstream/types.js';
import * as dto from '../src/schemas/dto.js';

type Out<T extends z.ZodType> = z.infer<T>;

describe('REST contract', () => {
  it('response schemas equal the contract types', () => {
    expectTypeOf<Out<typeof dto.categoriesResponse>>().toEqualTypeOf<Contract.CategoriesResponse>();
    expectTypeOf<Out<typeof dto.menusResponse>>().toEqualTypeOf<Contract.MenusResponse>();
    expectTypeOf<Out<typeof dto.sizesResponse>>().toEqualTypeOf<Contract.SizesResponse>();
    expectTypeOf<Out<typeof dto.productDto>>().toEqualTypeOf<Contract.ProductDto>();
    expectTypeOf<Out<typeof dto.variationDto>>().toEqualTypeOf<Contract.VariationDto>();
    expectTypeOf<
      Out<typeof dto.productPageResponse>
    >().toEqualTypeOf<Contract.ProductPageResponse>();
    expectTypeOf<
      Out<typeof dto.categoryProductsResponse>
    >().toEqualTypeOf<Contract.CategoryProductsResponse>();
    expectTypeOf<
      Out<typeof dto.categoryProductPagesResponse>
    >().toEqualTypeOf<Contract.CategoryProductPagesResponse>();
    expectTypeOf<Out<typeof dto.productResponse>>().toEqualTypeOf<Contract.ProductResponse>();
    expectTypeOf<
      Out<typeof dto.relatedProductsResponse>
    >().toEqualTypeOf<Contract.RelatedProductsResponse>();
    expectTypeOf<
      Out<typeof dto.ottomanPricesResponse>
    >().toEqualTypeOf<Contract.OttomanPricesResponse>();
    expectTypeOf<
      Out<typeof dto.cloudStorageResponse>
    >().toEqualTypeOf<Contract.CloudStorageResponse>();
    expectTypeOf<Out<typeof dto.newsResponse>>().toEqualTypeOf<Contract.NewsResponse>();
    expectTypeOf<
      Out<typeof dto.deliveryStatusesResponse>
    >().toEqualTypeOf<Contract.DeliveryStatusesResponse>();
    expectTypeOf<Out<typeof dto.errorResponse>>().toEqualTypeOf<Contract.ErrorResponse>();
    expect(dto.errorResponse.safeParse({ success: false, message: 'x' }).success).toBe(true);
  });
});

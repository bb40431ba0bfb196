/**
 * The wire shapes of customer prices (issue 25), in zod, for the admin routes and the customer's
 * "my prices" route: answers in integer euro cents and basis points (1000 = 10 %); request prices
 * in euros (decimal, as every admin request), percentages in basis points, dates as YYYY-MM-DD.
 */
import { z } from 'zod';

/** An ISO calendar date, YYYY-MM-DD (checked for a real date by the service). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/u, 'must be a date YYYY-MM-DD')
  .describe('ISO calendar date YYYY-MM-DD (Irish calendar), inclusive');

/** A percentage in whole basis points, 0 to 10000 (1000 = 10 %). */
export const percentBp = z
  .number()
  .int()
  .min(0)
  .max(10_000)
  .describe('percentage off in basis points, 0 to 10000 (1000 = 10 %)');

/** One rule of a price list on the wire (answers). */
export const priceRuleDto = z.object({
  id: z.number().int(),
  kind: z.enum(['percent', 'fixed']).describe('percent: a percentage off; fixed: a net price'),
  categoryId: z
    .number()
    .int()
    .nullable()
    .describe('percent: the category it applies to; null = everything'),
  percentBp: z.number().int().nullable().describe('percent: basis points off; null for fixed'),
  productId: z.number().int().nullable().describe('fixed: the product; null for percent'),
  variationId: z
    .number()
    .int()
    .nullable()
    .describe('fixed: the variation; null = any variation of the product'),
  priceCents: z.number().int().nullable().describe('fixed: net unit price in cents'),
  validFrom: z.string().nullable().describe('first day the rule counts (YYYY-MM-DD); null = open'),
  validTo: z.string().nullable().describe('last day the rule counts (YYYY-MM-DD); null = open'),
});

/** A price list with its rules and the number of accounts on it. */
export const priceListDto = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean().describe('only an active list prices anything'),
  accountCount: z.number().int().describe('trade accounts assigned this list'),
  rules: z.array(priceRuleDto),
});

/** A volume break on the wire. */
export const volumeBreakDto = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable().describe('the product; null for a category default'),
  categoryId: z.number().int().nullable().describe('the category of a category default'),
  minQuantity: z.number().int().describe('from this many units on (2 to 99)'),
  percentBp: z.number().int().describe('basis points off the list price'),
});

/** Body of creating or renaming a price list. */
export const priceListBody = z.object({
  name: z.string().trim().min(1, 'name is required').max(120),
  active: z.boolean().default(true),
});

/** Body of changing a price list: any of name and active. */
export const priceListPatch = z.object({
  name: z.string().trim().min(1, 'name is required').max(120).optional(),
  active: z.boolean().optional(),
});

/** Body of adding a rule: a percentage (category or all) or a fixed price (product/variation). */
export const priceRuleBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    categoryId: z.number().int().min(1).nullable().default(null),
    percentBp,
    validFrom: isoDate.nullable().default(null),
    validTo: isoDate.nullable().default(null),
  }),
  z.object({
    kind: z.literal('fixed'),
    productId: z.number().int().min(1),
    variationId: z.number().int().min(1).nullable().default(null),
    price: z
      .union([z.string(), z.number()])
      .describe('net unit price in euros, e.g. 450 or "450.00"'),
    validFrom: isoDate.nullable().default(null),
    validTo: isoDate.nullable().default(null),
  }),
]);

/** Body of adding a volume break: exactly one of productId and categoryId. */
export const volumeBreakBody = z.object({
  productId: z.number().int().min(1).nullable().default(null),
  categoryId: z.number().int().min(1).nullable().default(null),
  minQuantity: z.number().int().min(2).max(99),
  percentBp,
});

/** Body of assigning a price list to an account; null removes it (the trade price again). */
export const assignPriceListBody = z.object({
  priceListId: z.number().int().min(1).nullable(),
});

/** The customer's pricing as the bff needs it: their active list's rules and every tier. */
export const customerPricingDto = z.object({
  priceList: z
    .object({
      id: z.number().int(),
      name: z.string(),
      rules: z.array(priceRuleDto).describe('only the rules valid on `date`'),
    })
    .nullable()
    .describe("the account's active price list; null = trade prices"),
  volumeBreaks: z
    .array(volumeBreakDto)
    .describe('the category defaults and the product tiers asked for (all when not limited)'),
  date: z.string().describe('the day (Irish calendar, YYYY-MM-DD) these prices are for'),
});

/** A price list row with rules, as the admin answers it. */
export type PriceListDto = z.infer<typeof priceListDto>;
/** A rule as answered. */
export type PriceRuleDto = z.infer<typeof priceRuleDto>;
/** A volume break as answered. */
export type VolumeBreakDto = z.infer<typeof volumeBreakDto>;
/** The customer's pricing as answered. */
export type CustomerPricingDto = z.infer<typeof customerPricingDto>;

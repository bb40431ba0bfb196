import { z } from 'zod';
import { ORDER_MESSAGES } from './order-rules';

/**
 * The Reorder form (spec §5 Reorder): quantity a whole number above 0 ('Quantity is required and
 * must be greater than 0.'), reference number optional.
 */
export const reorderSchema = z.object({
  quantity: z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) > 0, ORDER_MESSAGES.quantityRequired)
    .transform(Number),
  referenceNumber: z.string().trim(),
});

/** The Reorder form while editing. */
export type ReorderValues = z.input<typeof reorderSchema>;
/** The validated Reorder form: quantity as a number, reference trimmed ('' when none). */
export type ReorderData = z.output<typeof reorderSchema>;

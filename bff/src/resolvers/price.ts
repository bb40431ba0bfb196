import type { Cents } from '@serena/domain';
import { parseEuroAmount } from '../domain/money.js';
import type { GraphQLContext } from '../context.js';
import type { EuroAmount } from '../upstream/types.js';

/**
 * Price hiding (spec §1, §6): returns the api's euro amount as integer cents for a signed-in viewer,
 * and null for a visitor whatever the api sent.
 * @throws {RangeError} when the api sent an amount that is not a decimal number.
 */
export function visiblePrice(
  context: GraphQLContext,
  amount: EuroAmount | undefined,
): Cents | null {
  if (!context.canSeePrices) return null;
  return parseEuroAmount(amount ?? null);
}

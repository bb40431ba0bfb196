import { Box, Grid, Link, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import type { MoneyLike } from '@/lib/money';
import type { PriceQuoteState } from './use-price-quote';

/** The link text shown to visitors instead of any price (spec §1, §6). */
export const SIGN_IN_FOR_PRICES = 'Sign in to see trade prices';

/** Props of {@link PricePanel}. */
export interface PricePanelProps {
  /** True for a signed-in customer. */
  signedIn: boolean;
  /** The live quote. */
  quote: PriceQuoteState;
  /** The variation or base price shown as 'from' while the choice is incomplete. */
  fromPrice: MoneyLike | null | undefined;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <Text color={strong ? 'fg' : 'fg.muted'} fontWeight={strong ? '600' : '400'}>
        {label}
      </Text>
      <Text
        textAlign="end"
        fontVariantNumeric="tabular-nums"
        fontWeight={strong ? '600' : '500'}
        data-testid={strong ? 'line-total' : undefined}
      >
        {value}
      </Text>
    </>
  );
}

/**
 * The configured line's price (spec §9): for a signed-in customer the server's unit price, VAT and
 * line total in euro, updating as the choice changes while the last price stays put (fixed height,
 * no layout shift); 'from' the variation or base price while the choice is incomplete. Visitors get a
 * 'Sign in to see trade prices' link to /signin instead of any price.
 */
export function PricePanel({ signedIn, quote, fromPrice }: PricePanelProps) {
  const location = useLocation();
  if (!signedIn) {
    return (
      <Box py="1">
        <Link
          asChild
          color="brand.fg"
          fontWeight="600"
          textDecoration="underline"
          textUnderlineOffset="4px"
        >
          <RouterLink to={paths.signIn.to()} state={{ from: location }}>
            {SIGN_IN_FOR_PRICES}
          </RouterLink>
        </Link>
      </Box>
    );
  }
  const q = quote.quote;
  return (
    <Box
      aria-live="polite"
      aria-busy={quote.pending || undefined}
      minH="32"
      borderWidth="1px"
      borderColor="border.muted"
      bg="bg.panel"
      borderRadius="card"
      px="5"
      py="4"
      opacity={quote.pending && q ? 0.65 : 1}
      transition="opacity 0.15s"
    >
      {q ? (
        <>
          <Text fontSize="3xl" fontWeight="500" fontVariantNumeric="tabular-nums" lineHeight="1.1">
            {formatMoney(q.unitPrice)}
            <Text as="span" fontSize="sm" color="fg.muted" fontWeight="400" ms="2">
              excl. VAT
            </Text>
          </Text>
          <Grid templateColumns="1fr auto" columnGap="4" rowGap="1" mt="3" fontSize="sm">
            <Row label={`VAT (${q.vatRate}%)`} value={formatMoney(q.unitVat)} />
            <Row
              label={`Line total (${q.quantity} × ${formatMoney(q.unitGross)})`}
              value={formatMoney(q.lineTotal)}
              strong
            />
          </Grid>
        </>
      ) : quote.incomplete || quote.error ? (
        <>
          {fromPrice ? (
            <Text
              fontSize="3xl"
              fontWeight="500"
              fontVariantNumeric="tabular-nums"
              lineHeight="1.1"
            >
              <Text as="span" fontSize="md" color="fg.muted" fontWeight="400" me="2">
                from
              </Text>
              {formatMoney(fromPrice)}
              <Text as="span" fontSize="sm" color="fg.muted" fontWeight="400" ms="2">
                excl. VAT
              </Text>
            </Text>
          ) : null}
          <Text fontSize="sm" color="fg.muted" mt="3">
            {quote.error
              ? 'The live price is unavailable right now.'
              : 'Choose your options to see the price of this line.'}
          </Text>
        </>
      ) : (
        <>
          <Skeleton h="9" w="50%" />
          <Skeleton h="4" w="full" mt="4" />
          <Skeleton h="4" w="full" mt="2" />
        </>
      )}
    </Box>
  );
}

import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { PageSpinner } from '@/components/page-status';
import { formatMoney } from '@/lib/money';
import type { AdminPriceListsQuery as Result } from '@/admin/__generated__/graphql';
import { AdminPage } from '../components/admin-page';
import { LoadError } from '../components/load-error';
import { Panel } from '../components/panel';
import { runChange } from '../lib/run-change';
import {
  AdminPriceListsQuery,
  RemovePriceRuleMutation,
  RemoveVolumeBreakMutation,
} from './documents';
import {
  AddFixedPriceForm,
  AddPercentRuleForm,
  AddVolumeBreakForm,
  AssignPriceListForm,
  CreatePriceListForm,
  type CategoryOption,
} from './forms';

type PriceList = Result['admin']['priceLists'][number];
type Rule = PriceList['rules'][number];
type Tier = Result['admin']['volumeBreaks'][number];

const refetch = { refetchQueries: ['AdminPriceLists'] };

/** The category's name, or its id when unknown. */
const categoryName = (categories: readonly CategoryOption[], id: string) =>
  categories.find((c) => c.id === id)?.name ?? `category ${id}`;

/** A rule in words, e.g. '10 % off Beds', 'Fixed €450.00 for product 12, variation 3'. */
export function ruleText(rule: Rule, categories: readonly CategoryOption[]): string {
  const dates =
    rule.validFrom || rule.validTo ? ` (${rule.validFrom ?? '…'} to ${rule.validTo ?? '…'})` : '';
  if (rule.kind === 'PERCENT') {
    const scope = rule.categoryId ? categoryName(categories, rule.categoryId) : 'everything';
    return `${rule.percentOff} % off ${scope}${dates}`;
  }
  const variation = rule.variationId ? `, variation ${rule.variationId}` : '';
  const price = rule.price ? formatMoney(rule.price) : '';
  return `Fixed ${price} for product ${rule.productId}${variation}${dates}`;
}

/** A tier in words, e.g. 'Beds: 10 or more, 5 % off'. */
export function tierText(tier: Tier, categories: readonly CategoryOption[]): string {
  const target = tier.productId
    ? `Product ${tier.productId}`
    : categoryName(categories, tier.categoryId ?? '');
  return `${target}: ${tier.minQuantity} or more, ${tier.percentOff} % off`;
}

function PriceListCard({ list, categories }: { list: PriceList; categories: CategoryOption[] }) {
  const [remove, { loading }] = useMutation(RemovePriceRuleMutation, refetch);
  return (
    <Stack borderWidth="1px" borderRadius="md" p="4" gap="3" as="article" aria-label={list.name}>
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h3" size="md">
          {list.name}
        </Heading>
        <Badge colorPalette={list.active ? 'green' : 'gray'}>
          {list.active ? 'active' : 'inactive'}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {list.accountCount} {list.accountCount === 1 ? 'account' : 'accounts'}
        </Text>
      </Flex>
      {list.rules.length === 0 ? (
        <Text color="fg.muted">No rules yet: its accounts pay the trade price.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1">
          {list.rules.map((rule) => (
            <Flex as="li" key={rule.id} gap="3" align="center">
              <Text flex="1">{ruleText(rule, categories)}</Text>
              <Button
                size="xs"
                variant="outline"
                loading={loading}
                aria-label={`Remove '${ruleText(rule, categories)}'`}
                onClick={() =>
                  void runChange(
                    async () =>
                      (await remove({ variables: { priceListId: list.id, ruleId: rule.id } })).data
                        ?.admin.removePriceRule,
                    'Rule removed.',
                  )
                }
              >
                Remove
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
      <AddPercentRuleForm priceListId={list.id} categories={categories} />
      <AddFixedPriceForm priceListId={list.id} />
    </Stack>
  );
}

function VolumeBreaks({ tiers, categories }: { tiers: Tier[]; categories: CategoryOption[] }) {
  const [remove, { loading }] = useMutation(RemoveVolumeBreakMutation, refetch);
  return (
    <Panel title="Volume breaks">
      {tiers.length === 0 ? <Text color="fg.muted">No volume breaks.</Text> : null}
      <Stack as="ul" listStyleType="none" gap="1">
        {tiers.map((tier) => (
          <Flex as="li" key={tier.id} gap="3" align="center">
            <Text flex="1">{tierText(tier, categories)}</Text>
            <Button
              size="xs"
              variant="outline"
              loading={loading}
              aria-label={`Remove '${tierText(tier, categories)}'`}
              onClick={() =>
                void runChange(
                  async () =>
                    (await remove({ variables: { id: tier.id } })).data?.admin.removeVolumeBreak,
                  'Volume break removed.',
                )
              }
            >
              Remove
            </Button>
          </Flex>
        ))}
      </Stack>
      <AddVolumeBreakForm categories={categories} />
    </Panel>
  );
}

/**
 * Customer prices (issue 25): the price lists with their rules (add a percentage for a category or
 * everything, or a fixed net price for a product or one of its variations, each with optional
 * valid-from / valid-to dates; remove a rule), creating a list, assigning one to an account, and the volume breaks.
 * Every change is audited by the api.
 */
export default function PriceListsPage() {
  const { data, loading, error, refetch: reload } = useQuery(AdminPriceListsQuery);
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <LoadError error={error} onRetry={() => void reload()} />;
  const categories = data?.categories ?? [];
  const lists = data?.admin.priceLists ?? [];
  return (
    <AdminPage title="Price lists">
      <Panel title="Price lists">
        {lists.map((list) => (
          <PriceListCard key={list.id} list={list} categories={categories} />
        ))}
        <CreatePriceListForm />
      </Panel>
      <Panel title="Assign to an account">
        <AssignPriceListForm lists={lists} />
      </Panel>
      <VolumeBreaks tiers={data?.admin.volumeBreaks ?? []} categories={categories} />
    </AdminPage>
  );
}

import { Badge, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageError, PageSpinner } from '@/components/page-status';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { addToCart } from '@/lib/cart/store';
import type { SavedListQuery as Result } from '@/__generated__/graphql';
import {
  RemoveSavedListLineMutation,
  SavedListQuery,
  SetSavedListLineQuantityMutation,
} from '../api/documents';
import { ListLines } from '../components/list-lines';
import { ListSettings } from '../components/list-settings';
import { savedLinesToCart, type SavedLine } from '../lib/to-cart';

type List = NonNullable<Result['savedList']>;

/** What adding to the cart did: the count added and the lines named as no longer sold. */
interface Added {
  count: number;
  notAdded: string[];
}

/** The cart buttons and what they did. */
function CartActions({ list, chosen }: { list: List; chosen: ReadonlySet<string> }) {
  const [added, setAdded] = useState<Added | null>(null);
  const addLines = (lines: readonly SavedLine[]) => {
    const { items, notAdded } = savedLinesToCart(lines);
    for (const item of items) addToCart(item);
    setAdded({ count: items.length, notAdded });
  };
  return (
    <Stack gap="2">
      <Flex gap="3" wrap="wrap">
        <Button
          colorPalette="brand"
          borderRadius="full"
          disabled={list.lines.length === 0}
          onClick={() => addLines(list.lines)}
        >
          Add list to cart
        </Button>
        <Button
          variant="outline"
          borderRadius="full"
          disabled={chosen.size === 0}
          onClick={() => addLines(list.lines.filter((l) => chosen.has(l.id)))}
        >
          Add chosen lines to cart ({chosen.size})
        </Button>
      </Flex>
      {added ? (
        <Text role="status">
          {added.count} {added.count === 1 ? 'line' : 'lines'} added to cart at your current prices.{' '}
          <Link asChild>
            <RouterLink to={paths.cart.to()}>View cart</RouterLink>
          </Link>
        </Text>
      ) : null}
      {added?.notAdded.length ? (
        <Text role="alert" color="red.600">
          Not added: {added.notAdded.join(' ')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The page of one list once loaded. */
function ListPage({ list }: { list: List }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  // The answers carry the list's own fields only: the lines come back by refetching the list.
  const refetch = { refetchQueries: [SavedListQuery], awaitRefetchQueries: true };
  const [setQuantity] = useMutation(SetSavedListLineQuantityMutation, refetch);
  const [removeLine] = useMutation(RemoveSavedListLineMutation, refetch);
  const run = async (work: () => Promise<{ userErrors: { message: string }[] } | undefined>) => {
    setFailure(null);
    try {
      setFailure((await work())?.userErrors[0]?.message ?? null);
    } catch {
      setFailure('The list could not be changed. Please try again.');
    }
  };
  return (
    <Stack gap="6">
      <Flex gap="2" align="center" wrap="wrap">
        <Badge colorPalette={list.shared ? 'green' : 'gray'}>
          {list.shared ? 'Shared with my company' : 'Private'}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          by {list.createdByName}
        </Text>
      </Flex>
      <CartActions list={list} chosen={chosen} />
      {failure ? (
        <Text role="alert" color="red.600">
          {failure}
        </Text>
      ) : null}
      <ListLines
        lines={list.lines}
        canEdit={list.canEdit}
        chosen={chosen}
        onChoose={(lineId, on) =>
          setChosen((prev) => {
            const next = new Set(prev);
            if (on) next.add(lineId);
            else next.delete(lineId);
            return next;
          })
        }
        onQuantity={(lineId, quantity) =>
          void run(async () => {
            const variables = { id: list.id, lineId, quantity };
            return (await setQuantity({ variables })).data?.setSavedListLineQuantity;
          })
        }
        onRemove={(lineId) =>
          void run(async () => {
            const variables = { id: list.id, lineId };
            return (await removeLine({ variables })).data?.removeSavedListLine;
          })
        }
      />
      {list.canManage ? (
        <ListSettings key={list.name} id={list.id} name={list.name} shared={list.shared} />
      ) : null}
    </Stack>
  );
}

/**
 * /account/saved-lists/:id (issue 24 "Saved lists"): one list with its lines priced now at the
 * viewer's prices; the whole list or the chosen lines go to the cart (where they are re-priced
 * again), and a line no longer sold is named, not dropped silently. Its maker (or the company
 * admin on a shared list) renames, shares or deletes it. Login required (the route guard).
 */
export default function SavedListRoute() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(SavedListQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.savedList;
  let body;
  if (list) body = <ListPage list={list} />;
  else if (loading) body = <PageSpinner />;
  else body = <PageError message={error ? 'Failed to load the list' : 'List not found.'} />;
  return (
    <PageContainer>
      <PageTitle title={list?.name ?? 'Saved list'} eyebrow="Saved lists" />
      <Link asChild mb="4" display="inline-block">
        <RouterLink to={paths.savedLists.to()}>← All saved lists</RouterLink>
      </Link>
      {body}
    </PageContainer>
  );
}

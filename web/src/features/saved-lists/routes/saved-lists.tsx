import { Badge, Button, Checkbox, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageError, PageSpinner } from '@/components/page-status';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import type { SavedListsQuery as Result } from '@/__generated__/graphql';
import { SavedListsQuery } from '../api/documents';
import { useCreateSavedList } from '../api/use-create-saved-list';

/** Shown when the viewer sees no list yet. */
export const NO_LISTS =
  'No saved lists yet. Save products from a product page, quick order or your cart.';

type ListRow = Result['savedLists'][number];

/** The "New list" form: a name and whether the company shares it. */
function NewListForm() {
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { create, loading } = useCreateSavedList();
  const submit = async () => {
    setFailure(null);
    const result = await create({ name, shared });
    if (!result.ok) return setFailure(result.message);
    setName('');
    setShared(false);
  };
  return (
    <form
      aria-label="New list"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="3" borderWidth="1px" rounded="md" p="4">
        <Flex gap="3" align="end" wrap="wrap">
          <Field.Root flex="1" minW="48" invalid={failure !== null}>
            <Field.Label>New list</Field.Label>
            <Input
              value={name}
              maxLength={100}
              placeholder="e.g. Showroom restock"
              onChange={(e) => setName(e.target.value)}
            />
          </Field.Root>
          <Checkbox.Root checked={shared} onCheckedChange={(e) => setShared(!!e.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Share with my company</Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" colorPalette="brand" borderRadius="full" loading={loading}>
            Create list
          </Button>
        </Flex>
        {failure ? (
          <Text role="alert" color="red.600" fontSize="sm">
            {failure}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}

/** One list as a card: name, private or shared, maker, lines and last change. */
function ListCard({ list }: { list: ListRow }) {
  const unavailable = list.lines.filter((l) => l.unavailable).length;
  return (
    <Stack as="li" gap="1" borderWidth="1px" rounded="md" p="4">
      <Flex justify="space-between" gap="2" wrap="wrap" align="center">
        <RouterLink
          to={paths.savedList.to(list.id)}
          style={{ textDecoration: 'underline', fontWeight: 600 }}
        >
          {list.name}
        </RouterLink>
        <Badge colorPalette={list.shared ? 'green' : 'gray'}>
          {list.shared ? 'Shared' : 'Private'}
        </Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {list.lines.length} {list.lines.length === 1 ? 'line' : 'lines'} · by {list.createdByName} ·
        updated {new Date(list.updatedAt).toLocaleDateString('en-IE')}
      </Text>
      {unavailable > 0 ? (
        <Text fontSize="sm" color="red.600">
          {unavailable} {unavailable === 1 ? 'line is' : 'lines are'} no longer sold
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * /account/saved-lists (issue 24 "Saved lists"): the viewer's lists and those shared in their
 * company, newest change first, each opening its page; a form makes a new, empty list. Login
 * required (the route guard).
 */
export default function SavedListsRoute() {
  const { data, loading, error } = useQuery(SavedListsQuery, { fetchPolicy: 'cache-and-network' });
  let body;
  if (data) {
    body = data.savedLists.length ? (
      <Stack as="ul" gap="3" p="0" m="0" listStyleType="none" aria-label="Saved lists">
        {data.savedLists.map((list) => (
          <ListCard key={list.id} list={list} />
        ))}
      </Stack>
    ) : (
      <Text textAlign="center">{NO_LISTS}</Text>
    );
  } else if (loading) {
    body = <PageSpinner />;
  } else {
    body = <PageError message={error ? 'Failed to load saved lists' : ''} />;
  }
  return (
    <PageContainer>
      <PageTitle title="Saved lists" eyebrow="My Account" />
      <Stack gap="6">
        <NewListForm />
        {body}
      </Stack>
    </PageContainer>
  );
}

import { Button, Field, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { runChange } from '../lib/run-change';
import { AssignPriceListMutation } from '../price-lists/documents';
import { AdminPriceListNamesQuery } from './documents';

/**
 * The price list a trade account buys on (issue 25), chosen by name on the account's own screen:
 * a select of the shop's price lists (inactive ones marked) or "Trade price (none)". The api checks
 * the list exists and audits the change; the account's prices follow at its next page.
 */
export function PriceListForm({
  accountId,
  current,
}: {
  accountId: string;
  current: { id: string; name: string } | null;
}) {
  const lists = useQuery(AdminPriceListNamesQuery);
  const [assign, { loading }] = useMutation(AssignPriceListMutation, {
    refetchQueries: ['AdminAccount'],
  });
  const [choice, setChoice] = useState(current?.id ?? '');
  const options = lists.data?.admin.priceLists ?? [];
  const save = () =>
    runChange(
      async () =>
        (await assign({ variables: { accountId, priceListId: choice || null } })).data?.admin
          .assignPriceList,
      choice ? 'Price list assigned.' : 'The account pays the trade price again.',
    );
  return (
    <Flex
      as="form"
      gap="3"
      align="end"
      wrap="wrap"
      aria-label="Price list"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Field.Root w="auto" minW="14rem">
        <Field.Label>Price list</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
            <option value="">Trade price (none)</option>
            {options.map((l) => (
              <option key={l.id} value={l.id}>
                {l.active ? l.name : `${l.name} (inactive)`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button type="submit" loading={loading} disabled={choice === (current?.id ?? '')}>
        Save price list
      </Button>
      {lists.error ? (
        <Text color="fg.error" fontSize="sm">
          The price lists could not be loaded.
        </Text>
      ) : null}
    </Flex>
  );
}

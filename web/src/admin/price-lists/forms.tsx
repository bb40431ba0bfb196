import { Box, Button, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormField } from '@/components/form/form-field';
import { runChange } from '../lib/run-change';
import {
  AddPriceRuleMutation,
  AddVolumeBreakMutation,
  AssignPriceListMutation,
  CreatePriceListMutation,
} from './documents';

/** A category as the selects name it. */
export interface CategoryOption {
  id: string;
  name: string;
}

const refetch = { refetchQueries: ['AdminPriceLists'] };

/** A labelled native select. */
function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Runs `work` on submit without reloading the page. */
const onSubmit = (work: () => Promise<unknown>) => (event: FormEvent) => {
  event.preventDefault();
  void work();
};

/** Creates a price list by name. */
export function CreatePriceListForm() {
  const [create, { loading }] = useMutation(CreatePriceListMutation, refetch);
  const [name, setName] = useState('');
  const submit = async () => {
    const done = await runChange(
      async () => (await create({ variables: { name: name.trim() } })).data?.admin.createPriceList,
      `Price list '${name.trim()}' created.`,
    );
    if (done) setName('');
  };
  return (
    <Flex as="form" gap="3" align="end" wrap="wrap" onSubmit={onSubmit(submit)}>
      <Box flex="1" minW="12rem">
        <FormField
          label="New price list"
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.currentTarget.value)}
        />
      </Box>
      <Button type="submit" loading={loading} disabled={!name.trim()}>
        Create price list
      </Button>
    </Flex>
  );
}

/** A rule's optional validity window as the forms hold it: YYYY-MM-DD or ''. */
interface Validity {
  validFrom: string;
  validTo: string;
}

const NO_DATES: Validity = { validFrom: '', validTo: '' };

/** The window as the mutation takes it: an empty date is open (null). */
const validityInput = (v: Validity) => ({
  validFrom: v.validFrom || null,
  validTo: v.validTo || null,
});

/** The two optional dates of a rule (both inclusive; empty = open). */
function ValidityFields({
  value,
  onChange,
}: {
  value: Validity;
  onChange: (value: Validity) => void;
}) {
  return (
    <>
      <Box w="10rem">
        <FormField
          label="Valid from"
          type="date"
          value={value.validFrom}
          onChange={(e) => onChange({ ...value, validFrom: e.currentTarget.value })}
        />
      </Box>
      <Box w="10rem">
        <FormField
          label="Valid to"
          type="date"
          value={value.validTo}
          onChange={(e) => onChange({ ...value, validTo: e.currentTarget.value })}
        />
      </Box>
    </>
  );
}

/** Adds a percentage rule (a category or everything), with optional dates, to one price list. */
export function AddPercentRuleForm({
  priceListId,
  categories,
}: {
  priceListId: string;
  categories: readonly CategoryOption[];
}) {
  const [add, { loading }] = useMutation(AddPriceRuleMutation, refetch);
  const [categoryId, setCategoryId] = useState('');
  const [percentOff, setPercentOff] = useState('');
  const [dates, setDates] = useState(NO_DATES);
  const submit = async () => {
    const input = {
      kind: 'PERCENT' as const,
      percentOff,
      categoryId: categoryId || null,
      ...validityInput(dates),
    };
    const done = await runChange(
      async () => (await add({ variables: { priceListId, input } })).data?.admin.addPriceRule,
      'Rule added.',
    );
    if (done) {
      setPercentOff('');
      setDates(NO_DATES);
    }
  };
  return (
    <Flex
      as="form"
      gap="3"
      align="end"
      wrap="wrap"
      aria-label="Add a percentage"
      onSubmit={onSubmit(submit)}
    >
      <Box minW="10rem">
        <Select label="Applies to" value={categoryId} onChange={setCategoryId}>
          <option value="">Everything</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Box>
      <Box w="8rem">
        <FormField
          label="% off"
          inputMode="decimal"
          value={percentOff}
          onChange={(e) => setPercentOff(e.currentTarget.value)}
        />
      </Box>
      <ValidityFields value={dates} onChange={setDates} />
      <Button type="submit" size="sm" loading={loading} disabled={!percentOff.trim()}>
        Add rule
      </Button>
    </Flex>
  );
}

/**
 * Adds a fixed net price (euros) for one product — its SKU, whatever the variation — or for one
 * of its variations (a bed's size and fabric), with optional dates, to one price list.
 */
export function AddFixedPriceForm({ priceListId }: { priceListId: string }) {
  const [add, { loading }] = useMutation(AddPriceRuleMutation, refetch);
  const [target, setTarget] = useState({ productId: '', variationId: '', price: '' });
  const [dates, setDates] = useState(NO_DATES);
  const submit = async () => {
    const input = {
      kind: 'FIXED' as const,
      productId: target.productId.trim(),
      variationId: target.variationId.trim() || null,
      price: target.price.trim(),
      ...validityInput(dates),
    };
    const done = await runChange(
      async () => (await add({ variables: { priceListId, input } })).data?.admin.addPriceRule,
      'Rule added.',
    );
    if (done) {
      setTarget({ productId: '', variationId: '', price: '' });
      setDates(NO_DATES);
    }
  };
  const set = (key: keyof typeof target) => (e: { currentTarget: { value: string } }) =>
    setTarget({ ...target, [key]: e.currentTarget.value });
  return (
    <Flex
      as="form"
      gap="3"
      align="end"
      wrap="wrap"
      aria-label="Add a fixed price"
      onSubmit={onSubmit(submit)}
    >
      <Box w="8rem">
        <FormField
          label="Product id"
          inputMode="numeric"
          value={target.productId}
          onChange={set('productId')}
        />
      </Box>
      <Box w="9rem">
        <FormField
          label="Variation id"
          inputMode="numeric"
          helper="Empty: any variation"
          value={target.variationId}
          onChange={set('variationId')}
        />
      </Box>
      <Box w="9rem">
        <FormField
          label="Net price (€)"
          inputMode="decimal"
          value={target.price}
          onChange={set('price')}
        />
      </Box>
      <ValidityFields value={dates} onChange={setDates} />
      <Button
        type="submit"
        size="sm"
        loading={loading}
        disabled={!target.productId.trim() || !target.price.trim()}
      >
        Add fixed price
      </Button>
    </Flex>
  );
}

/** Assigns a price list (or the trade price) to a trade account by its id. */
export function AssignPriceListForm({ lists }: { lists: readonly { id: string; name: string }[] }) {
  const [assign, { loading }] = useMutation(AssignPriceListMutation, refetch);
  const [accountId, setAccountId] = useState('');
  const [priceListId, setPriceListId] = useState('');
  const submit = () =>
    runChange(
      async () =>
        (
          await assign({
            variables: { accountId: accountId.trim(), priceListId: priceListId || null },
          })
        ).data?.admin.assignPriceList,
      priceListId ? 'Price list assigned.' : 'The account pays the trade price again.',
    );
  return (
    <Flex as="form" gap="3" align="end" wrap="wrap" onSubmit={onSubmit(submit)}>
      <Box w="9rem">
        <FormField
          label="Account id"
          inputMode="numeric"
          value={accountId}
          onChange={(e) => setAccountId(e.currentTarget.value)}
        />
      </Box>
      <Box minW="12rem">
        <Select label="Price list" value={priceListId} onChange={setPriceListId}>
          <option value="">Trade price (none)</option>
          {lists.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </Select>
      </Box>
      <Button type="submit" loading={loading} disabled={!accountId.trim()}>
        Assign
      </Button>
    </Flex>
  );
}

/** Adds a volume break for a category (default of its products) or one product. */
export function AddVolumeBreakForm({ categories }: { categories: readonly CategoryOption[] }) {
  const [add, { loading }] = useMutation(AddVolumeBreakMutation, refetch);
  const [target, setTarget] = useState({ categoryId: categories[0]?.id ?? '', productId: '' });
  const [minQuantity, setMinQuantity] = useState('');
  const [percentOff, setPercentOff] = useState('');
  const submit = async () => {
    const product = target.productId.trim();
    const input = {
      ...(product ? { productId: product } : { categoryId: target.categoryId }),
      minQuantity: Number(minQuantity),
      percentOff,
    };
    const done = await runChange(
      async () => (await add({ variables: { input } })).data?.admin.addVolumeBreak,
      'Volume break added.',
    );
    if (done) setMinQuantity('');
  };
  return (
    <Flex as="form" gap="3" align="end" wrap="wrap" onSubmit={onSubmit(submit)}>
      <Box minW="10rem">
        <Select
          label="Category"
          value={target.categoryId}
          onChange={(categoryId) => setTarget((t) => ({ ...t, categoryId }))}
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Box>
      <Box w="9rem">
        <FormField
          label="or product id"
          inputMode="numeric"
          value={target.productId}
          onChange={(e) => setTarget({ ...target, productId: e.currentTarget.value })}
        />
      </Box>
      <Box w="8rem">
        <FormField
          label="From quantity"
          inputMode="numeric"
          value={minQuantity}
          onChange={(e) => setMinQuantity(e.currentTarget.value)}
        />
      </Box>
      <Box w="7rem">
        <FormField
          label="% off"
          inputMode="decimal"
          value={percentOff}
          onChange={(e) => setPercentOff(e.currentTarget.value)}
        />
      </Box>
      <Button type="submit" loading={loading} disabled={!minQuantity || !percentOff.trim()}>
        Add tier
      </Button>
    </Flex>
  );
}

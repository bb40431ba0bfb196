import { Box, Button, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { LuShoppingBag } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router';
import type { FragmentType } from '@/__generated__';
import type { CartLineInput } from '@/__generated__/graphql';
import { paths } from '@/config/paths';
import { addToCart } from '@/lib/cart/store';
import type { CartStorage } from '@/lib/cart/types';
import type { MoneyLike } from '@/lib/money';
import { afterNextPaint } from '@/lib/first-paint';
import { hydrateLater } from '@/lib/hydrate-later';
import { notify } from '@/lib/toaster';
import { useTimedMessage } from '@/lib/use-timed-message';
import { PriceQuoteQuery } from '../api/documents';
import {
  ADD_TO_CART_ERROR_MS,
  ADD_TO_CART_MESSAGES,
  ADDED_TOAST_MS,
  buildCartItem,
  selectionError,
  storageChoices,
  twoDecimals,
} from './configurator-rules';
import type { ConfigurableProduct, ConfiguratorForm } from './configurator-rules';
import { PricePanel } from './price-panel';
import { ProductOptions } from './product-options';
import type { ProductOptionsFragment } from './product-options';
import { QuantityStepper } from '@/components/quantity-stepper';
import { ReferenceField } from './reference-field';
import { initialSelection, selectedVariation } from './selection';
import type { VariationLike } from './selection';
import { SpecialInstructionsInput } from './special-instructions';
import { StorageOptions } from './storage-options';
import { usePriceQuote } from './use-price-quote';
import { useSpecialFile } from './use-special-file';
import { VolumePrices, type VolumePriceLike } from './volume-prices';

/** The product as the configurator reads it. */
export interface ConfiguratorProduct extends ConfigurableProduct {
  /** Storage types offered (beds). */
  storageTypes: readonly CartStorage[];
  /** False when the add button must be disabled (spec §5). */
  purchasable: boolean;
  /** Base net price; null for visitors. */
  price?: MoneyLike | null;
  /** Priced variations. */
  variations: readonly (VariationLike & { price?: MoneyLike | null })[];
  /** The signed-in customer's volume tiers (issue 25); null or absent for visitors. */
  volumePrices?: readonly VolumePriceLike[] | null;
}

/** Props of {@link ProductConfigurator}. */
export interface ProductConfiguratorProps {
  /** The product's fields. */
  product: ConfiguratorProduct;
  /** The same product as the pickers' fragment reference. */
  options: FragmentType<typeof ProductOptionsFragment>;
  /** True for a signed-in customer. */
  signedIn: boolean;
  /**
   * More actions on the configured line for a signed-in customer (issue 24: "Save to list"),
   * composed by the page; `line()` answers the line, or why it is not complete yet.
   */
  lineActions?: (line: () => CartLineInput[] | string) => ReactNode;
}

function initialForm(product: ConfigurableProduct): ConfiguratorForm {
  return {
    selection: initialSelection(product),
    storage: 'NONE',
    quantity: 1,
    referenceNumber: '',
    instructions: '',
  };
}

function lineInput(product: ConfiguratorProduct, form: ConfiguratorForm): CartLineInput {
  const { sizeId, fabricId, colorId } = form.selection;
  return {
    productId: product.id,
    sizeId,
    fabricId: product.isBed ? fabricId : null,
    fabricColorId: product.isBed ? colorId : null,
    storage: product.isBed ? form.storage : 'NONE',
    quantity: form.quantity,
  };
}

/** Renders the page's actions on the configured line (see `lineActions`). */
function LineActions({
  render,
  line,
}: {
  render: NonNullable<ProductConfiguratorProps['lineActions']>;
  line: () => CartLineInput[] | string;
}) {
  return render(line);
}

// The fields below the options answer only a touch: on a server-rendered page they keep their
// server HTML until touched (lib/hydrate-later.tsx, issue 29: a quarter of the product page's main
// content hydration in React's profiling build). Text typed in before the app started hydrates
// them with the page. Their props are stable until the form changes.
const LaterReferenceField = hydrateLater(ReferenceField, { when: 'touched' });
const LaterSpecialInstructions = hydrateLater(SpecialInstructionsInput, { when: 'touched' });
const LaterQuantityStepper = hydrateLater(QuantityStepper, { when: 'touched' });
const LaterLineActions = hydrateLater(LineActions, { when: 'touched' });

/**
 * The 'Add to Cart' button. Memoized: it re-renders when it is disabled or busy, not with every
 * choice of the configurator (issue 29, interaction latency).
 */
const AddToCartButton = memo(function AddToCartButton({
  disabled,
  loading,
  onClick,
}: {
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      flex="1"
      h="12"
      borderRadius="full"
      colorPalette="brand"
      fontWeight="600"
      letterSpacing="0.04em"
      disabled={disabled}
      loading={loading}
      onClick={onClick}
    >
      <LuShoppingBag aria-hidden />
      Add to Cart
    </Button>
  );
});

/**
 * The product configurator (spec §2 Product detail, §4, §5, §9): live price, size/fabric/colour
 * pickers, storage for beds, customer reference, special instructions with a file, quantity 1–99
 * and 'Add to Cart'. Adding checks sign-in (else /signin), a running upload and the selection,
 * prices the line on the server, adds it to the cart, shows '{product_name} added to cart' for 2 s
 * and resets the form.
 */
export function ProductConfigurator({
  product,
  options,
  signedIn,
  lineActions,
}: ProductConfiguratorProps) {
  const [form, setForm] = useState<ConfiguratorForm>(() => initialForm(product));
  const [resets, setResets] = useState(0);
  const [adding, setAdding] = useState(false);
  const file = useSpecialFile();
  const error = useTimedMessage(ADD_TO_CART_ERROR_MS);
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  // An incomplete choice is not sent to be priced: the panel asks for the options at once, and
  // the server-rendered page (issue 29) and the browser's first render show the same thing.
  const complete = selectionError(product, form.selection) === null;
  const quote = usePriceQuote(signedIn && complete ? lineInput(product, form) : null);
  const variation = selectedVariation(product.variations, form.selection);
  const fromPrice = variation?.price ?? product.price;
  // One handler per field for the page's life: a new one would be new content for a waiting field.
  const on = useMemo(() => {
    const update = (patch: Partial<ConfiguratorForm>) => setForm((f) => ({ ...f, ...patch }));
    return {
      selection: (
        next: (current: ConfiguratorForm['selection']) => ConfiguratorForm['selection'],
      ) => setForm((f) => ({ ...f, selection: next(f.selection) })),
      storage: (storage: CartStorage) => update({ storage }),
      referenceNumber: (referenceNumber: string) => update({ referenceNumber }),
      instructions: (instructions: string) => update({ instructions }),
      quantity: (quantity: number) => update({ quantity }),
    };
  }, []);
  const storage = useMemo(() => storageChoices(product), [product]);
  const { choose } = file;
  const chooseFile = useCallback((chosen: File | null) => void choose(chosen), [choose]);
  // The line as configured now, read when a line action is used: one function for the product.
  const latestForm = useRef(form);
  useEffect(() => {
    latestForm.current = form;
  }, [form]);
  const line = useCallback((): CartLineInput[] | string => {
    const current = latestForm.current;
    return selectionError(product, current.selection) ?? [lineInput(product, current)];
  }, [product]);

  /** Puts the priced line in the cart; the toast and the emptied form follow the next paint. */
  const addPriced = (priced: { unitPrice: MoneyLike; unitVat: MoneyLike }) => {
    const uploaded = file.state.status === 'uploaded' ? file.state : null;
    addToCart(
      buildCartItem(
        product,
        form,
        {
          unitPrice: twoDecimals(priced.unitPrice.amount),
          unitVat: twoDecimals(priced.unitVat.amount),
        },
        uploaded ? { id: uploaded.id, fileName: uploaded.fileName, sha256: uploaded.sha256 } : null,
      ),
    );
    // The click's frame paints only the header's new count; the toast and the emptied
    // configurator are drawn after it (issue 29, interaction latency).
    afterNextPaint(() => {
      notify('success', `${product.name} added to cart`, { duration: ADDED_TOAST_MS });
      startTransition(() => {
        setForm(initialForm(product));
        file.reset();
        setResets((n) => n + 1);
      });
    });
  };

  const add = async () => {
    error.clear();
    if (!signedIn) {
      await navigate(paths.signIn.to(), { state: { from: location } });
      return;
    }
    if (file.state.status === 'uploading') {
      error.show(ADD_TO_CART_MESSAGES.uploading);
      return;
    }
    const problem = selectionError(product, form.selection);
    if (problem) {
      error.show(problem);
      return;
    }
    const variables = { input: lineInput(product, form) };
    // The live price already shown (the same question, answered and cached): added at once.
    const shown = client.readQuery({ query: PriceQuoteQuery, variables })?.priceQuote;
    if (shown) {
      addPriced(shown);
      return;
    }
    setAdding(true);
    try {
      const { data } = await client.query({ query: PriceQuoteQuery, variables });
      if (data?.priceQuote) addPriced(data.priceQuote);
      // The session ended: prices are hidden again.
      else await navigate(paths.signIn.to(), { state: { from: location } });
    } catch (failure) {
      error.show(
        CombinedGraphQLErrors.is(failure)
          ? (failure.errors[0]?.message ?? failure.message)
          : 'Something went wrong. Please try again.',
      );
    } finally {
      setAdding(false);
    }
  };

  // One handler for the page's life, calling the latest `add` (the button is memoized).
  const latestAdd = useRef(add);
  useLayoutEffect(() => {
    latestAdd.current = add;
  });
  const onAdd = useCallback(() => void latestAdd.current(), []);

  return (
    <Stack gap="6">
      <PricePanel signedIn={signedIn} quote={quote} fromPrice={fromPrice} />
      {signedIn ? <VolumePrices tiers={product.volumePrices} /> : null}
      <Separator borderColor="border" />
      <ProductOptions product={options} selection={form.selection} onChange={on.selection} />
      <StorageOptions choices={storage} value={form.storage} onChange={on.storage} />
      <LaterReferenceField value={form.referenceNumber} onChange={on.referenceNumber} />
      <LaterSpecialInstructions
        key={resets}
        text={form.instructions}
        onTextChange={on.instructions}
        file={file.state}
        onFileChange={chooseFile}
      />
      <Box>
        <Flex gap="3" align="center">
          <LaterQuantityStepper value={form.quantity} onChange={on.quantity} />
          <AddToCartButton disabled={!product.purchasable} loading={adding} onClick={onAdd} />
        </Flex>
        <Box minH="6" mt="2">
          {error.message ? (
            <Text role="alert" color="red.600" fontSize="sm">
              {error.message}
            </Text>
          ) : null}
        </Box>
        {signedIn && lineActions ? <LaterLineActions render={lineActions} line={line} /> : null}
      </Box>
    </Stack>
  );
}

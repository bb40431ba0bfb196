import { Accordion, Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageSpinner } from '@/components/page-status';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useCartQuote } from '@/lib/cart/quote';
import { clearCart } from '@/lib/cart/store';
import { useCart } from '@/lib/cart/use-cart';
import { notify } from '@/lib/toaster';
import { refreshOrdersAndCredit } from '@/lib/refresh-orders';
import { CheckoutViewerQuery, PlaceOrderMutation } from '../api/documents';
import { BuyerPoField } from '../components/buyer-po-field';
import { CheckoutStep } from '../components/checkout-step';
import { ContactForm } from '../components/contact-form';
import { OrderLines, referenceInputId } from '../components/order-lines';
import { OrderSummary } from '../components/order-summary';
import { ShippingForm } from '../components/shipping-form';
import { useAddressChoice } from '../lib/use-address-choice';
import { useSaveToBook } from '../lib/use-save-to-book';
import { SaveAddressFields } from '../components/save-address-fields';
import {
  contactSchema,
  linesMissingReference,
  MISSING_REFERENCE,
  shippingSchema,
} from '../lib/checkout-schema';
import type {
  ContactData,
  ContactValues,
  ShippingData,
  ShippingValues,
} from '../lib/checkout-schema';
import { BUYER_PO_FIELD, buyerPoProblem } from '../lib/buyer-po';
import { CHECKOUT_MESSAGES, placeOrderErrorMessage } from '../lib/messages';
import { lineIndexOfField, toPlaceOrderInput } from '../lib/order-input';
import { newIdempotencyKey } from '../lib/refresh';

type StepName = 'contact' | 'shipping';

// Issue 24: the saved-address choice loads only for a company with saved addresses (JS budget).
const SavedAddressPicker = lazy(() =>
  import('../components/saved-address-picker').then((m) => ({ default: m.SavedAddressPicker })),
);

function focusReference(lineId: string) {
  const input = document.getElementById(referenceInputId(lineId));
  input?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  input?.focus({ preventScroll: true });
}

/**
 * /checkout (spec §2 Checkout, §5, §8): collapsible Contact info and Shipping address steps
 * (shipping open first; saving one opens the next), a required Customer Reference per line, the
 * server-priced summary with the available credit, and 'Confirm Order'. Placing is idempotent per
 * attempt: the key is kept until the server answers definitively, so a retry after a network error
 * cannot book twice. Success empties the cart, refreshes orders and credit, toasts 'Order Placed
 * Successfully' and goes to /orders. Visitors are sent to /signin.
 */
export default function CheckoutRoute() {
  const items = useCart();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading: viewerLoading } = useQuery(CheckoutViewerQuery);
  const viewer = data?.viewer ?? null;
  const { quote, loading: pricing, error: quoteError } = useCartQuote(items, !viewer);
  const [placeOrder, { loading: placing }] = useMutation(PlaceOrderMutation);
  const address = useAddressChoice();
  // Issue 24: a company admin's typed address may go to the company's book with the order.
  const save = useSaveToBook(viewer?.companyRole);

  const [openSteps, setOpenSteps] = useState<string[]>(['shipping']);
  const [saved, setSaved] = useState<Record<StepName, boolean>>({
    contact: false,
    shipping: false,
  });
  const [lineErrors, setLineErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [message, setMessage] = useState<string | null>(null);
  const [buyerPo, setBuyerPo] = useState('');
  const [buyerPoError, setBuyerPoError] = useState<string | null>(null);
  const buyerPoInput = useRef<HTMLInputElement>(null);
  const idempotencyKey = useRef<string | null>(null);

  const shippingForm = useForm<ShippingValues, unknown, ShippingData>({
    resolver: zodResolver(shippingSchema),
    values: {
      firstName: viewer?.fullName.trim().split(/\s+/)[0] ?? '',
      address: viewer?.deliveryAddress ?? '',
      city: viewer?.deliveryCity ?? '',
      country: viewer?.country ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const contactForm = useForm<ContactValues, unknown, ContactData>({
    resolver: zodResolver(contactSchema),
    values: {
      name: viewer?.fullName ?? '',
      phone: viewer?.phoneNumber ?? '',
      email: viewer?.email ?? '',
      newsOptIn: viewer?.subscribed ?? false,
    },
    resetOptions: { keepDirtyValues: true },
  });

  if (viewerLoading && !data) return <PageSpinner />;
  if (!viewer) {
    return <Navigate to={paths.signIn.to()} replace state={{ from: paths.checkout.to() }} />;
  }

  const saveContact = () => {
    setSaved((s) => ({ ...s, contact: true }));
    setOpenSteps(['shipping']);
  };
  const saveShipping = (typed?: ShippingData) => {
    if (typed && save.check(typed) === false) return;
    setSaved((s) => ({ ...s, shipping: true }));
    setOpenSteps([]);
    const first = items[0];
    if (first) document.getElementById(referenceInputId(first.lineId))?.focus();
  };

  const onReferenceChange = (lineId: string, value: string) => {
    if (value.trim() && lineErrors.has(lineId)) {
      setLineErrors((prev) => new Map([...prev].filter(([id]) => id !== lineId)));
    }
  };

  const confirm = async () => {
    setMessage(null);
    if (items.length === 0) {
      setMessage(CHECKOUT_MESSAGES.empty);
      return;
    }
    if (!address.saved && !(await shippingForm.trigger())) {
      setOpenSteps(['shipping']);
      return;
    }
    if (!(await contactForm.trigger())) {
      setOpenSteps(['contact']);
      return;
    }
    const missingIds = linesMissingReference(items);
    setLineErrors(new Map(missingIds.map((id) => [id, MISSING_REFERENCE])));
    if (missingIds[0]) {
      focusReference(missingIds[0]);
      return;
    }
    const poProblem = buyerPoProblem(buyerPo);
    setBuyerPoError(poProblem);
    if (poProblem) {
      buyerPoInput.current?.focus();
      return;
    }
    const typed = address.saved ? null : shippingSchema.parse(shippingForm.getValues());
    const toBook = typed ? save.check(typed) : null;
    if (toBook === false) {
      setOpenSteps(['shipping']);
      return;
    }
    const shipping = address.saved?.id ?? (toBook ? { saveAddress: toBook } : typed!);
    const contact = contactSchema.parse(contactForm.getValues());
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const result = await placeOrder({
        variables: {
          input: toPlaceOrderInput(idempotencyKey.current, items, shipping, contact, buyerPo),
        },
      });
      const payload = result.data?.placeOrder;
      if (!payload) {
        setMessage(CHECKOUT_MESSAGES.failed);
        return;
      }
      if (payload.userErrors.length > 0) {
        // A definitive answer: nothing was placed, so the next attempt gets a new key.
        idempotencyKey.current = null;
        const byLine = new Map<string, string>();
        for (const e of payload.userErrors) {
          const index = lineIndexOfField(e.field);
          const lineId = index === null ? undefined : items[index]?.lineId;
          if (lineId && !byLine.has(lineId)) byLine.set(lineId, e.message);
        }
        setLineErrors(byLine);
        const poError = payload.userErrors.find((e) => e.field === BUYER_PO_FIELD);
        setBuyerPoError(poError?.message ?? null);
        if (poError) buyerPoInput.current?.focus();
        const firstLine = items.find((item) => byLine.has(item.lineId));
        if (firstLine) focusReference(firstLine.lineId);
        setMessage(payload.userErrors[0]?.message ?? CHECKOUT_MESSAGES.failed);
        return;
      }
      idempotencyKey.current = null;
      clearCart();
      // The new address is in the company's book now: read the book again where it shows.
      if (toBook) client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'companyAddresses' });
      void refreshOrdersAndCredit(client, viewer.id);
      if (payload.approval) {
        // Issue 24: over the buyer's limits: no order yet; My Orders lists it as awaiting approval.
        notify('success', CHECKOUT_MESSAGES.awaitingApproval);
        await navigate(paths.orders.to());
        return;
      }
      notify('success', CHECKOUT_MESSAGES.success);
      // My Orders opens on the confirmation of the checkout's purchase order (issue 14).
      const placed = payload.purchaseOrder?.number;
      await navigate(
        placed ? `${paths.orders.to()}?placed=${encodeURIComponent(placed)}` : paths.orders.to(),
      );
    } catch (error) {
      // The outcome is unknown (e.g. no response): keep the key so a retry cannot book twice.
      setMessage(placeOrderErrorMessage(error));
    }
  };

  const shippingValues = shippingForm.getValues();
  const contactValues = contactForm.getValues();

  return (
    <PageContainer>
      <PageTitle title="Checkout" />
      {items.length === 0 ? (
        <Stack align="center" gap="4" py="10">
          <Text fontSize="lg">{CHECKOUT_MESSAGES.empty}</Text>
          <Button asChild variant="outline" borderRadius="full">
            <RouterLink to={paths.products.to()}>All Products</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 380px' }} gap={{ base: '8', lg: '12' }}>
          <Box minW="0">
            <Accordion.Root
              multiple
              collapsible
              value={openSteps}
              onValueChange={(e) => setOpenSteps(e.value)}
              variant="plain"
            >
              <CheckoutStep
                value="contact"
                number={1}
                title="Contact info"
                saved={saved.contact}
                summary={
                  saved.contact
                    ? [contactValues.name, contactValues.email].filter(Boolean).join(' · ')
                    : undefined
                }
              >
                <ContactForm form={contactForm} onSave={saveContact} />
              </CheckoutStep>
              <CheckoutStep
                value="shipping"
                number={2}
                title="Shipping address"
                saved={saved.shipping}
                summary={
                  saved.shipping
                    ? address.summary ||
                      [shippingValues.address, shippingValues.city, shippingValues.country]
                        .filter(Boolean)
                        .join(', ')
                    : undefined
                }
              >
                {address.addresses.length > 0 ? (
                  <Suspense fallback={null}>
                    <SavedAddressPicker
                      options={address.options}
                      value={address.choice}
                      onChange={address.setChoice}
                    />
                  </Suspense>
                ) : null}
                {address.saved ? (
                  <Button
                    colorPalette="brand"
                    borderRadius="full"
                    px="8"
                    onClick={() => saveShipping()}
                  >
                    Save
                  </Button>
                ) : (
                  <ShippingForm form={shippingForm} onSave={saveShipping}>
                    <SaveAddressFields save={save} />
                  </ShippingForm>
                )}
              </CheckoutStep>
            </Accordion.Root>
            <Box mt="6">
              <BuyerPoField
                value={buyerPo}
                onChange={(value) => {
                  setBuyerPo(value);
                  if (buyerPoError && !buyerPoProblem(value)) setBuyerPoError(null);
                }}
                error={buyerPoError}
                disabled={placing}
                inputRef={buyerPoInput}
              />
            </Box>
            <Heading as="h2" size="md" mt="6" mb="2">
              Your order
            </Heading>
            <OrderLines
              items={items}
              quote={quote}
              loading={pricing}
              lineErrors={lineErrors}
              onReferenceChange={onReferenceChange}
              disabled={placing}
            />
          </Box>
          <OrderSummary quote={quote} loading={pricing} availableCredit={viewer.availableCredit}>
            {quoteError ? (
              <Text role="alert" color="red.600" fontSize="sm">
                {quoteError}
              </Text>
            ) : null}
            {placing ? (
              <Text role="status" color="fg.muted" fontSize="sm">
                {CHECKOUT_MESSAGES.verifying}
              </Text>
            ) : null}
            {message ? (
              <Text role="alert" color="red.600" fontSize="sm" data-testid="checkout-message">
                {message}
              </Text>
            ) : null}
            <Button
              colorPalette="brand"
              size="lg"
              borderRadius="full"
              mt="2"
              disabled={placing}
              onClick={() => void confirm()}
            >
              {placing ? 'Processing...' : 'Confirm Order'}
            </Button>
          </OrderSummary>
        </Grid>
      )}
    </PageContainer>
  );
}

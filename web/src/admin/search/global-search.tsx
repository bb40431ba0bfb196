import { Box, Input, Kbd, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { adminPaths } from '../paths';
import { useStaffAccess } from '../staff/use-staff-access';
import { AdminSearchQuery } from './documents';

/** One hit as the result list shows it: where it goes and its two lines. */
interface Hit {
  key: string;
  to: string;
  title: string;
  detail: string;
}

/** The label of the search box (also its placeholder). */
export const SEARCH_LABEL = 'Search orders, PO numbers, customers, companies';

/** True when the key event comes from a text field (where `/` is typed, not a shortcut). */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** The text after it has rested for 250 ms. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** The search's groups as one list of hits (orders, then customers, then companies). */
function useHits(query: string): { hits: Hit[]; loading: boolean } {
  const { data, loading } = useQuery(AdminSearchQuery, {
    variables: { query },
    skip: query.length < 2,
    fetchPolicy: 'network-only',
  });
  const found = data?.admin.search;
  if (!found || query.length < 2) return { hits: [], loading };
  const po = (o: { purchaseOrderNumber?: string | null; buyerPoNumber?: string | null }) =>
    [o.purchaseOrderNumber, o.buyerPoNumber && `buyer PO ${o.buyerPoNumber}`]
      .filter(Boolean)
      .join(', ');
  return {
    loading,
    hits: [
      ...found.orders.map((o) => ({
        key: `o${o.id}`,
        to: adminPaths.order.to(o.id),
        title: `Order ${o.trackingId}`,
        detail: [o.companyName || o.customerName, po(o), o.deliveryStatus]
          .filter(Boolean)
          .join(' · '),
      })),
      ...found.customers.map((c) => ({
        key: `c${c.id}`,
        to: adminPaths.account.to(c.accountId),
        title: `Customer ${c.fullName}`,
        detail: [c.email, c.companyName].filter(Boolean).join(' · '),
      })),
      ...found.companies.map((c) => ({
        key: `a${c.accountId}`,
        to: adminPaths.account.to(c.accountId),
        title: `Company ${c.companyName}`,
        detail: `${c.fullName} · ${c.status}`,
      })),
    ],
  };
}

/**
 * The console's one search box (issue 26) in the top bar: orders by tracking ID, reference or
 * either PO number, customers and companies; `/` or Ctrl-K (⌘K) focuses it from anywhere, the
 * arrow keys walk the results, Enter opens one, Escape closes. Hidden for a role without `search`.
 */
export function GlobalSearch() {
  const access = useStaffAccess();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useSettled(text.trim());
  const { hits, loading } = useHits(query);
  const allowed = access.may('search');

  useEffect(() => {
    if (!allowed) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (ctrlK || (event.key === '/' && !typing(event.target))) {
        event.preventDefault();
        input.current?.focus();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [allowed]);

  if (!allowed) return null;
  const go = (hit: Hit | undefined) => {
    if (!hit) return;
    setOpen(false);
    setText('');
    input.current?.blur();
    void navigate(hit.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, hits.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter') go(hits[active]);
    else if (event.key === 'Escape') setOpen(false);
    else return;
    event.preventDefault();
  };
  const showing = open && query.length >= 2;
  return (
    <Box position="relative" flex="1" minW="6rem" maxW="lg">
      <Input
        ref={input}
        type="search"
        size="sm"
        role="combobox"
        aria-label={SEARCH_LABEL}
        aria-expanded={showing}
        aria-controls="admin-search-results"
        aria-autocomplete="list"
        aria-activedescendant={
          showing && hits[active] ? `admin-hit-${hits[active].key}` : undefined
        }
        placeholder="Search…"
        title="Search (press / or Ctrl K)"
        value={text}
        maxLength={200}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      <Text srOnly aria-live="polite">
        {showing && !loading ? `${hits.length} results` : ''}
      </Text>
      {showing ? (
        <Stack
          as="ul"
          id="admin-search-results"
          role="listbox"
          aria-label="Search results"
          position="absolute"
          top="100%"
          mt="1"
          left="0"
          right={{ base: '-16', sm: '0' }}
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="lg"
          listStyleType="none"
          p="1"
          m="0"
          gap="0"
          maxH="70vh"
          overflowY="auto"
        >
          {hits.length === 0 ? (
            <Text as="li" px="3" py="2" fontSize="sm">
              {loading ? 'Searching…' : 'Nothing found.'}
            </Text>
          ) : (
            hits.map((hit, i) => (
              <Box
                as="li"
                key={hit.key}
                id={`admin-hit-${hit.key}`}
                role="option"
                aria-selected={i === active}
                bg={i === active ? 'bg.muted' : undefined}
                _hover={{ bg: 'bg.muted' }}
                borderRadius="sm"
              >
                <Box
                  px="3"
                  py="2"
                  cursor="pointer"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => go(hit)}
                >
                  <Text fontWeight="600" fontSize="sm">
                    {hit.title}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {hit.detail}
                  </Text>
                </Box>
              </Box>
            ))
          )}
        </Stack>
      ) : null}
      <Text srOnly>
        Press <Kbd>/</Kbd> or <Kbd>Ctrl</Kbd> <Kbd>K</Kbd> to search from anywhere.
      </Text>
    </Box>
  );
}

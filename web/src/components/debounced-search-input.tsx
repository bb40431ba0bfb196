import { CloseButton, Field, Input, InputGroup, chakra } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';

/** Search debounce in milliseconds (spec §9). */
export const SEARCH_DEBOUNCE_MS = 400;

/** Props of {@link DebouncedSearchInput}. */
export interface DebouncedSearchInputProps {
  /** The committed text (from the URL). */
  value: string;
  /** Called with the typed text once typing pauses for `delay` ms, at once when it is cleared. */
  onCommit: (value: string) => void;
  /** Visible label. */
  label: string;
  /** Placeholder text. */
  placeholder?: string;
  /** Icon at the start of the box. */
  icon?: ReactNode;
  /** Debounce in milliseconds; 400 by default (spec §9). */
  delay?: number;
  /** The query parameter the text is sent as by the box's form (e.g. `q`). */
  name?: string;
  /**
   * When given, the box is a `<form method="get">` to this URL (issue 12): Enter before hydration,
   * or without JavaScript, loads that page from the server; once hydrated, Enter commits the text
   * at once instead (no reload).
   */
  action?: string;
  /** The other query parameters the form sends, as hidden fields (name, value). */
  hidden?: readonly (readonly [string, string])[];
  /**
   * `md` (default): the storefront's box under a small capitalised label; `sm`: the admin
   * console's filter, sized and labelled like the selects and date fields beside it.
   */
  size?: 'sm' | 'md';
}

/** The storefront's search label: small capitals. */
const STOREFRONT_LABEL = {
  fontSize: 'xs',
  fontWeight: '600',
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: 'fg.muted',
} as const;

/**
 * A search box that commits its text after a pause in typing (spec §9: 400 ms), and at once when
 * cleared or on Enter. It follows the committed value when that changes from outside (back and
 * forward). With an `action` it is a GET form that works before hydration (see the prop).
 */
export function DebouncedSearchInput({
  value,
  onCommit,
  label,
  placeholder,
  icon,
  delay = SEARCH_DEBOUNCE_MS,
  name,
  action,
  hidden = [],
  size = 'md',
}: DebouncedSearchInputProps) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  // Text typed into the server-rendered box before hydration (issue 12) is in the page but not in
  // the state: take it over as the page hydrates, so it is committed (after the pause, or on Enter)
  // instead of being wiped by the next render.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed) setDraft((current) => (current === typed ? current : typed));
  }, []);
  if (committed !== value) {
    // The URL changed (a commit, or back/forward): show it.
    setCommitted(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft === value) return undefined;
    if (draft.trim() === '') {
      if (value !== '') onCommit('');
      return undefined;
    }
    const timer = setTimeout(() => onCommit(draft), delay);
    return () => clearTimeout(timer);
  }, [draft, value, delay, onCommit]);

  const field = (
    <Field.Root>
      <Field.Label {...(size === 'sm' ? { fontSize: 'sm' } : STOREFRONT_LABEL)}>
        {label}
      </Field.Label>
      <InputGroup
        startElement={icon}
        endElement={
          draft ? (
            <CloseButton
              size="xs"
              me="-2"
              aria-label={`Clear ${label.toLowerCase()}`}
              onClick={() => setDraft('')}
            />
          ) : undefined
        }
      >
        <Input
          ref={input}
          type="search"
          size={size}
          name={name}
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          bg="bg.panel"
          borderColor="border"
          autoComplete="off"
          spellCheck={false}
          css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
        />
      </InputGroup>
    </Field.Root>
  );
  if (action === undefined) return field;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim() === '' ? '' : draft;
    if (text !== value) onCommit(text);
  };
  return (
    <chakra.form method="get" action={action} onSubmit={submit} minW="0">
      {hidden.map(([key, text]) => (
        <input key={key} type="hidden" name={key} value={text} />
      ))}
      {field}
    </chakra.form>
  );
}

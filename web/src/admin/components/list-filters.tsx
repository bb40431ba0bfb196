import { Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DebouncedSearchInput } from '@/components/debounced-search-input';

/** A row of list filters that wraps at 375 px (issue 9 tables). */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Flex
      gap="3"
      wrap="wrap"
      align="end"
      css={{ '& > *': { flex: '1 1 12rem', maxW: { md: '20rem' } } }}
    >
      {children}
    </Flex>
  );
}

/** Props of {@link SelectFilter}. */
export interface SelectFilterProps {
  /** Visible label. */
  label: string;
  /** The selected value ('' = all). */
  value: string;
  /** The choices; the first option is 'All' with value ''. */
  options: readonly { value: string; label: string }[];
  /** Called with the chosen value. */
  onChange: (value: string) => void;
}

/** A labelled native select filter with an 'All' option (issue 9 tables). */
export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          bg="bg.panel"
        >
          <option value="">All</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Props of {@link SearchFilter}. */
export interface SearchFilterProps {
  /** Visible label, e.g. 'Search name, company or e-mail'. */
  label: string;
  /** The committed search text (from the URL). */
  value: string;
  /** Called with the text once typing pauses. */
  onCommit: (value: string) => void;
}

/** The text search of an admin list: commits after a pause in typing (issue 9 tables). */
export function SearchFilter({ label, value, onCommit }: SearchFilterProps) {
  return (
    <DebouncedSearchInput label={label} value={value} onCommit={onCommit} delay={300} size="sm" />
  );
}

/** A calendar day filter of an admin list (YYYY-MM-DD; '' for none). */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        type="date"
        size="sm"
        bg="bg.panel"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Field.Root>
  );
}

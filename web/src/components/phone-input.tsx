import { Box, Button, Field, Group, Input, Popover, Stack, Text, chakra } from '@chakra-ui/react';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';
import { useEffect, useMemo, useState } from 'react';
import type { Ref } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { Portal } from '@/components/portal';

/** Most digits a phone number may have, country code included (E.164; spec §5, §9). */
export const MAX_PHONE_DIGITS = 15;
/** Delay before the country search filters the list, in milliseconds (spec §5). */
export const COUNTRY_SEARCH_DEBOUNCE_MS = 250;
/** The country selected when no number is given: Ireland (spec §2, §9). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IE';

/** One entry of the country selector. */
export interface CountryOption {
  /** ISO 3166-1 alpha-2 code, e.g. "IE". */
  code: CountryCode;
  /** English name, e.g. "Ireland". */
  name: string;
  /** International calling code without '+', e.g. "353". */
  callingCode: string;
  /** The flag emoji. */
  flag: string;
}

function flagOf(code: string): string {
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Every country libphonenumber-js knows, sorted by English name (spec §2 phone country picker). */
export const COUNTRY_OPTIONS: readonly CountryOption[] = getCountries()
  .map((code) => ({
    code,
    name: regionNames.of(code) ?? code,
    callingCode: getCountryCallingCode(code),
    flag: flagOf(code),
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

function optionOf(code: CountryCode): CountryOption {
  return (
    COUNTRY_OPTIONS.find((c) => c.code === code) ?? {
      code,
      name: code,
      callingCode: getCountryCallingCode(code),
      flag: flagOf(code),
    }
  );
}

/** Largest number of national digits allowed for a country so the whole number stays ≤ 15 digits. */
export function maxNationalDigits(country: CountryCode): number {
  return MAX_PHONE_DIGITS - getCountryCallingCode(country).length;
}

/**
 * The E.164 form ("+353871234567") of national digits typed for a country, with the national
 * trunk prefix removed where libphonenumber-js recognises it; '' when no digit was typed.
 */
export function toE164(country: CountryCode, national: string): string {
  const digits = national.replace(/\D/g, '');
  if (!digits) return '';
  const callingCode = getCountryCallingCode(country);
  const parsed = parsePhoneNumberFromString(digits, country);
  if (parsed && parsed.countryCallingCode === callingCode) return parsed.number;
  return `+${callingCode}${digits}`;
}

/** Splits an E.164 value into its country (falling back to `fallback`) and national digits. */
export function splitPhone(
  value: string,
  fallback: CountryCode,
): { country: CountryCode; national: string } {
  if (!value) return { country: fallback, national: '' };
  const parsed = parsePhoneNumberFromString(value);
  const callingCode = getCountryCallingCode(fallback);
  // Countries sharing a calling code (GB, GG, JE, IM): keep the one already chosen.
  if (parsed?.countryCallingCode === callingCode) {
    return { country: fallback, national: parsed.nationalNumber };
  }
  if (parsed?.country) return { country: parsed.country, national: parsed.nationalNumber };
  if (value.startsWith(`+${callingCode}`)) {
    return { country: fallback, national: value.slice(callingCode.length + 1).replace(/\D/g, '') };
  }
  return { country: fallback, national: value.replace(/\D/g, '') };
}

/** Props of {@link PhoneInput}. */
export interface PhoneInputProps {
  /** The number in E.164 ("+353871234567"), or '' when empty. */
  value: string;
  /** Called with the new E.164 value ('' when the digits are cleared). */
  onChange: (value: string) => void;
  /** Called when the number input loses focus (form libraries mark the field touched). */
  onBlur?: () => void;
  /** The number input's name. */
  name?: string;
  /** Ref to the number input (form libraries focus it on errors). */
  inputRef?: Ref<HTMLInputElement>;
  /** Country shown when `value` is empty; Ireland by default. */
  defaultCountry?: CountryCode;
  /** Marks the input invalid. */
  invalid?: boolean;
  /** Disables both the country selector and the input. */
  disabled?: boolean;
  /** Placeholder of the number input. */
  placeholder?: string;
}

/**
 * A phone number input with a searchable country selector (spec §2 contact, callback and sign-up
 * forms; §5 phone input): Ireland by default, the country search filters 250 ms after typing stops,
 * at most 15 digits in all, and the value is reported in E.164. Use it inside a Chakra `Field.Root`
 * so the label points at the number input.
 */
export function PhoneInput({
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  invalid,
  disabled,
  placeholder,
}: PhoneInputProps) {
  const [initial] = useState(() => splitPhone(value, defaultCountry));
  const [country, setCountry] = useState<CountryCode>(initial.country);
  const [national, setNational] = useState(initial.national);
  const [lastValue, setLastValue] = useState(value);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');

  // A value set from outside (form reset, loaded profile) replaces what is shown.
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== toE164(country, national)) {
      const next = splitPhone(value, country);
      setCountry(next.country);
      setNational(next.national);
    }
  }

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), COUNTRY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase().replace(/^\+/, '');
    if (!q) return COUNTRY_OPTIONS;
    return COUNTRY_OPTIONS.filter(
      (c) =>
        c.name.toLowerCase().includes(q) ||
        c.code.toLowerCase() === q ||
        c.callingCode.startsWith(q),
    );
  }, [query]);

  const selected = optionOf(country);

  const emit = (nextCountry: CountryCode, nextNational: string) => {
    const next = toE164(nextCountry, nextNational);
    setLastValue(next);
    onChange(next);
  };

  const onDigits = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, maxNationalDigits(country));
    setNational(digits);
    emit(country, digits);
  };

  const choose = (code: CountryCode) => {
    const digits = national.slice(0, maxNationalDigits(code));
    setCountry(code);
    setNational(digits);
    setOpen(false);
    setSearch('');
    setQuery('');
    emit(code, digits);
  };

  return (
    <Group attached w="full">
      <Popover.Root
        open={open}
        onOpenChange={(e) => setOpen(e.open)}
        positioning={{ placement: 'bottom-start' }}
        lazyMount
        unmountOnExit
      >
        <Popover.Trigger asChild>
          <Button
            variant="outline"
            disabled={disabled}
            aria-label={`Country: ${selected.name} +${selected.callingCode}`}
            px="3"
            flexShrink={0}
            borderColor={invalid ? 'border.error' : undefined}
          >
            <Text as="span" fontSize="xs" fontWeight="600" aria-hidden="true">
              {selected.code}
            </Text>
            <Text as="span" fontSize="sm">
              +{selected.callingCode}
            </Text>
            <LuChevronDown aria-hidden="true" />
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content w="72" maxW="calc(100vw - 2rem)">
              <Popover.Body p="2">
                <Field.Root>
                  <Input
                    size="sm"
                    value={search}
                    onChange={(e) => setSearch(e.target.value)}
                    placeholder="Search country"
                    aria-label="Search country"
                    autoComplete="off"
                  />
                </Field.Root>
                <Box maxH="64" overflowY="auto" mt="2" role="listbox" aria-label="Countries">
                  <Stack gap="0">
                    {matches.map((c) => (
                      <chakra.button
                        key={c.code}
                        type="button"
                        role="option"
                        aria-selected={c.code === country}
                        onClick={() => choose(c.code)}
                        display="flex"
                        alignItems="center"
                        gap="2"
                        textAlign="start"
                        px="2"
                        py="1.5"
                        fontSize="sm"
                        rounded="sm"
                        bg={c.code === country ? 'bg.muted' : undefined}
                        _hover={{ bg: 'bg.subtle' }}
                      >
                        <Text as="span" aria-hidden="true" fontSize="xs" fontWeight="600" w="6">
                          {c.code}
                        </Text>
                        <Text as="span" flex="1" truncate>
                          {c.name}
                        </Text>
                        <Text as="span" color="fg.muted">
                          +{c.callingCode}
                        </Text>
                      </chakra.button>
                    ))}
                  </Stack>
                </Box>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      <Input
        ref={inputRef}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={national}
        onChange={(e) => onDigits(e.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
      />
    </Group>
  );
}

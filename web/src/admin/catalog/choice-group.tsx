import { Checkbox, Fieldset, Flex } from '@chakra-ui/react';

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps {
  /** The group's legend. */
  legend: string;
  /** The choices: value and label. */
  options: { value: string; label: string }[];
  /** The chosen values. */
  value: string[];
  /** Called with the new chosen values. */
  onChange: (value: string[]) => void;
}

/** A labelled group of checkboxes for a multi-choice field (issue 10 product editor). */
export function ChoiceGroup({ legend, options, value, onChange }: ChoiceGroupProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="500">{legend}</Fieldset.Legend>
      <Flex gap="4" wrap="wrap" mt="2">
        {options.map((o) => (
          <Checkbox.Root
            key={o.value}
            checked={value.includes(o.value)}
            onCheckedChange={(e) =>
              onChange(
                e.checked === true ? [...value, o.value] : value.filter((v) => v !== o.value),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{o.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Flex>
    </Fieldset.Root>
  );
}

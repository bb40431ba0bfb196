import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { TRACK_INPUT_LABEL, trackingValue } from '../lib/tracking';

/**
 * The tracking entry (spec §2 Track page): one input 'Tracking ID or Reference Number' and a Track
 * button going to /order-tracking/{value}, trimmed; a blank value is ignored (spec §5).
 */
export function TrackForm({ initialValue = '' }: { initialValue?: string }) {
  const [value, setValue] = useState(initialValue);
  const navigate = useNavigate();
  return (
    <form
      role="search"
      aria-label="Track your order"
      onSubmit={(e) => {
        e.preventDefault();
        const target = trackingValue(value);
        if (target) void navigate(paths.orderTracking.to(target));
      }}
    >
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }} gap="3">
        <Field.Root flex="1">
          <Field.Label>{TRACK_INPUT_LABEL}</Field.Label>
          <Input
            value={value}
            onChange={(e) => setValue(e.target.value)}
            size="lg"
            autoComplete="off"
            spellCheck={false}
          />
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" borderRadius="full" px="10">
          Track
        </Button>
      </Stack>
    </form>
  );
}

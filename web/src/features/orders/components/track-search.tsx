import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The order-id search of My Orders (spec §2): Track goes to /order-tracking/{value} with the value
 * trimmed; a blank value is ignored (spec §5).
 */
export function TrackSearch() {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  return (
    <form
      role="search"
      aria-label="Track an order"
      onSubmit={(e) => {
        e.preventDefault();
        const id = value.trim();
        if (id) void navigate(paths.orderTracking.to(id));
      }}
    >
      <HStack align="flex-end" gap="2" maxW="lg">
        <Field.Root>
          <Field.Label srOnly>Order ID</Field.Label>
          <Input
            placeholder="Search by order ID"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            borderRadius="full"
          />
        </Field.Root>
        <Button type="submit" colorPalette="brand" borderRadius="full" px="6">
          Track
        </Button>
      </HStack>
    </form>
  );
}

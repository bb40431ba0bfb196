import { Box, Flex, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import type { DeliveryStepState } from '@/__generated__/graphql';
import { statusLabel } from '@/lib/order-display';

/** One delivery status with the order's progress through it. */
export interface DeliveryStepView {
  /** Status name, e.g. 'awaiting dispatch'. */
  name: string;
  /** DONE, CURRENT or PENDING. */
  state: DeliveryStepState;
}

const STATE_TEXT: Record<DeliveryStepState, string> = {
  DONE: 'completed',
  CURRENT: 'current status',
  PENDING: 'to come',
};

const DOT_BG: Record<DeliveryStepState, string> = {
  DONE: 'green.600',
  CURRENT: 'blue.600',
  PENDING: 'gray.300',
};

/**
 * The tracking progress bar over every delivery status (spec §2 order tracking): passed steps green
 * with a check, the current one blue, later ones grey. An ordered list; the current step carries
 * `aria-current="step"` and each step names its state for screen readers.
 */
export function DeliveryProgress({ steps }: { steps: readonly DeliveryStepView[] }) {
  return (
    <Flex
      as="ol"
      aria-label="Delivery progress"
      listStyleType="none"
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: '0', md: '0' }}
      w="full"
    >
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const lineDone = step.state === 'DONE';
        return (
          <Flex
            as="li"
            key={step.name}
            aria-current={step.state === 'CURRENT' ? 'step' : undefined}
            data-state={step.state.toLowerCase()}
            flex="1"
            direction={{ base: 'row', md: 'column' }}
            align={{ base: 'flex-start', md: 'center' }}
            gap={{ base: '3', md: '2' }}
            position="relative"
            minH={{ base: '14', md: 'auto' }}
          >
            {!last ? (
              <Box
                aria-hidden
                position="absolute"
                bg={lineDone ? 'green.600' : 'gray.200'}
                top={{ base: '8', md: '3.5' }}
                left={{ base: '3.5', md: '50%' }}
                w={{ base: '2px', md: '100%' }}
                h={{ base: 'calc(100% - 2rem)', md: '2px' }}
                transform={{ base: 'translateX(-1px)', md: 'none' }}
                ml={{ md: '3.5' }}
              />
            ) : null}
            <Flex
              w="7"
              h="7"
              borderRadius="full"
              align="center"
              justify="center"
              bg={DOT_BG[step.state]}
              color="white"
              flexShrink={0}
              zIndex="1"
              boxShadow={
                step.state === 'CURRENT' ? '0 0 0 4px var(--chakra-colors-blue-100)' : 'none'
              }
              fontSize="sm"
            >
              {step.state === 'DONE' ? <LuCheck aria-hidden /> : null}
            </Flex>
            <Text
              fontSize="sm"
              textAlign={{ base: 'start', md: 'center' }}
              fontWeight={step.state === 'CURRENT' ? '600' : '400'}
              color={step.state === 'PENDING' ? 'fg.subtle' : 'fg'}
              px={{ md: '1' }}
              pt={{ base: '1', md: '0' }}
            >
              {statusLabel(step.name)}
              <Box as="span" srOnly>
                {` (${STATE_TEXT[step.state]})`}
              </Box>
            </Text>
          </Flex>
        );
      })}
    </Flex>
  );
}

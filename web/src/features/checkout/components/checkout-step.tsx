import { Accordion, Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCircleCheck } from 'react-icons/lu';

/** Props of {@link CheckoutStep}. */
export interface CheckoutStepProps {
  /** Accordion item value. */
  value: string;
  /** Step number shown before the title. */
  number: number;
  /** Step title, e.g. 'Shipping address'. */
  title: string;
  /** One-line summary of the saved values, shown while the step is collapsed. */
  summary?: string;
  /** True once the step was saved. */
  saved: boolean;
  /** The step's form. */
  children: ReactNode;
}

/** One collapsible checkout step (spec §2 Checkout): number, title, saved summary and its form. */
export function CheckoutStep({
  value,
  number,
  title,
  summary,
  saved,
  children,
}: CheckoutStepProps) {
  return (
    <Accordion.Item
      value={value}
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="card"
      bg="bg.panel"
      mb="4"
      overflow="hidden"
    >
      <Accordion.ItemTrigger px="5" py="4" cursor="pointer">
        <Flex flex="1" align="center" gap="3" textAlign="start">
          <Flex
            w="7"
            h="7"
            borderRadius="full"
            align="center"
            justify="center"
            bg={saved ? 'green.600' : 'brand.solid'}
            color="white"
            fontSize="sm"
            fontWeight="600"
            flexShrink={0}
            aria-hidden
          >
            {saved ? <LuCircleCheck /> : number}
          </Flex>
          <Box minW="0">
            <Text fontWeight="600" fontSize="lg">
              {title}
            </Text>
            {summary ? (
              <Text fontSize="sm" color="fg.muted" truncate>
                {summary}
              </Text>
            ) : null}
          </Box>
        </Flex>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody px="5" pb="5">
          {children}
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}

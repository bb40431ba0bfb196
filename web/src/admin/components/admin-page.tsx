import { Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Props of {@link AdminPage}. */
export interface AdminPageProps {
  /** The page's one h1. */
  title: string;
  /** Buttons at the top right (wrapping below the title at 375 px). */
  actions?: ReactNode;
  /** A line above the title, e.g. a back link. */
  breadcrumb?: ReactNode;
  /** The page content. */
  children: ReactNode;
}

/** The frame of one admin screen: title, actions and content with even spacing (issue 9). */
export function AdminPage({ title, actions, breadcrumb, children }: AdminPageProps) {
  return (
    <Stack gap="6" maxW="7xl">
      <Stack gap="2">
        {breadcrumb}
        <Flex gap="3" align="center" justify="space-between" wrap="wrap">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {actions ? (
            <Flex gap="2" wrap="wrap">
              {actions}
            </Flex>
          ) : null}
        </Flex>
      </Stack>
      {children}
    </Stack>
  );
}

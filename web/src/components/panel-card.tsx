import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The white card the account, sign-in, sign-up and password screens sit on (spec §2 account screens). */
export function PanelCard({ children, maxW = '5xl' }: { children: ReactNode; maxW?: string }) {
  return (
    <Box
      maxW={maxW}
      mx="auto"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      rounded="card"
      p={{ base: '5', md: '10' }}
      shadow="xs"
    >
      {children}
    </Box>
  );
}

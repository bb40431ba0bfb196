import { Box } from '@chakra-ui/react';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { TrackForm } from '../components/track-form';

/** /track (spec §2 Track page): the tracking entry form. */
export default function TrackRoute() {
  return (
    <PageContainer>
      <PageTitle title="Track Your Order">
        Enter the tracking ID from your order confirmation. Your own reference number finds an order
        too once you are signed in to the account that placed it.
      </PageTitle>
      <Box maxW="2xl" mx="auto">
        <TrackForm />
      </Box>
    </PageContainer>
  );
}

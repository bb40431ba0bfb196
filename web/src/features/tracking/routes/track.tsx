import { Box } from '@chakra-ui/react';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { TrackForm } from '../components/track-form';

/** /track (spec §2 Track page): the tracking entry form. */
export default function TrackRoute() {
  return (
    <PageContainer>
      <PageTitle title="Track Your Order">
        Enter the tracking ID from your order confirmation, or your own reference number.
      </PageTitle>
      <Box maxW="2xl" mx="auto">
        <TrackForm />
      </Box>
    </PageContainer>
  );
}

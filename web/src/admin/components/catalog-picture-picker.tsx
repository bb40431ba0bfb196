import { useQuery } from '@apollo/client/react';
import { Box, Button, Field, Flex, Image, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { graphql } from '@/admin/__generated__';

/** Products with their main picture, found by SKU or name (issue 26: pictures in rich text). */
export const CatalogPicturesQuery = graphql(`
  query CatalogPictures($search: String) {
    admin {
      catalog {
        products(search: $search, page: 1, pageSize: 12) {
          nodes {
            id
            name
            mainImage
          }
        }
      }
    }
  }
`);

/** A catalog picture chosen for the text: its same-origin URL and the product's name as alt text. */
export interface CatalogPicture {
  src: string;
  alt: string;
}

/**
 * The picture row of the rich text editor (issue 26): search the catalog by SKU or name and pick a
 * product's main picture. Only the catalog's own pictures can be placed; the api's sanitiser
 * removes any other picture on save.
 */
export function CatalogPicturePicker({
  onPick,
  onClose,
}: {
  onPick: (picture: CatalogPicture) => void;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const inputId = useId();
  const { data, loading, error } = useQuery(CatalogPicturesQuery, {
    variables: { search: search.trim() || null },
  });
  const products = (data?.admin?.catalog.products.nodes ?? []).filter((p) => p.mainImage);
  return (
    <Box px="2" pb="2">
      <Flex gap="2" align="end" wrap="wrap">
        <Field.Root flex="1" minW="12rem">
          <Field.Label htmlFor={inputId}>Find a product picture</Field.Label>
          <Input
            id={inputId}
            size="sm"
            placeholder="SKU or name"
            value={search}
            autoFocus
            onChange={(e) => setSearch(e.target.value)}
          />
        </Field.Root>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </Flex>
      {error ? (
        <Text color="fg.error" mt="2">
          The pictures could not be loaded.
        </Text>
      ) : !loading && products.length === 0 ? (
        <Text color="fg.muted" mt="2">
          No product picture matches.
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 3, md: 6 }} gap="2" mt="2">
          {products.map((p) => (
            <Button
              key={p.id}
              variant="outline"
              h="auto"
              p="1"
              flexDirection="column"
              aria-label={`Insert the picture of ${p.name}`}
              onClick={() => onPick({ src: p.mainImage!, alt: p.name })}
            >
              <Image src={p.mainImage!} alt="" w="full" aspectRatio={1} objectFit="cover" />
              <Text fontSize="xs" lineClamp={2} whiteSpace="normal">
                {p.name}
              </Text>
            </Button>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}

import { Button, Flex, IconButton, Image, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FiArrowLeft, FiArrowRight, FiTrash2 } from 'react-icons/fi';
import { notify } from '@/lib/toaster';
import { moveItem } from '../lib/move';
import { runChange } from '../lib/run-change';
import { postAdminFiles } from '../lib/upload-files';
import { SetProductGalleryMutation, UploadProductImagesMutation } from './documents';

/** Props of {@link GalleryEditor}. */
export interface GalleryEditorProps {
  productId: string;
  productName: string;
  images: string[];
  /** Alt text per picture of `images` (empty: the storefront uses the product name). */
  imageAlts: string[];
  mainImage: string | null | undefined;
  onChanged: () => void;
}

/**
 * The pictures of a product (issue 10): upload several (JPEG, PNG, WebP; checked and resized on
 * the server), reorder, remove, pick the main picture and give each its alt text.
 */
export function GalleryEditor({
  productId,
  productName,
  images,
  imageAlts,
  mainImage,
  onChanged,
}: GalleryEditorProps) {
  const [setGallery, { loading }] = useMutation(SetProductGalleryMutation);
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const change = (next: string[], main: string | null, message: string, alts?: string[]) =>
    void runChange(async () => {
      const answer = (await setGallery({ variables: { productId, images: next, main, alts } })).data
        ?.admin.catalog.setProductGallery;
      onChanged();
      return answer;
    }, message);
  const upload = async () => {
    setUploading(true);
    try {
      // One picture per request: the bff accepts one file per multipart request.
      let failure: string | undefined;
      for (const file of files) {
        const answer = await postAdminFiles(
          UploadProductImagesMutation,
          { productId },
          'files',
          [file],
          true,
        );
        failure =
          answer.errors?.[0]?.message ??
          answer.data?.admin.catalog.uploadProductImages.userErrors[0]?.message;
        if (failure) break;
      }
      if (failure) notify('error', failure);
      else {
        notify(
          'success',
          `${files.length} ${files.length === 1 ? 'picture' : 'pictures'} uploaded.`,
        );
        setFiles([]);
        onChanged();
      }
    } catch {
      notify('error', 'The pictures were not uploaded. Please try again.');
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="center">
        <Input
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-label="Pictures to upload"
          maxW="sm"
          p="1"
          onChange={(e) => setFiles([...(e.currentTarget.files ?? [])])}
        />
        <Button disabled={files.length === 0} loading={uploading} onClick={() => void upload()}>
          Upload pictures
        </Button>
      </Flex>
      {images.length === 0 ? <Text>No pictures yet.</Text> : null}
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="4">
        {images.map((url, i) => (
          <Stack as="li" key={url} borderWidth="1px" borderRadius="md" p="2" gap="2">
            <Image
              src={url}
              alt={imageAlts[i] || `${productName}, picture ${i + 1}`}
              aspectRatio={4 / 3}
              objectFit="cover"
            />
            <Input
              size="sm"
              key={`${url}:${imageAlts[i] ?? ''}`}
              aria-label={`Alt text of picture ${i + 1}`}
              placeholder={productName}
              maxLength={200}
              defaultValue={imageAlts[i] ?? ''}
              disabled={loading}
              onBlur={(e) => {
                const text = e.currentTarget.value.trim();
                if (text === (imageAlts[i] ?? '')) return;
                const alts = images.map((_, j) => (j === i ? text : (imageAlts[j] ?? '')));
                change(images, mainImage ?? null, 'Alt text saved.', alts);
              }}
            />
            <Flex gap="1" wrap="wrap" align="center">
              <IconButton
                size="sm"
                variant="outline"
                aria-label={`Move picture ${i + 1} earlier`}
                disabled={i === 0 || loading}
                onClick={() =>
                  change(moveItem(images, i, -1), mainImage ?? null, 'Pictures reordered.')
                }
              >
                <FiArrowLeft />
              </IconButton>
              <IconButton
                size="sm"
                variant="outline"
                aria-label={`Move picture ${i + 1} later`}
                disabled={i === images.length - 1 || loading}
                onClick={() =>
                  change(moveItem(images, i, 1), mainImage ?? null, 'Pictures reordered.')
                }
              >
                <FiArrowRight />
              </IconButton>
              <IconButton
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={`Remove picture ${i + 1}`}
                disabled={loading}
                onClick={() => {
                  const rest = images.filter((u) => u !== url);
                  change(
                    rest,
                    url === mainImage ? (rest[0] ?? null) : (mainImage ?? null),
                    'Picture removed.',
                  );
                }}
              >
                <FiTrash2 />
              </IconButton>
              {url === mainImage ? (
                <Text fontSize="sm" fontWeight="600" ml="auto">
                  Main picture
                </Text>
              ) : (
                <Button
                  size="sm"
                  variant="ghost"
                  ml="auto"
                  disabled={loading}
                  onClick={() => change(images, url, 'Main picture chosen.')}
                >
                  Make main
                </Button>
              )}
            </Flex>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

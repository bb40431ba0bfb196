import { useCallback, useState, useSyncExternalStore } from 'react';
import { AspectRatio, Box, Link, Text } from '@chakra-ui/react';
import { LuMapPin } from 'react-icons/lu';

function subscribeToConnectivity(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the browser reports a network connection (`navigator.onLine`), updated live. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnectivity,
    () => navigator.onLine,
    () => true,
  );
}

/** Props of {@link ContactMap}. */
export interface ContactMapProps {
  /** URL of the map embed for the `<iframe>`. */
  embedUrl: string;
  /** URL of the same place as a normal web page, for the 'View on map' link. */
  linkUrl: string;
  /** Accessible title of the map, naming the place. */
  title: string;
}

/**
 * An embedded map (spec §2 Contact section) that degrades to a plain 'View on map' link when the
 * browser is offline (`navigator.onLine` false) or the frame fails to load.
 */
export function ContactMap({ embedUrl, linkUrl, title }: ContactMapProps) {
  const online = useOnline();
  const [failed, setFailed] = useState(false);
  // React does not wire onError on <iframe>, so listen for the native event (React 19 ref cleanup).
  const watchFrame = useCallback((frame: HTMLIFrameElement | null) => {
    if (!frame) return;
    const onError = () => setFailed(true);
    frame.addEventListener('error', onError);
    return () => frame.removeEventListener('error', onError);
  }, []);

  if (!online || failed) {
    return (
      <Box
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="lg"
        bg="bg.subtle"
        p="6"
        display="flex"
        alignItems="center"
        gap="3"
      >
        <LuMapPin aria-hidden="true" />
        <Text>
          <Link href={linkUrl} target="_blank" rel="noopener noreferrer" fontWeight="semibold">
            View on map
          </Link>
        </Text>
      </Box>
    );
  }

  return (
    <Box>
      <AspectRatio ratio={{ base: 4 / 3, md: 16 / 9 }} borderRadius="lg" overflow="hidden">
        <iframe
          src={embedUrl}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          style={{ border: 0 }}
          ref={watchFrame}
        />
      </AspectRatio>
      <Text fontSize="sm" mt="2">
        <Link href={linkUrl} target="_blank" rel="noopener noreferrer">
          View on map
        </Link>
      </Text>
    </Box>
  );
}

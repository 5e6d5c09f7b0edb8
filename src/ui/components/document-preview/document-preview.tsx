/**
 * A file shown in the page: images as an image, PDFs in an embedded viewer, anything else (a DWG
 * drawing) as a card that offers the download. The caller gives a URL it got from the file store.
 */
import { Box, Button, Image, Stack, Text } from '@chakra-ui/react';
import { Download, FileText } from 'lucide-react';
import { ErrorState } from '../error-state/error-state';
import { LoadingState } from '../loading-state/loading-state';

export interface DocumentPreviewProps {
  /** The file's name, used for the alt text, the frame's title and the download. */
  readonly name: string;
  readonly contentType: string;
  /** Null while the URL loads. */
  readonly url: string | null;
  /** Why the file could not be loaded, if it could not. */
  readonly error?: string | null;
  readonly onRetry?: () => void;
  /** Height of the PDF viewer and the largest image. */
  readonly height?: string;
}

export const canPreview = (contentType: string): boolean =>
  contentType.startsWith('image/') || contentType === 'application/pdf';

export function DocumentPreview({
  name,
  contentType,
  url,
  error,
  onRetry,
  height = '70vh',
}: DocumentPreviewProps) {
  if (error) {
    return <ErrorState title={`Could not open ${name}`} message={error} onRetry={onRetry} />;
  }
  if (url === null) return <LoadingState label={`Opening ${name}`} />;
  if (contentType.startsWith('image/')) {
    return (
      <Box borderWidth="1px" rounded="l2" overflow="hidden" bg="bg.muted">
        <Image src={url} alt={name} maxH={height} w="full" objectFit="contain" />
      </Box>
    );
  }
  if (contentType === 'application/pdf') {
    return (
      <Box borderWidth="1px" rounded="l2" overflow="hidden" h={height}>
        <iframe src={url} title={`Preview of ${name}`} style={{ width: '100%', height: '100%', border: 0 }} />
      </Box>
    );
  }
  return (
    <Stack align="center" gap="3" borderWidth="1px" rounded="l2" p="6" textAlign="center">
      <FileText aria-hidden="true" />
      <Text textStyle="sm">No preview for this kind of file ({contentType}).</Text>
      <Button asChild size="sm" variant="outline">
        <a href={url} download={name}>
          <Download aria-hidden="true" /> Download {name}
        </a>
      </Button>
    </Stack>
  );
}

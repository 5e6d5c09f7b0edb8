/**
 * A create form beside a live preview of what it will make (a listed design, a blog post's card). On wide
 * screens the preview stays in view while the form scrolls; on phones it follows the form.
 */
import { Box, Card, Grid, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface FormWithPreviewProps {
  /** The form, drawn on a card. */
  children: ReactNode;
  /** What the preview shows, already drawn. */
  preview: ReactNode;
  /** The preview's heading, which also names its region. */
  previewTitle?: string;
}

export function FormWithPreview({ children, preview, previewTitle = 'Preview' }: FormWithPreviewProps) {
  const titleId = useId();
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
      <Card.Root minW="0">
        <Card.Body>{children}</Card.Body>
      </Card.Root>
      <Box as="section" aria-labelledby={titleId} position={{ lg: 'sticky' }} top={{ lg: '4' }} minW="0">
        <Text as="h2" id={titleId} textStyle="sm" fontWeight="semibold" color="fg.muted" mb="2">
          {previewTitle}
        </Text>
        {preview}
      </Box>
    </Grid>
  );
}

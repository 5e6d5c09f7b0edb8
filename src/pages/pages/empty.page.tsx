import { Button, Stack } from '@chakra-ui/react';
import { FolderOpen } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, PageHeader } from '@/ui';
import { href } from '@/routes/paths';

/**
 * The starting point for a new page: a header and a first-use empty state that says what will be here
 * and where to go meanwhile.
 */
export default function PagesEmptyPage() {
  return (
    <>
      <PageHeader
        title="Empty"
        description="A blank page to start from: header, content area, nothing else yet."
      />
      <EmptyState
        icon={<FolderOpen />}
        title="Nothing here yet"
        description="This page is ready for new content. Meanwhile, pick up where work is waiting."
        actions={
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            <Button asChild colorPalette="brand">
              <RouterLink to={href('/pages/to-do-list')}>Open the to-do list</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={href('/pages/faqs')}>Read the FAQs</RouterLink>
            </Button>
          </Stack>
        }
      />
    </>
  );
}

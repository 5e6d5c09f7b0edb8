import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Flex,
  HStack,
  IconButton,
  Image,
  Portal,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { FURNITURE_IMAGE_SIZE, PageHeader, furnitureImageSrc } from '@/ui';
import { GALLERY_CATEGORIES, GALLERY_PHOTOS, type GalleryCategory } from './gallery/gallery-fixtures';

export default function AppsGalleryPage() {
  const [category, setCategory] = useState<GalleryCategory | 'All'>('All');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const photos = GALLERY_PHOTOS.filter((photo) => category === 'All' || photo.category === category);
  const current = openIndex === null ? undefined : photos[openIndex];
  const go = (delta: number) =>
    setOpenIndex((index) => (index === null ? null : (index + delta + photos.length) % photos.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      setOpenIndex(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setOpenIndex(photos.length - 1);
    }
  };

  return (
    <>
      <PageHeader
        title="Gallery"
        description="Kitchens, wardrobes and living spaces we have built, and the workshop behind them."
      />
      <Stack gap="5">
        <Wrap gap="2" role="group" aria-label="Category">
          {(['All', ...GALLERY_CATEGORIES] as const).map((name) => (
            <Button
              key={name}
              size="sm"
              variant={category === name ? 'solid' : 'outline'}
              colorPalette={category === name ? 'brand' : 'gray'}
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
            >
              {name} ({GALLERY_PHOTOS.filter((photo) => name === 'All' || photo.category === name).length})
            </Button>
          ))}
        </Wrap>
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
          gap="4"
          aria-label="Photos"
        >
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <Box
                as="button"
                onClick={() => setOpenIndex(index)}
                w="full"
                textAlign="start"
                borderWidth="1px"
                rounded="l2"
                overflow="hidden"
                bg="bg.panel"
                _hover={{ shadow: 'md' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
              >
                <Image
                  src={furnitureImageSrc(photo.kind, photo.palette)}
                  alt=""
                  {...FURNITURE_IMAGE_SIZE}
                  w="full"
                  h="auto"
                />
                <Box p="3">
                  <Text fontWeight="medium">{photo.title}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    {photo.place} · {photo.category}
                  </Text>
                </Box>
              </Box>
            </li>
          ))}
        </SimpleGrid>
      </Stack>

      <Dialog.Root
        open={current !== undefined}
        onOpenChange={(details) => !details.open && setOpenIndex(null)}
        size={{ base: 'full', md: 'xl' }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content onKeyDown={onKeyDown}>
              {current && openIndex !== null && (
                <>
                  <Dialog.Header>
                    <Dialog.Title>{current.title}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="3">
                      <Image
                        src={furnitureImageSrc(current.kind, current.palette)}
                        alt={`${current.title}, ${current.place}`}
                        {...FURNITURE_IMAGE_SIZE}
                        w="full"
                        h="auto"
                        rounded="l2"
                      />
                      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                        <Text color="fg.muted" textStyle="sm">
                          {current.place} · {current.category}
                        </Text>
                        <Text textStyle="sm" aria-live="polite">
                          {openIndex + 1} of {photos.length}
                        </Text>
                      </Flex>
                      <HStack justify="space-between">
                        <IconButton variant="outline" aria-label="Previous photo" onClick={() => go(-1)}>
                          <ChevronLeft />
                        </IconButton>
                        <Text textStyle="xs" color="fg.muted" textAlign="center">
                          Arrow keys move between photos
                        </Text>
                        <IconButton variant="outline" aria-label="Next photo" onClick={() => go(1)}>
                          <ChevronRight />
                        </IconButton>
                      </HStack>
                    </Stack>
                  </Dialog.Body>
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close" />
                  </Dialog.CloseTrigger>
                </>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

import { Box, Code, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DemoGrid, DemoSection, furnitureImageSrc, PageHeader } from '@/ui';

const FITS = [
  { fit: 'contain', note: 'Whole picture, bands where the shapes differ.' },
  { fit: 'cover', note: 'Fills the box, crops the overflow.' },
  { fit: 'fill', note: 'Stretches to the box; distorts.' },
  { fit: 'none', note: 'Natural size, cropped by the box.' },
  { fit: 'scale-down', note: 'The smaller of none and contain.' },
] as const;

const POSITIONS = ['left top', 'center', 'right bottom'] as const;

/** How a wide 16:10 picture fills a square box with each object-fit value, and where object-position anchors it. */
export function ObjectFitDemo() {
  return (
    <>
      <PageHeader title="Object fit" description="How a picture fills a box of another shape." />
      <DemoGrid>
        <DemoSection title="object-fit" description="The same 320 × 200 drawing in a 160 px square.">
          <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="4">
            {FITS.map(({ fit, note }) => (
              <Stack key={fit} gap="2">
                <Box boxSize="40" maxW="full" borderWidth="1px" rounded="l2" bg="bg.muted" overflow="hidden">
                  <Image
                    src={furnitureImageSrc('wardrobe')}
                    alt={`Wardrobe drawn with object-fit ${fit}`}
                    w="full"
                    h="full"
                    objectFit={fit}
                  />
                </Box>
                <Code alignSelf="start">{fit}</Code>
                <Text textStyle="xs" color="fg.muted">
                  {note}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="object-position" description="With cover, the anchor chooses what stays in view.">
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            {POSITIONS.map((position) => (
              <Stack key={position} gap="2">
                <Box h="32" borderWidth="1px" rounded="l2" overflow="hidden">
                  <Image
                    src={furnitureImageSrc('kitchen', 'blue')}
                    alt={`Kitchen cropped to its ${position}`}
                    w="full"
                    h="full"
                    objectFit="none"
                    objectPosition={position}
                  />
                </Box>
                <Code alignSelf="start">{position}</Code>
              </Stack>
            ))}
          </SimpleGrid>
        </DemoSection>
      </DemoGrid>
    </>
  );
}

import { AspectRatio, Box, chakra, Image, SimpleGrid, Stack, Text, VStack } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import {
  DemoGrid,
  DemoSection,
  FURNITURE_DESCRIPTIONS,
  FURNITURE_IMAGE_SIZE,
  FURNITURE_KINDS,
  furnitureImageSrc,
  PageHeader,
} from '@/ui';

const Figure = chakra('figure');
const Caption = chakra('figcaption');

/** An image that shows a labelled placeholder instead of the browser's broken-image icon. */
function ImageWithFallback({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <VStack
        role="img"
        aria-label={`${alt} (image not available)`}
        bg="bg.muted"
        color="fg.muted"
        p="6"
        rounded="l2"
        gap="1"
      >
        <ImageOff aria-hidden="true" />
        <Text textStyle="xs">Image not available</Text>
      </VStack>
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      rounded="l2"
      onError={() => setFailed(true)}
      {...FURNITURE_IMAGE_SIZE}
      w="full"
      h="auto"
    />
  );
}

/** Images: responsive images, shapes, thumbnails, figures with captions, aspect ratios and a fallback. */
export function ImagesFiguresDemo() {
  return (
    <>
      <PageHeader
        title="Images and figures"
        description="Pictures of work done, with alt text and captions."
      />
      <DemoGrid>
        <DemoSection title="Responsive image" description="Never wider than its container; keeps its shape.">
          <Image
            src={furnitureImageSrc('kitchen')}
            alt={FURNITURE_DESCRIPTIONS.kitchen}
            {...FURNITURE_IMAGE_SIZE}
            w="full"
            maxW="xl"
            h="auto"
            rounded="l3"
          />
        </DemoSection>

        <DemoSection title="Shapes and thumbnails">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" alignItems="center">
            <Image
              src={furnitureImageSrc('wardrobe')}
              alt="Wardrobe, square corners"
              {...FURNITURE_IMAGE_SIZE}
              w="full"
              h="auto"
            />
            <Image
              src={furnitureImageSrc('wardrobe', 'purple')}
              alt="Wardrobe, rounded corners"
              {...FURNITURE_IMAGE_SIZE}
              w="full"
              h="auto"
              rounded="l3"
            />
            <Image
              src={furnitureImageSrc('edge-band', 'orange')}
              alt="Edge band roll, circular crop"
              boxSize="28"
              objectFit="cover"
              rounded="full"
              justifySelf="center"
            />
            <Image
              src={furnitureImageSrc('tv-unit', 'blue')}
              alt="TV unit, thumbnail with a border"
              {...FURNITURE_IMAGE_SIZE}
              w="full"
              h="auto"
              p="1"
              borderWidth="1px"
              rounded="l2"
              bg="bg.panel"
            />
          </SimpleGrid>
        </DemoSection>

        <DemoSection
          title="Figures with captions"
          description="The caption names the picture for everyone, not only screen readers."
        >
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {FURNITURE_KINDS.map((kind, index) => (
              <Figure key={kind} m="0">
                <Image
                  src={furnitureImageSrc(kind, ['brand', 'blue', 'purple'][index % 3])}
                  alt={FURNITURE_DESCRIPTIONS[kind]}
                  {...FURNITURE_IMAGE_SIZE}
                  w="full"
                  h="auto"
                  rounded="l2"
                />
                <Caption textStyle="sm" color="fg.muted" mt="2">
                  Fig. {index + 1} · {FURNITURE_DESCRIPTIONS[kind]}
                </Caption>
              </Figure>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="Aspect ratios" description="The box keeps its ratio; the image covers it.">
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            {[
              { ratio: 1, label: '1:1' },
              { ratio: 4 / 3, label: '4:3' },
              { ratio: 16 / 9, label: '16:9' },
            ].map(({ ratio, label }) => (
              <Stack key={label} gap="1">
                <AspectRatio ratio={ratio}>
                  <Image
                    src={furnitureImageSrc('panel-stack')}
                    alt={`Panel stack at ${label}`}
                    objectFit="cover"
                    rounded="l2"
                  />
                </AspectRatio>
                <Text textStyle="xs" color="fg.muted">
                  {label}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection
          title="Fallback"
          description="When a photo cannot load, a labelled placeholder takes its place."
        >
          <Box maxW="xs">
            {/* A deliberately broken data URI: fails without any network request. */}
            <ImageWithFallback
              src="data:image/png;base64,broken"
              alt="Site photo of the Sharma residence living room"
            />
          </Box>
        </DemoSection>
      </DemoGrid>
    </>
  );
}

import { Avatar, AvatarGroup, Float, HStack, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { DemoGrid, DemoSection, furnitureImageSrc, PageHeader } from '@/ui';

const SIZES = ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
const TEAM = [
  'Anita Desai',
  'Rahul Verma',
  'Sana Qureshi',
  'Vikram Rao',
  'Meera Iyer',
  'Arjun Nair',
  'Kavya Menon',
];
/** Subtle palettes only: their text keeps 4.5:1 on the tinted background in both colour modes. */
const PALETTES = ['brand', 'blue', 'purple', 'orange', 'red', 'pink', 'green'] as const;

/** The same name always gets the same colour, so people are recognisable across screens. */
export function paletteForName(name: string): (typeof PALETTES)[number] {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return PALETTES[hash % PALETTES.length] ?? 'brand';
}

/** Avatars: sizes, shapes and variants, images with fallbacks, groups with an overflow count and presence. */
export function AvatarsDemo() {
  const shown = TEAM.slice(0, 4);
  const hidden = TEAM.length - shown.length;
  return (
    <>
      <PageHeader
        title="Avatars"
        description="People and companies at a glance, with fallbacks when there is no photo."
      />
      <DemoGrid columns={2}>
        <DemoSection title="Sizes">
          <HStack gap="3" wrap="wrap" align="end">
            {SIZES.map((size) => (
              <Avatar.Root key={size} size={size} colorPalette="brand">
                <Avatar.Fallback name="Anita Desai" />
              </Avatar.Root>
            ))}
          </HStack>
        </DemoSection>

        <DemoSection title="Variants and shapes">
          <Stack gap="3">
            <HStack gap="3">
              {(['subtle', 'solid', 'outline'] as const).map((variant) => (
                <Avatar.Root key={variant} variant={variant} colorPalette="purple">
                  <Avatar.Fallback name="Rahul Verma" />
                </Avatar.Root>
              ))}
            </HStack>
            <HStack gap="3">
              {(['full', 'rounded', 'square'] as const).map((shape) => (
                <Avatar.Root key={shape} shape={shape} colorPalette="blue">
                  <Avatar.Fallback name="Sana Qureshi" />
                </Avatar.Root>
              ))}
            </HStack>
          </Stack>
        </DemoSection>

        <DemoSection
          title="Images and fallbacks"
          description="Initials when the photo fails; an icon when there is no name."
        >
          <Wrap gap="4" align="center">
            <Stack align="center" gap="1">
              <Avatar.Root size="lg" shape="rounded">
                <Avatar.Fallback name="Adonai Interiors" />
                <Avatar.Image src={furnitureImageSrc('wardrobe')} alt="Adonai Interiors logo" />
              </Avatar.Root>
              <Text textStyle="xs">Image</Text>
            </Stack>
            <Stack align="center" gap="1">
              {/* A broken data URI: fails without a network request, showing the initials. */}
              <Avatar.Root size="lg" colorPalette={paletteForName('Sunil Reddy')} data-testid="broken-photo">
                <Avatar.Fallback name="Sunil Reddy" />
                <Avatar.Image src="data:image/png;base64,broken" alt="Sunil Reddy" />
              </Avatar.Root>
              <Text textStyle="xs">Photo failed</Text>
            </Stack>
            <Stack align="center" gap="1">
              <Avatar.Root size="lg" role="img" aria-label="Unassigned">
                <Avatar.Fallback />
              </Avatar.Root>
              <Text textStyle="xs">No name</Text>
            </Stack>
          </Wrap>
        </DemoSection>

        <DemoSection title="Colour from the name">
          <Wrap gap="3">
            {TEAM.map((name) => (
              <Avatar.Root key={name} colorPalette={paletteForName(name)}>
                <Avatar.Fallback name={name} />
              </Avatar.Root>
            ))}
          </Wrap>
        </DemoSection>

        <DemoSection title="Groups" description="The project team, with the rest counted.">
          <Stack gap="4">
            {(['sm', 'md'] as const).map((size) => (
              <AvatarGroup
                key={size}
                size={size}
                stacking="first-on-top"
                aria-label={`Project team, ${TEAM.length} people`}
              >
                {shown.map((name) => (
                  <Avatar.Root key={name} colorPalette={paletteForName(name)}>
                    <Avatar.Fallback name={name} />
                  </Avatar.Root>
                ))}
                <Avatar.Root variant="solid" colorPalette="gray">
                  <Avatar.Fallback aria-label={`${hidden} more people`}>+{hidden}</Avatar.Fallback>
                </Avatar.Root>
              </AvatarGroup>
            ))}
          </Stack>
        </DemoSection>

        <DemoSection
          title="Presence"
          description="A dot for who is on site today; the state is also written for screen readers."
        >
          <HStack gap="5">
            {[
              { name: 'Vikram Rao', online: true },
              { name: 'Meera Iyer', online: false },
            ].map((person) => (
              <HStack key={person.name} gap="2">
                <Avatar.Root colorPalette={paletteForName(person.name)}>
                  <Avatar.Fallback name={person.name} />
                  <Float placement="bottom-end" offsetX="1" offsetY="1">
                    <Avatar.Root
                      as="span"
                      boxSize="3"
                      rounded="full"
                      bg={person.online ? 'green.solid' : 'gray.solid'}
                      outline="2px solid"
                      outlineColor="bg"
                      aria-hidden="true"
                    />
                  </Float>
                </Avatar.Root>
                <Text textStyle="sm">
                  {person.name}
                  <VisuallyHidden>{person.online ? ', on site' : ', away'}</VisuallyHidden>
                </Text>
              </HStack>
            ))}
          </HStack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}

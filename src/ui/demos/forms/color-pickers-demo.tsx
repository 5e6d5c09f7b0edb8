import { Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ColorField, DemoGrid, DemoSection, PageHeader } from '@/ui';
import { LAMINATE_SHADES } from './demo-options';

/** Colour pickers: a free picker with the laminate range as swatches, and a swatch-only choice. */
export function ColorPickersDemo() {
  const [accent, setAccent] = useState('#8b5a2b');
  const [shutter, setShutter] = useState('#f5f0e6');
  // The picker reports hex in upper case; the shade list is written in lower case.
  const shutterName =
    LAMINATE_SHADES.find((shade) => shade.value.toLowerCase() === shutter.toLowerCase())?.label ?? shutter;

  return (
    <>
      <PageHeader
        title="Colour pickers"
        description="Pick a colour freely or from a range; the chosen colours are the client's content."
      />
      <DemoGrid columns={2}>
        <DemoSection
          title="Picker with swatches"
          description="Type a hex value, drag in the area, or pick a laminate."
        >
          <ColorField
            label="Accent wall colour"
            value={accent}
            onValueChange={setAccent}
            swatches={LAMINATE_SHADES}
          />
        </DemoSection>
        <DemoSection title="Swatches only" description="Only what the supplier stocks.">
          <Stack gap="4">
            <ColorField
              label="Shutter laminate"
              value={shutter}
              onValueChange={setShutter}
              swatches={LAMINATE_SHADES}
              swatchesOnly
            />
            <Card.Root variant="outline" size="sm">
              <Card.Body>
                <HStack gap="3">
                  {/* The client's chosen colours are data, so they are applied as values, not theme tokens. */}
                  <Box
                    boxSize="12"
                    rounded="l2"
                    borderWidth="1px"
                    style={{ background: shutter }}
                    aria-hidden="true"
                  />
                  <Box
                    boxSize="12"
                    rounded="l2"
                    borderWidth="1px"
                    style={{ background: accent }}
                    aria-hidden="true"
                  />
                  <Text textStyle="sm">
                    Shutters in {shutterName}, accent wall {accent.toUpperCase()}.
                  </Text>
                </HStack>
              </Card.Body>
            </Card.Root>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}

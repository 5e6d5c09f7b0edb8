import { ColorPicker, HStack, parseColor, Portal, Text } from '@chakra-ui/react';

export interface ColorSwatchOption {
  /** A colour the user may pick (content, e.g. a laminate shade), as hex. */
  value: string;
  label: string;
}

export interface ColorFieldProps {
  label: string;
  /** Hex, e.g. "#8b5a2b". */
  value: string;
  onValueChange: (hex: string) => void;
  swatches?: ColorSwatchOption[];
  /** Only the swatches, no free picking (e.g. a brand's laminate range). */
  swatchesOnly?: boolean;
  disabled?: boolean;
}

/** A colour input: hex text, a picker with area and sliders, and named swatches. */
export function ColorField({
  label,
  value,
  onValueChange,
  swatches = [],
  swatchesOnly = false,
  disabled = false,
}: ColorFieldProps) {
  const swatchGroup = swatches.length > 0 && (
    <ColorPicker.SwatchGroup>
      {swatches.map((swatch) => (
        <ColorPicker.SwatchTrigger
          key={swatch.value}
          value={swatch.value}
          aria-label={swatch.label}
          title={swatch.label}
        >
          <ColorPicker.Swatch value={swatch.value} boxSize="7">
            <ColorPicker.SwatchIndicator boxSize="3" bg="white" />
          </ColorPicker.Swatch>
        </ColorPicker.SwatchTrigger>
      ))}
    </ColorPicker.SwatchGroup>
  );
  const named = swatches.find((swatch) => swatch.value.toLowerCase() === value.toLowerCase());

  return (
    <ColorPicker.Root
      value={parseColor(value)}
      onValueChange={(details) => onValueChange(details.value.toString('hex'))}
      format="rgba"
      disabled={disabled}
      w="full"
      maxW="sm"
    >
      <ColorPicker.HiddenInput />
      <ColorPicker.Label>{label}</ColorPicker.Label>
      {swatchesOnly ? (
        <>
          {swatchGroup}
          <Text textStyle="sm" color="fg.muted">
            {named ? named.label : value.toUpperCase()}
          </Text>
        </>
      ) : (
        <>
          <ColorPicker.Control>
            <ColorPicker.Input aria-label={`${label} (hex)`} />
            <ColorPicker.Trigger aria-label={`Open the ${label.toLowerCase()} picker`} />
          </ColorPicker.Control>
          <Portal>
            <ColorPicker.Positioner>
              <ColorPicker.Content>
                <ColorPicker.Area />
                <HStack>
                  <ColorPicker.EyeDropper
                    size="xs"
                    variant="outline"
                    aria-label="Pick a colour from the screen"
                  />
                  <ColorPicker.Sliders />
                </HStack>
                {swatchGroup}
              </ColorPicker.Content>
            </ColorPicker.Positioner>
          </Portal>
        </>
      )}
    </ColorPicker.Root>
  );
}

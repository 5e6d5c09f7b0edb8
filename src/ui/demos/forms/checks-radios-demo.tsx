import {
  Checkbox,
  CheckboxCard,
  Fieldset,
  HStack,
  RadioCard,
  RadioGroup,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { DemoGrid, DemoSection, PageHeader } from '@/ui';

const HARDWARE = [
  { value: 'soft-close-hinges', label: 'Soft-close hinges' },
  { value: 'tandem-drawers', label: 'Tandem drawers' },
  { value: 'gas-lift', label: 'Gas lift for top shutters' },
  { value: 'profile-handles', label: 'Profile handles' },
];
const EDGE_BANDS = ['0.8 mm', '1 mm', '2 mm'];
const FINISHES = [
  { value: 'matt', label: 'Matt', description: 'Hides fingerprints' },
  { value: 'gloss', label: 'Gloss', description: 'Reflects light' },
  { value: 'suede', label: 'Suede', description: 'Soft to the touch' },
  { value: 'acrylic', label: 'Acrylic', description: 'Mirror-like shine' },
];
const ADD_ONS = [
  { value: 'led', label: 'LED profile lights', description: '₹1,800 per metre' },
  { value: 'basket', label: 'Pull-out basket', description: '₹6,500 each' },
];

/** Checkboxes (with a "select all"), radio buttons, switches and selectable cards. */
export function ChecksRadiosDemo() {
  const [hardware, setHardware] = useState<string[]>(['soft-close-hinges']);
  const [edgeBand, setEdgeBand] = useState('1 mm');
  const [grainLock, setGrainLock] = useState(true);
  const [finish, setFinish] = useState('matt');
  const all = hardware.length === HARDWARE.length;
  const some = hardware.length > 0 && !all;
  // Ark shows "mixed" only visually; the native property tells screen readers too.
  const allInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allInput.current) allInput.current.indeterminate = some;
  }, [some]);

  return (
    <>
      <PageHeader
        title="Checks and radios"
        description="Choices the user ticks or picks, alone or in groups, with keyboard support."
      />
      <DemoGrid columns={2}>
        <DemoSection title="Checkbox group" description="“All hardware” is mixed while only some are ticked.">
          <Fieldset.Root>
            <Fieldset.Legend>Kitchen hardware</Fieldset.Legend>
            <Stack gap="2" mt="2">
              <Checkbox.Root
                colorPalette="brand"
                checked={all ? true : some ? 'indeterminate' : false}
                onCheckedChange={(details) =>
                  setHardware(details.checked === true ? HARDWARE.map((item) => item.value) : [])
                }
              >
                <Checkbox.HiddenInput ref={allInput} />
                <Checkbox.Control>
                  <Checkbox.Indicator />
                </Checkbox.Control>
                <Checkbox.Label>All hardware</Checkbox.Label>
              </Checkbox.Root>
              <Checkbox.Group value={hardware} onValueChange={setHardware} ps="6" colorPalette="brand">
                {HARDWARE.map((item) => (
                  <Checkbox.Root key={item.value} value={item.value}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{item.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Checkbox.Group>
            </Stack>
          </Fieldset.Root>
        </DemoSection>

        <DemoSection title="Radio group" description="One choice; arrow keys move between options.">
          <RadioGroup.Root
            value={edgeBand}
            onValueChange={(details) => setEdgeBand(details.value ?? '1 mm')}
            colorPalette="brand"
          >
            <RadioGroup.Label>Edge band thickness</RadioGroup.Label>
            <HStack gap="5" mt="2" wrap="wrap">
              {EDGE_BANDS.map((value) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{value}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </DemoSection>

        <DemoSection title="Switches" description="For settings that apply at once.">
          <Stack gap="3">
            <Switch.Root
              checked={grainLock}
              onCheckedChange={(details) => setGrainLock(details.checked)}
              colorPalette="brand"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Lock grain direction on the cutting plan</Switch.Label>
            </Switch.Root>
            <Text textStyle="sm" color="fg.muted">
              Grain lock is {grainLock ? 'on: parts keep their grain' : 'off: parts may be rotated'}.
            </Text>
            <Switch.Root disabled>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Auto-order edge band (needs a supplier)</Switch.Label>
            </Switch.Root>
          </Stack>
        </DemoSection>

        <DemoSection
          title="Cards"
          description="Bigger targets with a description, for the choices that matter."
        >
          <Stack gap="4">
            <RadioCard.Root
              value={finish}
              onValueChange={(details) => setFinish(details.value ?? 'matt')}
              colorPalette="brand"
              size="sm"
            >
              <RadioCard.Label>Shutter finish</RadioCard.Label>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
                {FINISHES.map((item) => (
                  <RadioCard.Item key={item.value} value={item.value}>
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemContent>
                        <RadioCard.ItemText>{item.label}</RadioCard.ItemText>
                        <RadioCard.ItemDescription>{item.description}</RadioCard.ItemDescription>
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </SimpleGrid>
            </RadioCard.Root>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {ADD_ONS.map((item) => (
                <CheckboxCard.Root key={item.value} value={item.value} colorPalette="brand" size="sm">
                  <CheckboxCard.HiddenInput />
                  <CheckboxCard.Control>
                    <CheckboxCard.Content>
                      <CheckboxCard.Label>{item.label}</CheckboxCard.Label>
                      <CheckboxCard.Description>{item.description}</CheckboxCard.Description>
                    </CheckboxCard.Content>
                    <CheckboxCard.Indicator />
                  </CheckboxCard.Control>
                </CheckboxCard.Root>
              ))}
            </SimpleGrid>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}

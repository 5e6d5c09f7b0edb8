import { Badge, Code, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { applyMask, DemoGrid, DemoSection, FormField, MaskedInput, PageHeader, type MaskKind } from '@/ui';

const FIELDS: { mask: MaskKind; label: string; help: string; initial: string }[] = [
  { mask: 'phone-in', label: 'Mobile number', help: 'Ten digits; +91 is added for you.', initial: '' },
  {
    mask: 'gstin',
    label: 'GSTIN',
    help: '15 characters; letters become capitals and the check digit is verified.',
    initial: '',
  },
  { mask: 'pin', label: 'PIN code', help: 'Six digits.', initial: '' },
  { mask: 'inr', label: 'Amount (₹)', help: 'Indian grouping, paise to two places.', initial: '' },
  {
    mask: 'dimensions-mm',
    label: 'Panel size (L × W × T, mm)',
    help: 'Type x, * or a space between dimensions.',
    initial: '2440x1220x18',
  },
];

function MaskedExample({ mask, label, help, initial }: (typeof FIELDS)[number]) {
  const [raw, setRaw] = useState(initial);
  const result = applyMask(mask, raw);
  return (
    <Stack gap="2">
      <FormField label={label} helpText={help} error={result.problem}>
        <MaskedInput mask={mask} value={raw} onValueChange={(next) => setRaw(next.raw)} />
      </FormField>
      <HStack gap="2" textStyle="xs" wrap="wrap">
        <span>Stored value:</span>
        <Code>{raw || '—'}</Code>
        <Badge colorPalette={result.complete && !result.problem ? 'green' : 'gray'}>
          {result.complete && !result.problem ? 'complete' : 'incomplete'}
        </Badge>
      </HStack>
    </Stack>
  );
}

/** Masks for phone numbers, GSTIN, PIN codes, rupees and panel dimensions: formatted as typed or pasted. */
export function InputMasksDemo() {
  return (
    <>
      <PageHeader
        title="Input masks"
        description="Inputs that format what is typed or pasted and store a clean value."
      />
      <DemoGrid>
        <DemoSection
          title="Formats the business uses"
          description="Paste “919845012345” into the mobile number, or a GSTIN in small letters."
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {FIELDS.map((field) => (
              <MaskedExample key={field.mask} {...field} />
            ))}
          </SimpleGrid>
        </DemoSection>
      </DemoGrid>
    </>
  );
}

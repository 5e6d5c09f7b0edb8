import { Box, defineStyle, Field, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DemoGrid, DemoSection, PageHeader } from '@/ui';

/** The label sits inside the empty field and floats onto the border once the field has focus or a value. */
const floating = defineStyle({
  pos: 'absolute',
  bg: 'bg.panel',
  px: '0.5',
  top: '-3',
  insetStart: '2',
  fontWeight: 'normal',
  pointerEvents: 'none',
  transition: 'position',
  _peerPlaceholderShown: { color: 'fg.muted', top: '2.5', insetStart: '3' },
  _peerFocusVisible: { color: 'fg', top: '-3', insetStart: '2' },
});

function FloatingField({
  label,
  children,
  helpText,
}: {
  label: string;
  children: ReactNode;
  helpText?: string;
}) {
  return (
    <Field.Root>
      <Box pos="relative" w="full">
        {children}
        <Field.Label css={floating}>{label}</Field.Label>
      </Box>
      {helpText && <Field.HelperText>{helpText}</Field.HelperText>}
    </Field.Root>
  );
}

/** Floating labels: compact forms where the label moves out of the way, yet stays a real label. */
export function FloatingLabelsDemo() {
  return (
    <>
      <PageHeader
        title="Floating labels"
        description="Compact fields whose label rises onto the border when you type."
      />
      <DemoGrid columns={2}>
        <DemoSection title="Text" description="The label is the field's accessible name, not a placeholder.">
          <SimpleGrid gap="6" pt="2">
            <FloatingField label="Client name">
              <Input className="peer" placeholder=" " autoComplete="name" />
            </FloatingField>
            <FloatingField label="Email" helpText="We send the quotation here.">
              <Input className="peer" placeholder=" " type="email" autoComplete="email" />
            </FloatingField>
            <FloatingField label="Site address">
              <Textarea className="peer" placeholder=" " rows={3} />
            </FloatingField>
          </SimpleGrid>
        </DemoSection>
        <DemoSection title="Prefilled and select" description="A field with a value keeps its label up.">
          <SimpleGrid gap="6" pt="2">
            <FloatingField label="Project code">
              <Input className="peer" placeholder=" " defaultValue="PRJ-2026-014" />
            </FloatingField>
            <Field.Root>
              <Box pos="relative" w="full">
                <NativeSelect.Root>
                  <NativeSelect.Field defaultValue="referral">
                    <option value="website">Website</option>
                    <option value="referral">Referral</option>
                    <option value="walk-in">Walk-in</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.Label css={floating}>Lead source</Field.Label>
              </Box>
            </Field.Root>
          </SimpleGrid>
        </DemoSection>
      </DemoGrid>
    </>
  );
}

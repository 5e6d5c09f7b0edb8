import {
  Button,
  Fieldset,
  Flex,
  Input,
  NativeSelect,
  Separator,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { DemoGrid, DemoSection, FormField, NumberField, PageHeader, toaster } from '@/ui';
import { useState } from 'react';

function SourceSelect() {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field defaultValue="">
        <option value="" disabled>
          Choose a source
        </option>
        <option value="website">Website</option>
        <option value="referral">Referral</option>
        <option value="walk-in">Walk-in</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const saved = (what: string) => (event: FormEvent) => {
  event.preventDefault();
  toaster.create({ type: 'success', title: `${what} saved`, description: 'Demo only: nothing was stored.' });
};

/** The four ways forms are laid out in the app: vertical, horizontal, multi-column and sectioned. */
export function FormLayoutsDemo() {
  const [area, setArea] = useState(1450);
  return (
    <>
      <PageHeader
        title="Form layouts"
        description="Vertical, horizontal, multi-column and sectioned forms; all stack on a phone."
      />
      <DemoGrid columns={2}>
        <DemoSection title="Vertical" description="Labels above fields: the default, quickest to scan.">
          <form onSubmit={saved('Lead')} aria-label="New lead, vertical">
            <Stack gap="4">
              <FormField label="Name" required>
                <Input autoComplete="name" />
              </FormField>
              <FormField label="Mobile">
                <Input type="tel" autoComplete="tel" />
              </FormField>
              <FormField label="Source">
                <SourceSelect />
              </FormField>
              <Button type="submit" colorPalette="brand" alignSelf="flex-start">
                Add lead
              </Button>
            </Stack>
          </form>
        </DemoSection>

        <DemoSection
          title="Horizontal"
          description="Labels beside fields on wide screens, above them on a phone."
        >
          <form onSubmit={saved('Lead')} aria-label="New lead, horizontal">
            <Stack gap="4">
              <FormField label="Name" required orientation={{ base: 'vertical', md: 'horizontal' }}>
                <Input autoComplete="name" />
              </FormField>
              <FormField label="Email" orientation={{ base: 'vertical', md: 'horizontal' }}>
                <Input type="email" autoComplete="email" />
              </FormField>
              <FormField label="Source" orientation={{ base: 'vertical', md: 'horizontal' }}>
                <SourceSelect />
              </FormField>
              <Button type="submit" colorPalette="brand" alignSelf="flex-end">
                Add lead
              </Button>
            </Stack>
          </form>
        </DemoSection>
      </DemoGrid>

      <Stack gap="6" mt="6">
        <DemoSection
          title="Multi-column"
          description="Short related fields side by side: one, two or three columns by width."
        >
          <form onSubmit={saved('Project')} aria-label="Project details">
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
              <FormField label="Project code">
                <Input defaultValue="PRJ-2026-014" />
              </FormField>
              <FormField label="Client">
                <Input defaultValue="Rao residence" />
              </FormField>
              <FormField label="Category">
                <Input defaultValue="Full home interiors" />
              </FormField>
              <FormField label="Carpet area">
                <NumberField value={area} onValueChange={setArea} unit="sqft" />
              </FormField>
              <FormField label="Start">
                <Input type="date" defaultValue="2026-04-01" />
              </FormField>
              <FormField label="Handover">
                <Input type="date" defaultValue="2026-06-30" />
              </FormField>
            </SimpleGrid>
            <Flex justify="flex-end" mt="4">
              <Button type="submit" colorPalette="brand">
                Save project
              </Button>
            </Flex>
          </form>
        </DemoSection>

        <DemoSection
          title="Sectioned"
          description="Long forms in named sections, with the actions at the end."
        >
          <form onSubmit={saved('Site survey')} aria-label="Site survey">
            <Stack gap="6" separator={<Separator />}>
              <Fieldset.Root>
                <Fieldset.Legend>Client</Fieldset.Legend>
                <Fieldset.HelperText>Who we meet on site.</Fieldset.HelperText>
                <Fieldset.Content>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <FormField label="Contact person">
                      <Input />
                    </FormField>
                    <FormField label="Mobile">
                      <Input type="tel" />
                    </FormField>
                  </SimpleGrid>
                </Fieldset.Content>
              </Fieldset.Root>
              <Fieldset.Root>
                <Fieldset.Legend>Site</Fieldset.Legend>
                <Fieldset.Content>
                  <FormField label="Address">
                    <Textarea rows={2} />
                  </FormField>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                    <FormField label="City">
                      <Input />
                    </FormField>
                    <FormField label="PIN code">
                      <Input inputMode="numeric" />
                    </FormField>
                    <FormField label="Floor">
                      <Input inputMode="numeric" />
                    </FormField>
                  </SimpleGrid>
                </Fieldset.Content>
              </Fieldset.Root>
              <Fieldset.Root>
                <Fieldset.Legend>Scope</Fieldset.Legend>
                <Fieldset.Content>
                  <FormField label="What the client wants" helpText="Rooms, style, budget hints.">
                    <Textarea rows={3} />
                  </FormField>
                </Fieldset.Content>
              </Fieldset.Root>
              <Flex gap="2" justify="flex-end" wrap="wrap">
                <Button type="reset" variant="outline">
                  Clear
                </Button>
                <Button type="submit" colorPalette="brand">
                  Save survey
                </Button>
              </Flex>
            </Stack>
          </form>
        </DemoSection>
      </Stack>
    </>
  );
}

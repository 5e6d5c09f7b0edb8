import { Button, CloseButton, Group, Input, InputGroup, Kbd, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { applyMask, DemoGrid, DemoSection, FormField, MaskedInput, PageHeader } from '@/ui';

/** Inputs with icons, units, prefixes and attached buttons. */
export function InputGroupDemo() {
  const [query, setQuery] = useState('');
  const [phone, setPhone] = useState('');
  const [gstin, setGstin] = useState('');
  const [checked, setChecked] = useState<string | null>(null);

  const checkGstin = () => {
    const result = applyMask('gstin', gstin);
    setChecked(
      !result.complete
        ? 'A GSTIN has 15 characters.'
        : (result.problem ?? 'The format and check digit are right.'),
    );
  };

  return (
    <>
      <PageHeader title="Input group" description="Icons, units, prefixes and buttons attached to inputs." />
      <DemoGrid columns={2}>
        <DemoSection title="Icons and clear button">
          <FormField label="Search projects">
            <InputGroup
              startElement={<Search size={16} aria-hidden="true" />}
              endElement={
                query ? (
                  <CloseButton size="xs" me="-2" aria-label="Clear search" onClick={() => setQuery('')} />
                ) : (
                  <Kbd size="sm">/</Kbd>
                )
              }
            >
              <Input
                type="search"
                placeholder="Client, code or city"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </InputGroup>
          </FormField>
        </DemoSection>

        <DemoSection title="Prefixes and units" description="The addon says what the number means.">
          <Stack gap="4">
            <FormField label="Rate per square foot">
              <InputGroup startAddon="₹" endAddon="/ sqft">
                <Input inputMode="decimal" placeholder="1,450" />
              </InputGroup>
            </FormField>
            <FormField label="Saw kerf">
              <InputGroup endAddon="mm">
                <Input inputMode="decimal" defaultValue="4" />
              </InputGroup>
            </FormField>
            <FormField label="Mobile number">
              <MaskedInput mask="phone-in" value={phone} onValueChange={(result) => setPhone(result.raw)} />
            </FormField>
          </Stack>
        </DemoSection>

        <DemoSection title="Attached button" description="An action that belongs to the value.">
          <Stack gap="2">
            <FormField label="GSTIN" helpText="Checked on this device; nothing is sent.">
              <Group attached w="full">
                <MaskedInput mask="gstin" value={gstin} onValueChange={(result) => setGstin(result.raw)} />
                <Button variant="outline" onClick={checkGstin}>
                  Check
                </Button>
              </Group>
            </FormField>
            {checked && (
              <Text textStyle="sm" role="status">
                {checked}
              </Text>
            )}
          </Stack>
        </DemoSection>

        <DemoSection title="Website">
          <FormField label="Company website">
            <InputGroup startAddon="https://">
              <Input placeholder="woodcraft.example.in" />
            </InputGroup>
          </FormField>
        </DemoSection>
      </DemoGrid>
    </>
  );
}

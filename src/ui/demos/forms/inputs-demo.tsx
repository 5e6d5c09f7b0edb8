import { Button, Input, InputGroup, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { DemoGrid, DemoSection, FormField, MoneyField, NumberField, PageHeader } from '@/ui';

const SIZES = ['xs', 'sm', 'md', 'lg'] as const;
const VARIANTS = ['outline', 'subtle', 'flushed'] as const;

/** Inputs: text, email, password, multi-line, numbers with units, money, sizes, variants and states. */
export function InputsDemo() {
  const [showPassword, setShowPassword] = useState(false);
  const [length, setLength] = useState(2440);
  const [area, setArea] = useState(1250.5);
  const [discount, setDiscount] = useState(7.5);
  const [estimate, setEstimate] = useState(485000);
  const [client, setClient] = useState('');

  return (
    <>
      <PageHeader
        title="Inputs"
        description="Text and number inputs with their labels, help and error text, in every size and state."
      />
      <DemoGrid columns={2}>
        <DemoSection
          title="Text"
          description="Every input has a visible label; help text is read out with the field."
        >
          <Stack gap="4">
            <FormField label="Client name" helpText="As it should appear on the quotation." required>
              <Input autoComplete="name" placeholder="e.g. Priya Sharma" />
            </FormField>
            <FormField label="Email">
              <Input type="email" autoComplete="email" placeholder="priya@example.com" />
            </FormField>
            <FormField label="Password" helpText="At least 10 characters.">
              <InputGroup
                endElement={
                  <Button
                    size="xs"
                    variant="ghost"
                    me="-2"
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    onClick={() => setShowPassword((shown) => !shown)}
                  >
                    {showPassword ? <EyeOff /> : <Eye />}
                  </Button>
                }
              >
                <Input type={showPassword ? 'text' : 'password'} autoComplete="new-password" />
              </InputGroup>
            </FormField>
            <FormField label="Site remarks" helpText="Access, parking, working hours of the society.">
              <Textarea rows={3} autoresize placeholder="Lift available till 6 pm; park in B2." />
            </FormField>
          </Stack>
        </DemoSection>

        <DemoSection
          title="Numbers with units"
          description="Arrow keys and the steppers change the value; the unit sits beside it."
        >
          <Stack gap="4">
            <FormField label="Panel length" helpText="In millimetres, 100 to 3050.">
              <NumberField
                value={length}
                onValueChange={setLength}
                unit="mm"
                min={100}
                max={3050}
                step={10}
              />
            </FormField>
            <FormField label="Carpet area" helpText="In square feet, to two decimals.">
              <NumberField value={area} onValueChange={setArea} unit="sqft" decimals={2} step={0.5} min={0} />
            </FormField>
            <FormField label="Discount" helpText="0 to 30 percent.">
              <NumberField
                value={discount}
                onValueChange={setDiscount}
                unit="%"
                decimals={1}
                step={0.5}
                min={0}
                max={30}
              />
            </FormField>
            <FormField
              label="Estimated value"
              helpText="Rupees; the ₹ sign and grouping appear when you leave the field."
            >
              <MoneyField value={estimate} onValueChange={setEstimate} />
            </FormField>
          </Stack>
        </DemoSection>

        <DemoSection title="Sizes" description="Four sizes for dense tables up to touch-friendly forms.">
          <Stack gap="3">
            {SIZES.map((size) => (
              <Input key={size} size={size} aria-label={`Size ${size}`} placeholder={`Size ${size}`} />
            ))}
          </Stack>
        </DemoSection>

        <DemoSection
          title="Variants"
          description="Outline for forms, subtle inside cards, flushed for inline edits."
        >
          <Stack gap="3">
            {VARIANTS.map((variant) => (
              <FormField key={variant} label={`${variant[0]?.toUpperCase()}${variant.slice(1)}`}>
                <Input variant={variant} placeholder="Project code, e.g. PRJ-2026-014" />
              </FormField>
            ))}
          </Stack>
        </DemoSection>

        <DemoSection
          title="States"
          description="Disabled, read-only and invalid fields, with the reason next to the field."
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Quotation number" disabled helpText="Given when the quotation is saved.">
              <Input value="QT-2026-0142" readOnly />
            </FormField>
            <FormField label="GST rate" readOnly>
              <Input value="18%" readOnly />
            </FormField>
            <FormField
              label="Client email"
              error={client.includes('@') ? undefined : 'Enter an email address, like name@example.com.'}
            >
              <Input type="email" value={client} onChange={(event) => setClient(event.target.value)} />
            </FormField>
          </SimpleGrid>
        </DemoSection>
      </DemoGrid>
    </>
  );
}

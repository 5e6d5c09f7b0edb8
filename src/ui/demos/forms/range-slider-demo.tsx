import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DemoGrid, DemoSection, FormField, NumberField, PageHeader, RangeSliderField } from '@/ui';

const inr = (value: number) => `₹${value.toLocaleString('en-IN')}`;

/** Sliders: single value, a range with two thumbs, marks, steps, and a slider kept in step with a number input. */
export function RangeSliderDemo() {
  const [discount, setDiscount] = useState([10]);
  const [thickness, setThickness] = useState([12, 18]);
  const [budget, setBudget] = useState([300000, 900000]);
  const [margin, setMargin] = useState([22]);

  return (
    <>
      <PageHeader
        title="Range slider"
        description="Choose a value or a range by dragging or with the arrow keys."
      />
      <DemoGrid columns={2}>
        <DemoSection
          title="Single value with marks"
          description="Steps of 2.5 %; Page Up and Page Down move faster."
        >
          <RangeSliderField
            label="Discount"
            value={discount}
            onValueChange={setDiscount}
            min={0}
            max={30}
            step={2.5}
            format={(value) => `${value}%`}
            marks={[0, 10, 20, 30].map((value) => ({ value, label: `${value}%` }))}
            thumbLabels={['Discount']}
          />
        </DemoSection>

        <DemoSection title="Range" description="Two thumbs that cannot cross.">
          <RangeSliderField
            label="Panel thickness"
            value={thickness}
            onValueChange={setThickness}
            min={6}
            max={25}
            format={(value) => `${value} mm`}
            marks={[6, 12, 18, 25].map((value) => ({ value, label: `${value}` }))}
            thumbLabels={['Thinnest', 'Thickest']}
          />
        </DemoSection>

        <DemoSection title="Money range" description="Budget in steps of ₹50,000.">
          <Stack gap="2">
            <RangeSliderField
              label="Client budget"
              value={budget}
              onValueChange={setBudget}
              min={100000}
              max={2500000}
              step={50000}
              format={inr}
              thumbLabels={['Lowest budget', 'Highest budget']}
            />
            <Text textStyle="sm" color="fg.muted">
              Showing designs between {inr(budget[0] ?? 0)} and {inr(budget[1] ?? 0)}.
            </Text>
          </Stack>
        </DemoSection>

        <DemoSection title="Slider with a number input" description="Either control updates the other.">
          <Stack gap="4">
            <RangeSliderField
              label="Margin"
              value={margin}
              onValueChange={setMargin}
              min={0}
              max={60}
              format={(value) => `${value}%`}
              thumbLabels={['Margin']}
            />
            <FormField label="Margin, typed">
              <NumberField
                value={margin[0] ?? 0}
                onValueChange={(value) =>
                  setMargin([Number.isNaN(value) ? 0 : Math.min(60, Math.max(0, value))])
                }
                unit="%"
                min={0}
                max={60}
              />
            </FormField>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}

import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DemoGrid, DemoSection, FormField, PageHeader, SelectField } from '@/ui';
import { BASE_MATERIALS, DESIGNERS, PANELS, ROOMS } from './demo-options';

/** Native and styled selects: single, multiple, grouped and with options that cannot be chosen. */
export function FormSelectDemo() {
  const [material, setMaterial] = useState('plywood');
  const [designer, setDesigner] = useState<string[]>([]);
  const [rooms, setRooms] = useState<string[]>(['kitchen', 'master-bedroom']);
  const [panel, setPanel] = useState<string[]>(['ply-19-bwp']);

  return (
    <>
      <PageHeader
        title="Select"
        description="Pick from a list: the platform's own select, and a styled one for groups and multiple choices."
      />
      <DemoGrid columns={2}>
        <DemoSection
          title="Native select"
          description="The device's own picker: best on phones and for short lists."
        >
          <FormField label="Base material">
            <NativeSelect.Root>
              <NativeSelect.Field value={material} onChange={(event) => setMaterial(event.target.value)}>
                {BASE_MATERIALS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </DemoSection>

        <DemoSection title="Single choice" description="Imran is on leave, so he cannot be assigned.">
          <Stack gap="2">
            <FormField label="Designer" helpText="Who draws the 3D views.">
              <SelectField
                options={DESIGNERS}
                value={designer}
                onValueChange={setDesigner}
                placeholder="Choose a designer"
              />
            </FormField>
            <Text textStyle="sm" color="fg.muted" aria-live="polite">
              {designer.length
                ? `Assigned to ${DESIGNERS.find((option) => option.value === designer[0])?.label}.`
                : 'Not assigned yet.'}
            </Text>
          </Stack>
        </DemoSection>

        <DemoSection title="Multiple, grouped" description="Rooms in scope, grouped by floor.">
          <FormField label="Rooms">
            <SelectField
              options={ROOMS}
              value={rooms}
              onValueChange={setRooms}
              multiple
              placeholder="Choose rooms"
            />
          </FormField>
        </DemoSection>

        <DemoSection title="Grouped with a disabled option" description="HDHMR 8 mm is out of stock.">
          <FormField label="Carcass panel">
            <SelectField options={PANELS} value={panel} onValueChange={setPanel} />
          </FormField>
        </DemoSection>
      </DemoGrid>
    </>
  );
}

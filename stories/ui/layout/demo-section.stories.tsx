import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { DemoGrid, DemoSection } from '../../../src/ui';

const meta = {
  title: 'UI/Layout/DemoSection',
  component: DemoSection,
  args: {
    title: 'Edge band thickness',
    description: 'Common thicknesses stocked for 18 mm boards.',
    children: <Text>0.8 mm, 1 mm, 2 mm</Text>,
  },
} satisfies Meta<typeof DemoSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Edge band thickness' });
    await expect(region).toHaveTextContent('0.8 mm, 1 mm, 2 mm');
  },
};

export const TwoColumns: Story = {
  render: () => (
    <DemoGrid columns={2}>
      <DemoSection title="Panels">
        <Text>MDF, plywood, HDHMR</Text>
      </DemoSection>
      <DemoSection title="Skins">
        <Text>Laminates and veneers</Text>
      </DemoSection>
    </DemoGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(2);
  },
};

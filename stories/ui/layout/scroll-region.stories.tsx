import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from '@chakra-ui/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollRegion } from '../../../src/ui';

const cutList = [
  { part: 'Side panel', material: '18 mm BWP ply, white laminate', length: 720, width: 560, quantity: 2 },
  { part: 'Shelf', material: '18 mm BWP ply, white laminate', length: 764, width: 540, quantity: 3 },
  { part: 'Back', material: '6 mm MDF', length: 796, width: 716, quantity: 1 },
];

const meta = {
  title: 'UI/Layout/ScrollRegion',
  component: ScrollRegion,
  args: {
    label: 'Cut list, scrolls sideways',
    maxW: '20rem',
    children: (
      <Table.Root size="sm" minW="40rem">
        <Table.Header>
          <Table.Row>
            {['Part', 'Material', 'Length (mm)', 'Width (mm)', 'Quantity'].map((heading) => (
              <Table.ColumnHeader key={heading}>{heading}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cutList.map((line) => (
            <Table.Row key={line.part}>
              <Table.Cell>{line.part}</Table.Cell>
              <Table.Cell>{line.material}</Table.Cell>
              <Table.Cell textAlign="end">{line.length}</Table.Cell>
              <Table.Cell textAlign="end">{line.width}</Table.Cell>
              <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    ),
  },
} satisfies Meta<typeof ScrollRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A table wider than its box: the region takes focus from the keyboard and scrolls, the page does not. */
export const WideTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Cut list, scrolls sideways' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollBy({ left: 200 });
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

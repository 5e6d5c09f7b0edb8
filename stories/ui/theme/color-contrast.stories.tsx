import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import {
  contrastRatio,
  parseColor,
  tokenContrast,
  wcagLevel,
} from '../../../src/ui/components/color-contrast/contrast';
import { system } from '../../../src/ui/theme/system';

/** The text and background pairs every screen relies on; each must reach AA (4.5:1) in both modes. */
const PAIRS = [
  ['fg', 'bg'],
  ['fg.muted', 'bg'],
  ['fg.muted', 'bg.panel'],
  ['brand.fg', 'bg'],
  ['brand.contrast', 'brand.solid'],
  // Error text uses red.fg: Chakra's fg.error is red.500 in light mode, 3.76:1 on bg (below AA).
  ['red.fg', 'bg'],
  ['red.contrast', 'red.solid'],
  ['green.fg', 'green.subtle'],
] as const;

function ContrastTable() {
  return (
    <Table.Root size="sm" aria-label="Contrast of the theme's text colours" maxW="xl">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Text on background</Table.ColumnHeader>
          <Table.ColumnHeader>Light</Table.ColumnHeader>
          <Table.ColumnHeader>Dark</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {PAIRS.map(([text, background]) => (
          <Table.Row key={`${text}/${background}`}>
            <Table.Cell>
              {text} on {background}
            </Table.Cell>
            {(['light', 'dark'] as const).map((mode) => {
              const ratio = tokenContrast(system, text, background, mode);
              return (
                <Table.Cell key={mode} data-mode={mode}>
                  {ratio === null ? 'unknown' : `${ratio.toFixed(2)}:1 ${wcagLevel(ratio)}`}
                </Table.Cell>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

const meta = { title: 'UI/Theme/ColorContrast', component: ContrastTable } satisfies Meta<
  typeof ContrastTable
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThemePairsMeetAA: Story = {
  play: async ({ canvasElement }) => {
    // The maths first, against the WCAG reference values: black on white is 21:1, grey #767676 on white 4.54:1.
    await expect(contrastRatio(parseColor('#000000')!, parseColor('#ffffff')!)).toBeCloseTo(21, 1);
    await expect(contrastRatio(parseColor('#767676')!, parseColor('#ffffff')!)).toBeCloseTo(4.54, 2);

    const table = within(canvasElement).getByRole('table', { name: "Contrast of the theme's text colours" });
    const cells = table.querySelectorAll<HTMLElement>('td[data-mode]');
    await expect(cells).toHaveLength(PAIRS.length * 2);
    const failing = Array.from(cells)
      .filter((cell) => !/:1 (AAA|AA)$/.test(cell.textContent ?? ''))
      .map(
        (cell) =>
          `${cell.parentElement?.firstElementChild?.textContent} (${cell.dataset['mode']}): ${cell.textContent}`,
      );
    await expect(failing).toEqual([]);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LazyChart, type ChartOption } from '../../../src/ui';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

const monthlySales = (values: number[]): ChartOption => ({
  tooltip: { trigger: 'axis' },
  grid: { left: 48, right: 16, top: 24, bottom: 32 },
  xAxis: { type: 'category', name: 'Month', data: MONTHS },
  yAxis: { type: 'value' },
  series: [{ name: 'Sales (₹ lakh)', type: 'line', data: values }],
});

const SALES_2025 = [12, 15, 14, 18, 21, 19];
const SALES_2026 = [16, 17, 22, 24, 23, 27];

/** The <svg> ECharts draws inside the chart's image element, once drawn. */
async function drawnChart(canvasElement: HTMLElement, name: string | RegExp) {
  const canvas = within(canvasElement);
  // The first chart of a session waits for the ECharts chunk.
  const image = await canvas.findByRole('img', { name }, { timeout: 15_000 });
  await waitFor(() => expect(image.querySelector('svg text')).not.toBeNull(), { timeout: 5000 });
  return image;
}

/** A CSS colour as relative luminance (0 black .. 1 white), via the browser's own colour parser. */
function luminance(color: string): number {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const rgb = getComputedStyle(probe)
    .color.match(/[\d.]+/g)
    ?.map(Number) ?? [0, 0, 0];
  probe.remove();
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Axis labels are drawn in `fg.muted`: the computed value of its CSS variable, normalised. */
function sameColor(a: string, b: string) {
  const normalise = (color: string) => {
    const probe = document.createElement('span');
    probe.style.color = color;
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  };
  return normalise(a) === normalise(b);
}

async function assertAxisTextFollowsTokens(canvasElement: HTMLElement, mode: 'light' | 'dark') {
  const image = await drawnChart(canvasElement, 'Monthly sales');
  await expect(document.documentElement).toHaveClass(mode);
  const monthLabel = [...image.querySelectorAll('svg text')].find((text) => text.textContent === 'Jan');
  await expect(monthLabel).toBeDefined();
  const fill = monthLabel?.getAttribute('fill') ?? '';
  const mutedToken = getComputedStyle(image).getPropertyValue('--chakra-colors-fg-muted').trim();
  await expect(sameColor(fill, mutedToken)).toBe(true);
  // Dark text on light, light text on dark.
  if (mode === 'light') await expect(luminance(fill)).toBeLessThan(0.3);
  else await expect(luminance(fill)).toBeGreaterThan(0.3);
}

const meta = {
  title: 'UI/Charts/Chart',
  component: LazyChart,
  args: { label: 'Monthly sales', option: monthlySales(SALES_2025), height: 280 },
} satisfies Meta<typeof LazyChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DrawsAndSummarises: Story = {
  play: async ({ canvasElement }) => {
    const image = await drawnChart(canvasElement, 'Monthly sales');
    await expect(image.querySelector('svg')).not.toBeNull();
    const table = within(canvasElement).getByRole('table', { name: 'Monthly sales' });
    const rows = within(table).getAllByRole('row');
    // A header row and one row per month.
    await expect(rows).toHaveLength(MONTHS.length + 1);
    await expect(within(table).getByRole('rowheader', { name: 'Mar' }).closest('tr')).toHaveTextContent(
      'Mar14',
    );
    await expect(within(table).getByRole('columnheader', { name: 'Sales (₹ lakh)' })).toBeInTheDocument();
  },
};

function YearSwitch() {
  const [year, setYear] = useState<2025 | 2026>(2025);
  return (
    <Stack gap="3">
      <Button alignSelf="start" size="sm" onClick={() => setYear(year === 2025 ? 2026 : 2025)}>
        Show {year === 2025 ? 2026 : 2025}
      </Button>
      <LazyChart
        label={`Monthly sales ${year}`}
        option={monthlySales(year === 2025 ? SALES_2025 : SALES_2026)}
      />
    </Stack>
  );
}

export const SummaryFollowsData: Story = {
  render: () => <YearSwitch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawnChart(canvasElement, 'Monthly sales 2025');
    const marchBefore = canvas.getByRole('rowheader', { name: 'Mar' }).closest('tr');
    await expect(marchBefore).toHaveTextContent('Mar14');
    await userEvent.click(canvas.getByRole('button', { name: 'Show 2026' }));
    await drawnChart(canvasElement, 'Monthly sales 2026');
    await expect(canvas.getByRole('table', { name: 'Monthly sales 2026' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Mar' }).closest('tr')).toHaveTextContent('Mar22');
  },
};

export const LightModeColours: Story = {
  globals: { colorMode: 'light' },
  play: ({ canvasElement }) => assertAxisTextFollowsTokens(canvasElement, 'light'),
};

export const DarkModeColours: Story = {
  globals: { colorMode: 'dark' },
  play: ({ canvasElement }) => assertAxisTextFollowsTokens(canvasElement, 'dark'),
};

function ResizableFrame() {
  const [wide, setWide] = useState(true);
  return (
    <Stack gap="3">
      <Button alignSelf="start" size="sm" onClick={() => setWide(!wide)}>
        {wide ? 'Narrow' : 'Widen'}
      </Button>
      <Box w={wide ? '600px' : '320px'} maxW="full">
        <LazyChart label="Monthly sales" option={monthlySales(SALES_2025)} height={240} />
      </Box>
    </Stack>
  );
}

export const ResizesWithContainer: Story = {
  render: () => <ResizableFrame />,
  play: async ({ canvasElement }) => {
    const image = await drawnChart(canvasElement, 'Monthly sales');
    const svgWidth = () => Number(image.querySelector('svg')?.getAttribute('width'));
    await waitFor(() => expect(svgWidth()).toBeGreaterThan(500));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Narrow' }));
    await waitFor(() => expect(svgWidth()).toBeLessThanOrEqual(320));
  },
};

export const PieFromTokens: Story = {
  args: {
    label: 'Lead sources',
    option: (theme) => ({
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [
        {
          name: 'Leads',
          type: 'pie',
          radius: ['40%', '70%'],
          itemStyle: { borderColor: theme.surface, borderWidth: 2 },
          data: [
            { name: 'Website', value: 42 },
            { name: 'Referral', value: 27 },
            { name: 'Walk-in', value: 12 },
          ],
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const image = await drawnChart(canvasElement, 'Lead sources');
    const table = within(canvasElement).getByRole('table', { name: 'Lead sources' });
    await expect(within(table).getByRole('rowheader', { name: 'Referral' }).closest('tr')).toHaveTextContent(
      '27',
    );
    // Slices are painted in the palette's first token colour, brand.solid.
    const brand = getComputedStyle(image).getPropertyValue('--chakra-colors-brand-solid').trim();
    const fills = [...image.querySelectorAll('svg path')].map((path) => path.getAttribute('fill') ?? '');
    await expect(fills.some((fill) => sameColor(fill, brand))).toBe(true);
  },
};

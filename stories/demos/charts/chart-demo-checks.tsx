/** Shared checks and the phone-width frame for the chart demo stories. */
import { Box } from '@chakra-ui/react';
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

/** Each named chart is drawn (an <svg> with text or shapes) and has its data table beside it. */
export async function expectChartsDrawn(canvasElement: HTMLElement, labels: (string | RegExp)[]) {
  const canvas = within(canvasElement);
  for (const label of labels) {
    // The first chart waits for the ECharts chunk.
    const image = await canvas.findByRole('img', { name: label }, { timeout: 15_000 });
    await waitFor(() => expect(image.querySelector('svg path, svg text')).not.toBeNull(), { timeout: 5_000 });
    const table = canvas.getByRole('table', { name: label });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  }
}

export const PHONE_WIDTH = 375;

/** Frames a story at a phone's width; the frame scrolls sideways only if the page would. */
export const phoneFrame: Decorator = (Story) => (
  <Box data-testid="phone-frame" w={`${PHONE_WIDTH}px`} overflowX="auto">
    <Story />
  </Box>
);

export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const frame = within(canvasElement).getByTestId('phone-frame');
  await waitFor(() => expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth));
}

/** The cells of one row of a chart's data table, found by the row's header. */
export function tableRow(canvasElement: HTMLElement, table: string | RegExp, rowHeader: string): string[] {
  const found = within(canvasElement).getByRole('table', { name: table });
  const header = within(found).getByRole('rowheader', { name: rowHeader });
  return [...(header.closest('tr')?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent ?? '');
}

export function tableColumns(canvasElement: HTMLElement, table: string | RegExp): string[] {
  const found = within(canvasElement).getByRole('table', { name: table });
  return within(found)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichTextView } from '../../../src/ui/components/rich-text-editor/rich-text-view';

const meta = {
  title: 'UI/Forms/RichTextView',
  component: RichTextView,
  args: {
    html: `<h2>Kitchen carcass</h2><p>18 mm <strong>BWP plywood</strong> under the sink, HDHMR elsewhere.</p>
<ul><li>2 mm PVC edge band on shutters</li><li>0.8 mm on hidden edges</li></ul>
<blockquote>Checked at site on 12 Nov.</blockquote>`,
  },
} satisfies Meta<typeof RichTextView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FormattedText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kitchen carcass' })).toBeVisible();
    await expect(canvas.getByText('BWP plywood').tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    // Lists keep their bullets: the shared rich text styles apply outside the editor too.
    await expect(getComputedStyle(canvas.getByRole('list')).listStyleType).toBe('disc');
  },
};

export const RemovesScripts: Story = {
  args: {
    html: '<p>Call before visiting.</p><script>window.viewScript = true</script><img src=x onerror="window.viewScript = true"><a href="javascript:window.viewScript = true">plan</a>',
  },
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText('Call before visiting.');
    await expect(paragraph).toBeVisible();
    const view = paragraph.parentElement as HTMLElement;
    await expect(view.querySelectorAll('p')).toHaveLength(1);
    await expect(view.innerHTML).not.toMatch(/<script|<img|onerror|javascript:/i);
    await expect((window as { viewScript?: boolean }).viewScript).toBeUndefined();
  },
};

export const PlainTextKeepsLineBreaks: Story = {
  args: { html: 'Measure the room first.\nThen choose the shutters.' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Measure the room first/);
    await expect(text).toHaveTextContent('Measure the room first. Then choose the shutters.', {
      normalizeWhitespace: true,
    });
    await expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor } from '../../../src/ui/components/rich-text-editor/rich-text-editor';

const meta = {
  title: 'UI/Forms/RichTextEditor',
  component: RichTextEditor,
  args: {
    label: 'Quotation terms',
    value: '<p>Prices valid for 15 days.</p>',
    onChange: fn(),
  },
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const lastHtml = (spy: unknown) => {
  const calls = (spy as ReturnType<typeof fn>).mock.calls;
  return String(calls.at(-1)?.[0] ?? '');
};

export const StripsScriptFromPastedHtml: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = await within(canvasElement).findByRole('textbox', { name: 'Quotation terms' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    const clipboard = new DataTransfer();
    clipboard.setData(
      'text/html',
      '<p>Hinges: <b>Hettich</b></p><script>window.pastedScript = true</script><img src=x onerror="window.pastedScript = true">',
    );
    clipboard.setData('text/plain', 'Hinges: Hettich');
    await userEvent.paste(clipboard);
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('Hettich'));
    const html = lastHtml(args.onChange);
    await expect(html).toContain('<strong>Hettich</strong>');
    await expect(html).not.toMatch(/<script|onerror|pastedScript/i);
    await expect(editor.innerHTML).not.toMatch(/<script/i);
    await expect((window as { pastedScript?: boolean }).pastedScript).toBeUndefined();
  },
};

export const SanitisesItsValue: Story = {
  args: { value: '<p>Delivery in 30 days.</p><script>window.loadedScript = true</script>' },
  play: async ({ canvasElement }) => {
    const editor = await within(canvasElement).findByRole('textbox', { name: 'Quotation terms' });
    await expect(editor).toHaveTextContent('Delivery in 30 days.');
    await expect(editor.innerHTML).not.toMatch(/<script/i);
    await expect((window as { loadedScript?: boolean }).loadedScript).toBeUndefined();
  },
};

export const ToolbarFormats: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Quotation terms' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    const toolbar = canvas.getByRole('toolbar', { name: 'Quotation terms formatting' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    await expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe('<p><strong>Prices valid for 15 days.</strong></p>'),
    );
  },
};

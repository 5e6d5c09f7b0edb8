import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditorDemo } from '../../../src/ui/demos/forms/rich-text-editor-demo';
import { phoneDark } from './demo-checks';

const meta = { title: 'Demos/Forms/RichTextEditor', component: RichTextEditorDemo } satisfies Meta<
  typeof RichTextEditorDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

const savedHtml = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('Saved HTML source').textContent ?? '';

export const StripsScriptsFromLoadedHtml: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Quotation terms' }, { timeout: 15_000 });
    await expect(editor).toHaveTextContent('Terms of the quotation');

    await userEvent.click(canvas.getByRole('button', { name: 'Load into the editor' }));
    await waitFor(() => expect(editor).toHaveTextContent('Please call before visiting.'));
    const saved = savedHtml(canvasElement);
    await expect(saved).toContain('Please call before visiting.');
    await expect(saved).not.toMatch(/<script|onerror|javascript:|alert\(/i);
    // Neither the editor nor the rendered preview holds a script or an event handler.
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await expect(preview).toHaveTextContent('Please call before visiting.');
    for (const root of [editor, preview]) {
      await expect(root.querySelector('script, [onerror], [onclick], a[href^="javascript"]')).toBeNull();
    }
  },
};

export const StripsScriptsFromPastedHtml: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Quotation terms' }, { timeout: 15_000 });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    const clipboard = new DataTransfer();
    clipboard.setData(
      'text/html',
      '<p>Pasted <b>spec</b></p><script>window.pasted = true</script><p onclick="steal()">Hardware: Hettich</p>',
    );
    clipboard.setData('text/plain', 'Pasted spec Hardware: Hettich');
    await userEvent.paste(clipboard);
    await waitFor(() => expect(savedHtml(canvasElement)).toContain('Hardware: Hettich'));
    const saved = savedHtml(canvasElement);
    await expect(saved).toContain('<strong>spec</strong>');
    await expect(saved).not.toMatch(/<script|onclick|window\.pasted/i);
    await expect((window as { pasted?: boolean }).pasted).toBeUndefined();
  },
};

export const FormatsWithTheToolbar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Quotation terms' }, { timeout: 15_000 });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}Carcass in 18 mm BWP plywood');
    await userEvent.keyboard('{Control>}a{/Control}');
    const toolbar = canvas.getByRole('toolbar', { name: 'Quotation terms formatting' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    await expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(savedHtml(canvasElement)).toBe('<p><strong>Carcass in 18 mm BWP plywood</strong></p>'),
    );

    // Arrow keys move along the toolbar.
    within(toolbar).getByRole('button', { name: 'Bold' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
  },
};

export const PhoneDark: Story = phoneDark;

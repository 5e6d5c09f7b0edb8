import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignaturePad, type SignatureCapture } from '../../../src/ui';

const meta = {
  title: 'UI/Forms/SignaturePad',
  component: SignaturePad,
  args: { label: 'Client’s signature', onChange: fn() },
} satisfies Meta<typeof SignaturePad>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stroke across the pad, as a pen would draw it (signature_pad listens to pointer events). */
function drawStroke(canvas: HTMLCanvasElement) {
  const box = canvas.getBoundingClientRect();
  const at = (fx: number, fy: number) => ({
    clientX: box.left + box.width * fx,
    clientY: box.top + box.height * fy,
    pointerId: 1,
    pointerType: 'pen',
    isPrimary: true,
    bubbles: true,
    cancelable: true,
  });
  canvas.dispatchEvent(new PointerEvent('pointerdown', { ...at(0.2, 0.5), buttons: 1 }));
  for (let step = 1; step <= 10; step += 1) {
    canvas.dispatchEvent(
      new PointerEvent('pointermove', { ...at(0.2 + step * 0.06, 0.5 - (step % 3) * 0.1), buttons: 1 }),
    );
  }
  canvas.dispatchEvent(new PointerEvent('pointerup', { ...at(0.8, 0.5), buttons: 0 }));
}

const lastCapture = (onChange: unknown): SignatureCapture | null => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return (calls.at(-1)?.[0] as SignatureCapture | null | undefined) ?? null;
};

export const DrawAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pad = canvas.getByRole('img', { name: /Client’s signature: draw the signature here/ });
    await expect(canvas.getByRole('status')).toHaveTextContent('Not signed yet');
    await waitFor(() => expect(canvas.getByText(/Sign above this line/)).toBeVisible());
    drawStroke(pad as HTMLCanvasElement);
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const drawn = lastCapture(args.onChange);
    await expect(drawn?.method).toBe('drawn');
    await expect(drawn?.png.type).toBe('image/png');
    await expect(drawn?.png.size).toBeGreaterThan(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('Signed');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('status')).toHaveTextContent('Not signed yet');
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeDisabled();
  },
};

export const TypedWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const typeInstead = canvas.getByRole('button', { name: 'Type the name instead' });
    typeInstead.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(typeInstead).toHaveAttribute('aria-pressed', 'true'));
    const name = await canvas.findByRole('textbox', { name: 'Full name of the person signing' });
    await userEvent.click(name);
    await userEvent.keyboard('Anil Kapoor');
    // The typed name is drawn to a PNG off the main thread's hot path: give a loaded machine time.
    await waitFor(() => expect(lastCapture(args.onChange)?.typedName).toBe('Anil Kapoor'), {
      timeout: 10000,
    });
    const typed = lastCapture(args.onChange);
    await expect(typed?.method).toBe('typed');
    await expect(typed?.png.type).toBe('image/png');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Signed'));
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Type the name instead' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeDisabled();
  },
};

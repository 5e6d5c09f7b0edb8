import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CodeInput } from '../../../src/ui';

const meta = {
  title: 'UI/Forms/CodeInput',
  component: CodeInput,
  args: { label: 'Verification code', onValueChange: fn(), onComplete: fn() },
} satisfies Meta<typeof CodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('textbox', { name: /Verification code, digit \d of 6/ });

export const AutoAdvancesAndGoesBack: Story = {
  play: async ({ canvasElement, args }) => {
    const inputs = boxes(canvasElement);
    await expect(inputs).toHaveLength(6);
    await userEvent.click(inputs[0]!);
    await userEvent.keyboard('4');
    await expect(inputs[1]).toHaveFocus();
    await userEvent.keyboard('29');
    await expect(inputs[3]).toHaveFocus();

    // (Letters are refused in React's onBeforeInput, which listens to the browser's textInput event;
    // user-event does not send that event, so a play function cannot show it.)

    // Backspace on an empty box clears the previous one and moves back to it.
    await userEvent.keyboard('{Backspace}');
    await expect(inputs[2]).toHaveFocus();
    await expect(inputs[2]).toHaveValue('');
    await userEvent.keyboard('1734');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('421734'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('421734');
    await expect(inputs.map((input) => (input as HTMLInputElement).value).join('')).toBe('421734');
  },
};

export const PasteFillsEveryBox: Story = {
  play: async ({ canvasElement, args }) => {
    const inputs = boxes(canvasElement);
    await userEvent.click(inputs[0]!);
    await userEvent.paste('905112');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('905112'));
    await expect(inputs.map((input) => (input as HTMLInputElement).value)).toEqual([
      '9',
      '0',
      '5',
      '1',
      '1',
      '2',
    ]);
  },
};

export const Invalid: Story = {
  args: { invalid: true, describedBy: 'code-error' },
  render: (args) => (
    <>
      <CodeInput {...args} />
      <p id="code-error">Enter the six digits of the code</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    for (const input of boxes(canvasElement)) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('Enter the six digits of the code');
    }
  },
};

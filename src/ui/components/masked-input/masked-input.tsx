import { Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import {
  applyMask,
  caretAfter,
  countSignificant,
  MASK_PLACEHOLDERS,
  type MaskKind,
  type MaskResult,
} from './masks';

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  mask: MaskKind;
  /** The raw value (what `applyMask` returns as `raw`). */
  value: string;
  onValueChange: (result: MaskResult) => void;
}

const inputModes: Record<MaskKind, InputProps['inputMode']> = {
  'phone-in': 'tel',
  gstin: 'text',
  pin: 'numeric',
  inr: 'decimal',
  'dimensions-mm': 'numeric',
};

/** A text input that formats as the user types or pastes and keeps the caret where the user was typing. */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { mask, value, onValueChange, ...rest },
  forwardedRef,
) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const display = applyMask(mask, value).display;

  useLayoutEffect(() => {
    if (pendingCaret.current !== null && inputRef.current === document.activeElement) {
      inputRef.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const caret = event.target.selectionStart ?? typed.length;
    let before = countSignificant(typed.slice(0, caret));
    let input = typed;
    const result0 = applyMask(mask, typed, display);
    // Backspace over decoration only (a comma, a space): delete the value character before it instead.
    if (typed.length < display.length && result0.raw === applyMask(mask, display).raw && before > 0) {
      const cut = caretAfter(typed, before) - 1;
      input = typed.slice(0, cut) + typed.slice(cut + 1);
      before -= 1;
    }
    const result = input === typed ? result0 : applyMask(mask, input, display);
    // "+91 " is added by the mask: its digits were not typed, so skip them when placing the caret.
    const added = result.display.startsWith('+91') && !input.trimStart().startsWith('+91') ? 2 : 0;
    pendingCaret.current = caretAfter(result.display, before + added);
    onValueChange(result);
  };

  return (
    <Input
      ref={(element) => {
        inputRef.current = element;
        if (typeof forwardedRef === 'function') forwardedRef(element);
        else if (forwardedRef) forwardedRef.current = element;
      }}
      inputMode={inputModes[mask]}
      autoComplete={mask === 'phone-in' ? 'tel' : mask === 'pin' ? 'postal-code' : 'off'}
      placeholder={MASK_PLACEHOLDERS[mask]}
      {...rest}
      value={display}
      onChange={onChange}
    />
  );
});

// Specification section 9: one toaster, top right, every toast lasting 3000 ms.
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '../../provider';
import { system } from '../../theme/system';
import { TOAST_DURATION_MS, TOAST_PLACEMENT, toaster } from './toaster';

afterEach(() => {
  act(() => toaster.remove());
});

describe('the app toaster', () => {
  it('is created top-end with 3000 ms toasts', () => {
    expect(TOAST_PLACEMENT).toBe('top-end');
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(toaster.attrs.placement).toBe('top-end');
    expect(toaster.attrs.duration).toBe(3000);
  });

  it('gives every kind of toast 3000 ms unless told otherwise', () => {
    toaster.success({ title: 'Quotation saved' });
    toaster.error({ title: 'Could not save the quotation' });
    toaster.create({ title: 'Stock below reorder level', type: 'warning' });
    const durations = toaster.getVisibleToasts().map((toast) => toast.duration);
    expect(durations).toEqual([3000, 3000, 3000]);
  });

  it('renders its toasts in a top-end region of the provider', async () => {
    const view = render(<UiProvider system={system}>content</UiProvider>);
    act(() => {
      toaster.success({ title: 'Signed in' });
    });
    const title = await view.findByText('Signed in');
    const group = title.closest('[data-placement]');
    expect(group?.getAttribute('data-placement')).toBe('top-end');
    view.unmount();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportEmbeddedStartFailure } from '@/services/kit';
import { UiProvider } from '@/ui/provider';
import { firstScreenSystem } from '@/ui/theme/first-screen-system';
import { EmbeddedStartGate } from './embedded-start-failure-screen';

function renderGate() {
  return render(
    <UiProvider system={firstScreenSystem}>
      <EmbeddedStartGate>
        <p>The app</p>
      </EmbeddedStartGate>
    </UiProvider>,
  );
}

afterEach(() => act(() => reportEmbeddedStartFailure(null)));

describe('a SQL file of the embedded database that fails to apply', () => {
  it('replaces the app with one screen naming the file and the database message', () => {
    renderGate();
    expect(screen.getByText('The app')).toBeTruthy();
    act(() =>
      reportEmbeddedStartFailure({
        failedPath: 'supabase/migrations/20261121001000_crm.sql',
        message: 'relation "leads" already exists',
      }),
    );
    expect(screen.queryByText('The app')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 1, name: 'The built-in database could not be prepared' }),
    ).toBeTruthy();
    expect(screen.getByText('supabase/migrations/20261121001000_crm.sql')).toBeTruthy();
    expect(screen.getByText('relation "leads" already exists')).toBeTruthy();
  });

  it('starts over by deleting the stored database and reloading', async () => {
    const deleted: string[] = [];
    const request: { onsuccess?: () => void } = {};
    vi.stubGlobal('indexedDB', {
      deleteDatabase: (name: string) => {
        deleted.push(name);
        queueMicrotask(() => request.onsuccess?.());
        return request;
      },
    });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderGate();
    act(() => reportEmbeddedStartFailure({ failedPath: 'supabase/seed.sql', message: 'boom' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start over with fresh demo data' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(deleted).toEqual(['/pglite/fpw']);
  });
});

describe('an embedded database that cannot start at all', () => {
  it('shows the start-failure screen with the reason, without a file to name', () => {
    renderGate();
    act(() =>
      reportEmbeddedStartFailure({
        failedPath: null,
        message: 'The embedded database gave no sign of starting for 15 s.',
      }),
    );
    expect(screen.queryByText('The app')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 1, name: 'The built-in database did not start' }),
    ).toBeTruthy();
    expect(screen.getByText('The embedded database gave no sign of starting for 15 s.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

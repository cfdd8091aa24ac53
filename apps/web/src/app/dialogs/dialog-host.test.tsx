import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DialogHost } from '#src/app/dialogs/dialog-host';
import { initI18n } from '#src/lib/i18n';
import { useDialogs } from '#src/stores/dialogs';

describe('the dialog host', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    act(() => useDialogs.getState().closeDialog('login'));
  });

  it(
    'gives an ordinary dialog a close button, after its content in the tab order',
    { timeout: 20_000 },
    async () => {
      // The log-in form asks which sign-in providers are on: no answer here, none are shown.
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <DialogHost />
        </QueryClientProvider>,
      );
      act(() => useDialogs.getState().openDialog('login'));
      const modal = await screen.findByTestId('dialog-modal-login');
      const close = await within(modal).findByRole(
        'button',
        { name: 'Close' },
        { timeout: 10_000 },
      );
      expect(modal.querySelector('[role="dialog"]')?.lastElementChild).toBe(close);
      await userEvent.click(close);
      expect(useDialogs.getState().dialogs).toEqual([]);
    },
  );
});

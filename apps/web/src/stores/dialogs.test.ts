import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogs } from '#src/stores/dialogs';

afterEach(() => useDialogs.getState().closeAllDialogs());

describe('full-page dialogs and browser history', () => {
  it('opens with a history entry of its own, so Back closes it and leaves the page', async () => {
    useDialogs.getState().openFullPageDialog('account');
    expect(window.history.state?.fullPageDialog).toBe('account');
    window.history.back();
    await waitFor(() => expect(useDialogs.getState().fullPageDialog).toBeNull());
    expect(window.location.pathname).toBe('/');
  });

  it('closes through that entry, so a later Back does not reopen it', async () => {
    useDialogs.getState().openFullPageDialog('account');
    useDialogs.getState().closeFullPageDialog();
    expect(useDialogs.getState().fullPageDialog).toBeNull();
    await waitFor(() => expect(window.history.state?.fullPageDialog).toBeUndefined());
    useDialogs.getState().openFullPageDialog('account');
    window.history.back();
    await waitFor(() => expect(useDialogs.getState().fullPageDialog).toBeNull());
  });

  it('switching between dialogs keeps one entry: Back goes to the page', async () => {
    useDialogs.getState().openFullPageDialog('account');
    useDialogs.getState().openFullPageDialog('store');
    expect(useDialogs.getState().fullPageDialog).toBe('store');
    window.history.back();
    await waitFor(() => expect(useDialogs.getState().fullPageDialog).toBeNull());
    expect(window.history.state?.fullPageDialog).toBeUndefined();
  });
});

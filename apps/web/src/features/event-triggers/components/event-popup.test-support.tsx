import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { EventPopup } from '#src/features/event-triggers/components/event-popup';
import type { TPopupEvent } from '#src/features/event-triggers/model/event-queue';

/** Renders one popup of the queue with spied actions; answers the spies. */
export function renderPopup(popup: TPopupEvent | undefined) {
  if (!popup) throw new Error('the queue made no popup of the event');
  const actions = {
    onPaid: vi.fn(),
    onOpenStore: vi.fn(),
    onOpenQuest: vi.fn(),
    onBoosterClaimed: vi.fn(),
  };
  const onClose = vi.fn();
  render(<EventPopup popup={popup} actions={actions} onClose={onClose} />);
  return { actions, onClose };
}

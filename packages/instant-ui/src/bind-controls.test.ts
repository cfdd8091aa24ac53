// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { bindControls, type TControlActions } from '#src/bind-controls';
import { segmentedControl } from '#src/controls';
import { buildInstantLayout } from '#src/layout';

function setUp() {
  document.body.replaceChildren();
  const ui = buildInstantLayout(document.body, 'Drop');
  const actions: TControlActions = {
    pressPlay: vi.fn(),
    play: vi.fn(),
    changeBet: vi.fn(),
    toggleTurbo: vi.fn(),
    toggleSound: vi.fn(),
    openPaytable: vi.fn(),
    closeDialogs: vi.fn(),
    toggleAutoplay: vi.fn(),
    startAutoplay: vi.fn(),
    escape: vi.fn(),
  };
  bindControls(ui, actions);
  return { ui, actions };
}

const press = (target: EventTarget, init: KeyboardEventInit) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));

describe('instant shell controls', () => {
  it('plays on Space and Enter, but leaves the keys to a focused input or button', () => {
    const { ui, actions } = setUp();
    press(document.body, { key: ' ', code: 'Space' });
    press(document.body, { key: 'Enter', code: 'Enter' });
    expect(actions.play).toHaveBeenCalledTimes(2);
    press(ui.play, { key: ' ', code: 'Space' });
    const radio = segmentedControl({
      name: 'risk',
      label: 'Risk',
      options: [{ value: 'low', label: 'Low' }],
      value: 'low',
      onChange: vi.fn(),
    });
    ui.choices.append(radio);
    press(radio.querySelector('input')!, { key: ' ', code: 'Space' });
    expect(actions.play).toHaveBeenCalledTimes(2);
  });

  it('maps the arrows, M, T, I and Escape, and labels every button', () => {
    const { ui, actions } = setUp();
    press(document.body, { key: 'ArrowUp' });
    press(document.body, { key: 'ArrowDown' });
    press(document.body, { key: 'm' });
    press(document.body, { key: 't' });
    press(document.body, { key: 'i' });
    press(document.body, { key: 'Escape' });
    expect(actions.changeBet).toHaveBeenNthCalledWith(1, 1);
    expect(actions.changeBet).toHaveBeenNthCalledWith(2, -1);
    expect(actions.toggleSound).toHaveBeenCalledOnce();
    expect(actions.toggleTurbo).toHaveBeenCalledOnce();
    expect(actions.openPaytable).toHaveBeenCalledOnce();
    expect(actions.escape).toHaveBeenCalledOnce();
    for (const button of document.querySelectorAll('button')) {
      expect(button.getAttribute('aria-label') ?? button.textContent).toBeTruthy();
    }
    ui.play.click();
    expect(actions.pressPlay).toHaveBeenCalledOnce();
  });

  it('reports the chosen option of a segmented control', () => {
    const onChange = vi.fn();
    const control = segmentedControl({
      name: 'segments',
      label: 'Segments',
      options: [
        { value: 10, label: '10' },
        { value: 20, label: '20' },
      ],
      value: 10,
      onChange,
    });
    document.body.append(control);
    control.querySelectorAll('label')[1]!.click();
    expect(onChange).toHaveBeenCalledWith(20);
    expect(control.querySelector('legend')?.textContent).toBe('Segments');
  });
});

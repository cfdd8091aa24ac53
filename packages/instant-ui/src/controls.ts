import { element } from '@casino/slot-ui/dom';

export interface TChoiceOption<T extends string | number> {
  value: T;
  label: string;
}

/**
 * A labelled row of radio buttons styled as a segmented control (risk levels, segment counts):
 * one tab stop, arrow keys move the choice, and it reads as a radio group.
 */
export function segmentedControl<T extends string | number>(config: {
  name: string;
  label: string;
  options: readonly TChoiceOption<T>[];
  value: T;
  onChange: (value: T) => void;
}): HTMLFieldSetElement {
  const fieldset = element(
    'fieldset',
    { class: 'segmented', 'data-testid': `choice-${config.name}` },
    [element('legend', { text: config.label })],
  );
  const group = element('div', { class: 'segmented-options' });
  for (const option of config.options) {
    const input = element('input', {
      type: 'radio',
      name: config.name,
      value: String(option.value),
    });
    input.checked = option.value === config.value;
    input.addEventListener('change', () => {
      if (input.checked) config.onChange(option.value);
    });
    group.append(element('label', {}, [input, element('span', { text: option.label })]));
  }
  fieldset.append(group);
  return fieldset;
}

/** A labelled range slider for a whole-number choice (plinko rows), with its value beside it. */
export function rangeControl(config: {
  name: string;
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
}): HTMLLabelElement {
  const output = element('output', { class: 'range-value', text: String(config.value) });
  const input = element('input', {
    type: 'range',
    name: config.name,
    min: String(config.min),
    max: String(config.max),
    step: String(config.step),
    value: String(config.value),
    'data-testid': `choice-${config.name}`,
  });
  input.addEventListener('input', () => {
    output.textContent = input.value;
    config.onChange(Number(input.value));
  });
  return element('label', { class: 'range' }, [
    element('span', { class: 'range-label' }, [config.label, output]),
    input,
  ]);
}

import { createCoverage, eraseStroke, paintFoil, type TStroke } from '#src/foil';
import { symbolArt, symbolName } from '#src/symbols';
import type { TScratchTheme } from '#src/scratch-themes';

export const PANEL_COUNT = 9;
const SIDE = 3;
/** A panel scratched this far is cleared for the player. */
const CLEAR_AT = 0.6;

interface TPanel {
  button: HTMLButtonElement;
  symbol: HTMLElement;
  canvas: HTMLCanvasElement;
  strokes: TStroke[];
  coverage: ReturnType<typeof createCoverage>;
  isRevealed: boolean;
}

/**
 * The scratch card: nine panels, each a symbol under a canvas foil. The symbols are the ones the
 * server printed at purchase; scratching (pointer, touch) or a key press only uncovers them.
 */
export function createScratchCard(
  theme: TScratchTheme,
  options: {
    onScratch: () => void;
    onPanelRevealed: (revealedCount: number) => void;
    durationMs: (ms: number) => number;
  },
) {
  const panelsElement = document.createElement('div');
  panelsElement.className = 'panels';
  panelsElement.setAttribute('role', 'group');
  panelsElement.setAttribute('aria-label', 'Scratch panels');
  panelsElement.dataset.testid = 'scratch-panels';
  let symbols: string[] = [];
  let isScratchable = false;
  let whenDone: (() => void) | null = null;

  const panels: TPanel[] = Array.from({ length: PANEL_COUNT }, (_, index) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'scratch-panel';
    button.dataset.panel = String(index);
    const symbol = document.createElement('span');
    symbol.className = 'panel-symbol';
    const canvas = document.createElement('canvas');
    canvas.className = 'foil';
    canvas.setAttribute('aria-hidden', 'true');
    button.append(symbol, canvas);
    button.addEventListener('click', (event) => {
      // A key press (detail 0) uncovers the whole panel; pointers scratch instead.
      if (event.detail === 0 && isScratchable) reveal(index);
    });
    panelsElement.append(button);
    return { button, symbol, canvas, strokes: [], coverage: createCoverage(), isRevealed: false };
  });

  function label(index: number) {
    const panel = panels[index]!;
    const where = `Panel ${index + 1} of ${PANEL_COUNT}`;
    const text = panel.isRevealed
      ? `${where}: ${symbolName(symbols[index] ?? '')}`
      : isScratchable
        ? `${where}: covered, press Enter to scratch`
        : `${where}: covered`;
    panel.button.setAttribute('aria-label', text);
    panel.button.setAttribute('aria-disabled', String(!isScratchable || panel.isRevealed));
  }

  function sizeCanvas(panel: TPanel, index: number) {
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    const width = Math.max(1, Math.round(panel.button.clientWidth * ratio));
    const height = Math.max(1, Math.round(panel.button.clientHeight * ratio));
    if (panel.canvas.width === width && panel.canvas.height === height) return;
    panel.canvas.width = width;
    panel.canvas.height = height;
    paintFoil(panel.canvas, theme, index);
    for (const stroke of panel.strokes) eraseStroke(panel.canvas, stroke);
  }

  new ResizeObserver(() => panels.forEach(sizeCanvas)).observe(panelsElement);

  function revealedCount() {
    return panels.filter((panel) => panel.isRevealed).length;
  }

  function reveal(index: number) {
    const panel = panels[index]!;
    if (panel.isRevealed) return;
    panel.isRevealed = true;
    panel.button.classList.add('is-revealed');
    label(index);
    const count = revealedCount();
    options.onPanelRevealed(count);
    if (count === PANEL_COUNT) {
      isScratchable = false;
      panelsElement.classList.remove('is-scratchable');
      panels.forEach((_, each) => label(each));
      whenDone?.();
      whenDone = null;
    }
  }

  let lastPoint: { panel: number; x: number; y: number } | null = null;
  let activePointer: number | null = null;

  function scratchAt(event: PointerEvent) {
    const index = panels.findIndex((panel) => {
      const rect = panel.button.getBoundingClientRect();
      return (
        event.clientX >= rect.left &&
        event.clientX <= rect.right &&
        event.clientY >= rect.top &&
        event.clientY <= rect.bottom
      );
    });
    const panel = panels[index];
    if (!panel || panel.isRevealed) {
      lastPoint = null;
      return;
    }
    const rect = panel.button.getBoundingClientRect();
    const point = {
      x: (event.clientX - rect.left) / rect.width,
      y: (event.clientY - rect.top) / rect.height,
    };
    const from = lastPoint?.panel === index ? lastPoint : point;
    const stroke: TStroke = { from: { x: from.x, y: from.y }, to: point };
    lastPoint = { panel: index, ...point };
    panel.strokes.push(stroke);
    eraseStroke(panel.canvas, stroke);
    panel.coverage.add(stroke);
    options.onScratch();
    if (panel.coverage.fraction >= CLEAR_AT) reveal(index);
  }

  panelsElement.addEventListener('pointerdown', (event) => {
    if (!isScratchable || activePointer !== null) return;
    activePointer = event.pointerId;
    panelsElement.setPointerCapture(event.pointerId);
    lastPoint = null;
    scratchAt(event);
  });
  panelsElement.addEventListener('pointermove', (event) => {
    if (event.pointerId === activePointer && isScratchable) scratchAt(event);
  });
  const release = (event: PointerEvent) => {
    if (event.pointerId !== activePointer) return;
    activePointer = null;
    lastPoint = null;
  };
  panelsElement.addEventListener('pointerup', release);
  panelsElement.addEventListener('pointercancel', release);

  panelsElement.addEventListener('keydown', (event) => {
    const current = panels.findIndex((panel) => panel.button === document.activeElement);
    if (current < 0) return;
    const row = Math.floor(current / SIDE);
    const column = current % SIDE;
    const moves: Record<string, number> = {
      ArrowUp: Math.max(0, row - 1) * SIDE + column,
      ArrowDown: Math.min(SIDE - 1, row + 1) * SIDE + column,
      ArrowLeft: row * SIDE + Math.max(0, column - 1),
      ArrowRight: row * SIDE + Math.min(SIDE - 1, column + 1),
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    panels[next]!.button.focus();
  });

  function cover() {
    isScratchable = false;
    whenDone = null;
    symbols = [];
    panelsElement.classList.remove('is-scratchable', 'is-settled');
    panels.forEach((panel, index) => {
      panel.isRevealed = false;
      panel.strokes = [];
      panel.coverage.clear();
      panel.button.classList.remove('is-revealed', 'is-winner');
      panel.symbol.replaceChildren();
      panel.canvas.width = 0;
      sizeCanvas(panel, index);
      label(index);
    });
  }

  return {
    element: panelsElement,
    cover,
    /** Puts the printed symbols under the foil; resolves once every panel is uncovered. */
    load(printed: readonly string[]): Promise<void> {
      cover();
      symbols = [...printed];
      panels.forEach((panel, index) =>
        panel.symbol.replaceChildren(symbolArt(symbols[index] ?? '')),
      );
      isScratchable = true;
      panelsElement.classList.add('is-scratchable');
      panels.forEach((_, index) => label(index));
      return new Promise((resolve) => {
        whenDone = resolve;
      });
    },
    /** Uncovers every panel still covered, one after another. */
    async revealAll() {
      for (let index = 0; index < PANEL_COUNT; index += 1) {
        if (!isScratchable) return;
        if (panels[index]!.isRevealed) continue;
        reveal(index);
        await new Promise((resolve) => setTimeout(resolve, options.durationMs(110)));
      }
    },
    markWinners(cells: readonly number[]) {
      panelsElement.classList.add('is-settled');
      panels.forEach((panel, index) =>
        panel.button.classList.toggle('is-winner', cells.includes(index)),
      );
    },
    get isScratchable() {
      return isScratchable;
    },
    focusFirstCovered() {
      panels.find((panel) => !panel.isRevealed)?.button.focus();
    },
  };
}
export type TScratchCard = ReturnType<typeof createScratchCard>;

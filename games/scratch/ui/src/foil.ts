import type { TScratchTheme } from '#src/scratch-themes';

/** A stroke of the player's finger or pointer, in panel fractions (0–1), so it survives resizes. */
export interface TStroke {
  from: { x: number; y: number };
  to: { x: number; y: number };
}

/** The brush radius as a fraction of the panel's width. */
export const BRUSH_RADIUS = 0.13;
const COVERAGE_SIDE = 10;

/** Paints a panel's foil: the theme's metallic gradient, a sheen and its printed emblems. */
export function paintFoil(canvas: HTMLCanvasElement, theme: TScratchTheme, index: number): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  context.globalCompositeOperation = 'source-over';
  const gradient = context.createLinearGradient(0, 0, width, height);
  theme.foil.forEach((color, stop) => gradient.addColorStop(stop / (theme.foil.length - 1), color));
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);

  const sheen = context.createLinearGradient(0, height, width, 0);
  sheen.addColorStop(0.3, 'rgba(255,255,255,0)');
  sheen.addColorStop(0.48, 'rgba(255,255,255,0.45)');
  sheen.addColorStop(0.56, 'rgba(255,255,255,0)');
  context.fillStyle = sheen;
  context.fillRect(0, 0, width, height);

  const emblem = new Path2D(theme.emblem);
  const size = width / 4.2;
  context.fillStyle = theme.foilInk;
  context.strokeStyle = theme.foilInk;
  for (let row = 0; row < 4; row += 1) {
    for (let column = 0; column < 4; column += 1) {
      const x = (column + (row % 2) * 0.5 - 0.25) * (width / 3.2);
      const y = row * (height / 3.2) - size * 0.2;
      context.save();
      context.translate(x, y);
      context.rotate((((index + row + column) % 3) - 1) * 0.18);
      context.scale(size / 100, size / 100);
      context.fill(emblem);
      context.restore();
    }
  }
  context.lineWidth = Math.max(2, width / 60);
  context.strokeStyle = 'rgba(255,255,255,0.55)';
  context.strokeRect(
    context.lineWidth,
    context.lineWidth,
    width - context.lineWidth * 2,
    height - context.lineWidth * 2,
  );
}

/** Erases one stroke from the foil. */
export function eraseStroke(canvas: HTMLCanvasElement, stroke: TStroke): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  context.globalCompositeOperation = 'destination-out';
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.lineWidth = BRUSH_RADIUS * 2 * width;
  context.beginPath();
  context.moveTo(stroke.from.x * width, stroke.from.y * height);
  context.lineTo(stroke.to.x * width, stroke.to.y * height);
  context.stroke();
}

function distanceToSegment(point: { x: number; y: number }, stroke: TStroke): number {
  const dx = stroke.to.x - stroke.from.x;
  const dy = stroke.to.y - stroke.from.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(
          0,
          Math.min(
            1,
            ((point.x - stroke.from.x) * dx + (point.y - stroke.from.y) * dy) / lengthSquared,
          ),
        );
  return Math.hypot(point.x - (stroke.from.x + t * dx), point.y - (stroke.from.y + t * dy));
}

/** Which part of a panel the strokes have cleared, on a 10×10 grid of sample points. */
export function createCoverage() {
  const cleared = new Set<number>();
  return {
    add(stroke: TStroke) {
      for (let cell = 0; cell < COVERAGE_SIDE * COVERAGE_SIDE; cell += 1) {
        if (cleared.has(cell)) continue;
        const point = {
          x: ((cell % COVERAGE_SIDE) + 0.5) / COVERAGE_SIDE,
          y: (Math.floor(cell / COVERAGE_SIDE) + 0.5) / COVERAGE_SIDE,
        };
        if (distanceToSegment(point, stroke) <= BRUSH_RADIUS) cleared.add(cell);
      }
    },
    get fraction() {
      return cleared.size / (COVERAGE_SIDE * COVERAGE_SIDE);
    },
    clear: () => cleared.clear(),
  };
}

import type { TStudioGameEventOf } from '@casino/contracts';
import {
  animate,
  mixColor,
  readableTextOn,
  svgElement,
  type TInstantContext,
} from '@casino/instant-ui';
import type { TPlinkoTheme } from '#src/plinko-themes';

const WIDTH = 1000;

/** Board geometry for a row count: row i has i + 3 pegs; the last row's gaps are the buckets. */
function geometry(rows: number) {
  const spacing = WIDTH / (rows + 2);
  const rowStep = spacing * 0.86;
  const top = spacing * 1.1;
  const bucketY = top + (rows - 1) * rowStep + spacing * 0.5;
  const bucketHeight = spacing * 0.66;
  return {
    spacing,
    rowStep,
    top,
    bucketY,
    bucketHeight,
    height: bucketY + bucketHeight + spacing * 0.35,
    pegRadius: Math.max(4, spacing * 0.1),
    ballRadius: spacing * 0.23,
    pegX: (row: number, peg: number) => WIDTH / 2 + (peg - (row + 2) / 2) * spacing,
    pegY: (row: number) => top + row * rowStep,
    bucketX: (bucket: number) => WIDTH / 2 + (bucket - rows / 2) * spacing,
  };
}

/** A bucket's label: the multiplier as exact as the table has it, thousands unseparated. */
function bucketLabel(multiplierHundredths: number): string {
  const value = multiplierHundredths / 100;
  return `${Number.isInteger(value) ? value : value.toFixed(2).replace(/0$/, '')}×`;
}

function ballArt(theme: TPlinkoTheme, radius: number) {
  const group = svgElement('g', { class: 'plinko-ball' });
  group.innerHTML = `<defs><radialGradient id="ball-shine" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="${theme.ball[0]}"/><stop offset="0.45" stop-color="${theme.ball[1]}"/><stop offset="1" stop-color="${theme.ball[2]}"/></radialGradient></defs><circle r="${radius * 1.6}" fill="${theme.ball[1]}" opacity="0.25"/><circle r="${radius}" fill="url(#ball-shine)" stroke="${theme.ball[2]}" stroke-width="${radius * 0.12}"/><ellipse cx="${-radius * 0.3}" cy="${-radius * 0.38}" rx="${radius * 0.28}" ry="${radius * 0.18}" fill="#fff" opacity="0.85"/>`;
  return group;
}

/**
 * The PLINCROWN board as SVG: pegs, buckets labelled from the game info's table, and the ball,
 * which follows exactly the path of the round's ballDrop event.
 */
export function createPlinkoBoard(context: TInstantContext, theme: TPlinkoTheme) {
  const svg = svgElement('svg', {
    class: 'plinko-board',
    role: 'img',
    preserveAspectRatio: 'xMidYMid meet',
  });
  context.stage.append(svg);
  let board = geometry(8);
  let pegs: SVGCircleElement[][] = [];
  let buckets: SVGGElement[] = [];
  let ball: SVGGElement | null = null;
  let trail: SVGPolylineElement | null = null;

  function draw(rows: number, multipliersHundredths: readonly number[]) {
    board = geometry(rows);
    svg.setAttribute('viewBox', `0 0 ${WIDTH} ${board.height}`);
    svg.setAttribute('aria-label', `Plinko board: ${rows} rows, ${rows + 1} buckets`);
    const motif = svgElement('g', { class: 'plinko-motif', 'aria-hidden': 'true' });
    motif.innerHTML = theme.motif(board.height);
    pegs = Array.from({ length: rows }, (_, row) =>
      Array.from({ length: row + 3 }, (_, peg) =>
        svgElement('circle', {
          class: 'peg',
          cx: board.pegX(row, peg),
          cy: board.pegY(row),
          r: board.pegRadius,
          fill: theme.peg,
          style: `--peg-hit: ${theme.pegHit}`,
        }),
      ),
    );
    const edge = rows / 2;
    buckets = multipliersHundredths.map((multiplierHundredths, bucket) => {
      const x = board.bucketX(bucket);
      const width = board.spacing * 0.9;
      const label = bucketLabel(multiplierHundredths);
      const group = svgElement('g', {
        class: 'bucket',
        transform: `translate(${x} ${board.bucketY})`,
      });
      const fill = mixColor(theme.bucketCentre, theme.bucketEdge, Math.abs(bucket - edge) / edge);
      group.append(
        svgElement('rect', {
          x: -width / 2,
          y: 0,
          width,
          height: board.bucketHeight,
          rx: board.spacing * 0.14,
          fill,
          stroke: 'rgb(255 255 255 / 35%)',
          'stroke-width': 2,
        }),
      );
      const text = svgElement('text', {
        x: 0,
        y: board.bucketHeight * 0.64,
        'text-anchor': 'middle',
        'font-size': board.spacing * (label.length > 5 ? 0.24 : 0.3),
        'font-weight': 800,
        fill: readableTextOn(fill),
      });
      if (label.length > 4) {
        text.setAttribute('textLength', String(width * 0.86));
        text.setAttribute('lengthAdjust', 'spacingAndGlyphs');
      }
      text.textContent = label;
      group.append(text);
      return group;
    });
    trail = svgElement('polyline', { class: 'plinko-trail', fill: 'none', stroke: theme.ball[1] });
    ball = ballArt(theme, board.ballRadius);
    ball.setAttribute('opacity', '0');
    svg.replaceChildren(motif, ...pegs.flat(), ...buckets, trail, ball);
  }

  /** Where the ball touches row `row`'s peg after `rights` right bounces (or its bucket). */
  function contact(row: number, rights: number, rows: number): [number, number] {
    if (row >= rows) return [board.bucketX(rights), board.bucketY - board.ballRadius * 1.1];
    return [board.pegX(row, rights + 1), board.pegY(row) - board.pegRadius - board.ballRadius];
  }

  function placeBall(x: number, y: number) {
    ball?.setAttribute('transform', `translate(${x.toFixed(1)} ${y.toFixed(1)})`);
  }

  function flashPeg(peg: SVGCircleElement | undefined) {
    if (!peg) return;
    peg.classList.remove('is-hit');
    peg.getBoundingClientRect();
    peg.classList.add('is-hit');
  }

  async function drop(event: TStudioGameEventOf<'ballDrop'>) {
    const rows = event.rows;
    const points: [number, number][] = [[WIDTH / 2, board.top - board.spacing * 0.9]];
    let rights = 0;
    for (let row = 0; row <= rows; row += 1) {
      points.push(contact(row, rights, rows));
      if (row < rows && event.path[row] === 'R') rights += 1;
    }
    ball?.setAttribute('opacity', '1');
    if (context.isReducedMotion() || context.durationMs(100) === 0) {
      trail?.setAttribute('points', points.map(([x, y]) => `${x},${y}`).join(' '));
      placeBall(...points.at(-1)!);
    } else {
      for (let step = 0; step < points.length - 1; step += 1) {
        const [fromX, fromY] = points[step]!;
        const [toX, toY] = points[step + 1]!;
        const hop = step === 0 ? 0 : board.rowStep * 0.38;
        await animate(context.durationMs(step === 0 ? 220 : 150), (fraction) => {
          const eased = fraction * fraction * (3 - 2 * fraction);
          placeBall(
            fromX + (toX - fromX) * eased,
            fromY + (toY - fromY) * fraction * fraction - hop * Math.sin(Math.PI * fraction),
          );
        });
        if (step < rows) {
          flashPeg(pegs[step]?.[countRights(event.path, step) + 1]);
          context.sound.tick(step / rows);
        }
      }
    }
    const landed = buckets[event.bucket];
    landed?.classList.add('is-landed');
    context.sound.land();
  }

  function reset() {
    ball?.setAttribute('opacity', '0');
    trail?.setAttribute('points', '');
    buckets.forEach((bucket) => bucket.classList.remove('is-landed'));
  }

  return { draw, drop, reset };
}

function countRights(path: readonly ('L' | 'R')[], before: number): number {
  return path.slice(0, before).filter((bounce) => bounce === 'R').length;
}

import type { TStudioGameEventOf } from '@casino/contracts';
import { animate, formatMultiplier, svgElement, type TInstantContext } from '@casino/instant-ui';
import { element } from '@casino/slot-ui/dom';
import type { TWheelTheme } from '#src/wheel-themes';

const CENTRE = 500;
const RADIUS = 430;
const BULBS = 24;
const FULL_TURNS = 3;

function polar(radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [CENTRE + radius * Math.cos(radians), CENTRE + radius * Math.sin(radians)];
}

/** A wedge centred on `centreDegrees` (clockwise from the top). */
function wedgePath(centreDegrees: number, widthDegrees: number): string {
  const [x1, y1] = polar(RADIUS, centreDegrees - widthDegrees / 2);
  const [x2, y2] = polar(RADIUS, centreDegrees + widthDegrees / 2);
  return `M${CENTRE} ${CENTRE} L${x1.toFixed(2)} ${y1.toFixed(2)} A${RADIUS} ${RADIUS} 0 0 1 ${x2.toFixed(2)} ${y2.toFixed(2)} Z`;
}

/** The colour of each distinct paying multiplier, smallest first. */
function prizeColours(layout: readonly number[], theme: TWheelTheme): Map<number, string> {
  const prizes = [...new Set(layout.filter((multiplier) => multiplier > 0))].sort((a, b) => a - b);
  const palette = theme.prizes;
  return new Map(
    prizes.map((multiplier, rank) => [
      multiplier,
      palette[
        prizes.length === 1
          ? palette.length - 1
          : Math.round((rank * (palette.length - 1)) / (prizes.length - 1))
      ]!,
    ]),
  );
}

function rimArt(theme: TWheelTheme): string {
  const bulbs = Array.from({ length: BULBS }, (_, index) => {
    const [x, y] = polar(RADIUS + 34, (index * 360) / BULBS);
    return `<circle class="bulb bulb-${index % 2}" cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="9" fill="${theme.bulb}"/>`;
  }).join('');
  return `<defs><linearGradient id="rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.rim[0]}"/><stop offset="0.5" stop-color="${theme.rim[1]}"/><stop offset="1" stop-color="${theme.rim[2]}"/></linearGradient><linearGradient id="top-prize" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbe0"/><stop offset="0.45" stop-color="#f5c542"/><stop offset="1" stop-color="#b7791f"/></linearGradient><radialGradient id="hub" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${theme.rim[0]}"/><stop offset="0.6" stop-color="${theme.rim[1]}"/><stop offset="1" stop-color="${theme.rim[2]}"/></radialGradient></defs><circle cx="${CENTRE}" cy="${CENTRE}" r="${RADIUS + 52}" fill="url(#rim)"/><circle cx="${CENTRE}" cy="${CENTRE}" r="${RADIUS + 16}" fill="${theme.rim[2]}"/><g class="bulbs">${bulbs}</g>`;
}

function pointerArt(theme: TWheelTheme): string {
  return `<g class="wheel-pointer" filter="drop-shadow(0 6px 6px rgb(0 0 0 / 0.5))"><path d="M${CENTRE - 38} 2 L${CENTRE + 38} 2 L${CENTRE} 96 Z" fill="url(#rim)" stroke="${theme.rim[2]}" stroke-width="6" stroke-linejoin="round"/><circle cx="${CENTRE}" cy="28" r="12" fill="#e0263f" stroke="#fff" stroke-width="3"/></g>`;
}

/**
 * The WHEEL PRIZE wheel as SVG: segments laid out from the game info's table (segment 0 under
 * the pointer, clockwise), a bulb-lit rim, the title's emblem on the hub and a legend of the
 * prizes. It turns to the segment the round's wheelSpin event names, and nowhere else.
 */
export function createWheelBoard(context: TInstantContext, theme: TWheelTheme) {
  const svg = svgElement('svg', {
    class: 'wheel-board',
    viewBox: '-20 -20 1040 1040',
    role: 'img',
    preserveAspectRatio: 'xMidYMid meet',
  });
  const rotor = svgElement('g', { class: 'wheel-rotor' });
  const legend = element('ul', { class: 'wheel-legend', 'aria-label': 'Prizes on this wheel' });
  const rim = svgElement('g');
  rim.innerHTML = rimArt(theme);
  const hub = svgElement('g', { class: 'wheel-hub' });
  hub.innerHTML = `<circle cx="${CENTRE}" cy="${CENTRE}" r="104" fill="url(#hub)" stroke="${theme.rim[2]}" stroke-width="8"/><circle cx="${CENTRE}" cy="${CENTRE}" r="86" fill="${theme.blank[0]}"/><g transform="translate(${CENTRE} ${CENTRE})">${theme.emblem}</g>`;
  const pointer = svgElement('g');
  pointer.innerHTML = pointerArt(theme);
  svg.append(rim, rotor, hub, pointer);
  context.stage.append(element('div', { class: 'wheel-wrap' }, [svg, legend]));

  let angle = 0;
  let wedges: SVGGElement[] = [];
  let legendItems = new Map<number, HTMLLIElement>();

  function draw(layout: readonly number[]) {
    const step = 360 / layout.length;
    const colours = prizeColours(layout, theme);
    const top = Math.max(...layout);
    const isSingleTop = top > 0 && layout.filter((value) => value === top).length === 1;
    svg.setAttribute('aria-label', `Prize wheel with ${layout.length} segments`);
    wedges = layout.map((multiplier, index) => {
      const centre = index * step;
      const isTop = isSingleTop && multiplier === top;
      const fill = isTop
        ? 'url(#top-prize)'
        : multiplier > 0
          ? colours.get(multiplier)!
          : theme.blank[index % 2]!;
      const group = svgElement('g', { class: isTop ? 'wedge is-top' : 'wedge' });
      group.append(
        svgElement('path', {
          d: wedgePath(centre, step),
          fill,
          stroke: theme.rim[2],
          'stroke-width': layout.length > 30 ? 1.5 : 3,
        }),
      );
      const [x, y] = polar(RADIUS * 0.8, centre);
      const label = svgElement('text', {
        x: x.toFixed(1),
        y: y.toFixed(1),
        'text-anchor': 'middle',
        'dominant-baseline': 'central',
        'font-size': Math.min(44, 900 / layout.length + 12),
        'font-weight': 800,
        fill: isTop ? '#4a2800' : multiplier > 0 ? theme.labelOnPrize : theme.labelOnBlank,
        transform: `rotate(${centre - 90} ${x.toFixed(1)} ${y.toFixed(1)})`,
      });
      label.textContent = multiplier > 0 ? formatMultiplier(multiplier) : '0×';
      group.append(label);
      return group;
    });
    rotor.replaceChildren(...wedges);
    legendItems = new Map(
      [0, ...colours.keys()].map((multiplier) => {
        const count = layout.filter((value) => value === multiplier).length;
        const swatch = element('span', { class: 'swatch' });
        swatch.style.background =
          isSingleTop && multiplier === top
            ? 'linear-gradient(#fffbe0, #f5c542 45%, #b7791f)'
            : multiplier > 0
              ? colours.get(multiplier)!
              : theme.blank[0];
        return [
          multiplier,
          element('li', {}, [
            swatch,
            element('strong', { text: formatMultiplier(multiplier) }),
            element('span', { class: 'count', text: `${count}/${layout.length}` }),
          ]),
        ];
      }),
    );
    legend.replaceChildren(...legendItems.values());
    setAngle(0);
  }

  function setAngle(degrees: number) {
    angle = degrees;
    rotor.setAttribute('transform', `rotate(${(degrees % 360).toFixed(2)} ${CENTRE} ${CENTRE})`);
  }

  /** Turns clockwise until `segmentIndex` stops under the pointer, ticking past each segment. */
  async function spin(event: TStudioGameEventOf<'wheelSpin'>) {
    const step = 360 / event.segments;
    const rest = (360 - event.segmentIndex * step) % 360;
    // Stop a little off the segment's centre, the same way every time for a segment.
    const nudge = (((event.segmentIndex * 37) % 7) - 3) * step * 0.09;
    const start = angle % 360;
    const travel = ((rest + nudge - start + 720) % 360) + FULL_TURNS * 360;
    const duration = context.isReducedMotion() ? 0 : context.durationMs(4200);
    svg.classList.add('is-spinning');
    let lastTick = Math.floor(start / step);
    await animate(duration, (fraction) => {
      const eased = 1 - (1 - fraction) ** 4;
      const next = start + travel * eased;
      const tick = Math.floor(next / step);
      if (tick !== lastTick) {
        lastTick = tick;
        context.sound.tick(0.3);
      }
      setAngle(next);
    });
    svg.classList.remove('is-spinning');
    context.sound.land();
    wedges[event.segmentIndex]?.classList.add('is-winner');
    legendItems.get(event.multiplierHundredths)?.classList.add('is-winner');
  }

  function reset() {
    wedges.forEach((wedge) => wedge.classList.remove('is-winner'));
    legendItems.forEach((item) => item.classList.remove('is-winner'));
  }

  return { draw, spin, reset };
}

/**
 * Symbol artwork as inline SVG (100×100), drawn in code: crisp at any size, nothing to
 * download. Gradients are defined once per symbol with unique ids.
 */
const svg = (body: string) =>
  `<svg viewBox="0 0 100 100" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">${body}</svg>`;

const gradient = (id: string, top: string, bottom: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;

export const crownArt = (id = 'crown') =>
  svg(
    `${gradient(id, '#fff3b0', '#d99a1e')}<path d="M14 72 L10 30 L32 48 L50 18 L68 48 L90 30 L86 72 Z" fill="url(#${id})" stroke="#7a4a00" stroke-width="4" stroke-linejoin="round"/><rect x="14" y="74" width="72" height="12" rx="4" fill="url(#${id})" stroke="#7a4a00" stroke-width="4"/><circle cx="50" cy="56" r="7" fill="#e0263f" stroke="#7a1020" stroke-width="3"/><circle cx="10" cy="28" r="5" fill="#fff3b0"/><circle cx="50" cy="16" r="5" fill="#fff3b0"/><circle cx="90" cy="28" r="5" fill="#fff3b0"/>`,
  );

export const sevenArt = () =>
  svg(
    `${gradient('seven', '#ff6b6b', '#b3001b')}<text x="50" y="80" text-anchor="middle" font-family="Georgia, serif" font-weight="900" font-size="84" fill="url(#seven)" stroke="#fff2c2" stroke-width="4" paint-order="stroke">7</text>`,
  );

export const barArt = (count: 1 | 2 | 3) => {
  const heights = { 1: [40], 2: [28, 56], 3: [18, 42, 66] }[count];
  return svg(
    `${gradient(`bar${count}`, '#5a5a66', '#111118')}${heights
      .map(
        (y) =>
          `<rect x="12" y="${y - 2}" width="76" height="20" rx="5" fill="url(#bar${count})" stroke="#f4d77a" stroke-width="3"/><text x="50" y="${y + 13}" text-anchor="middle" font-family="Arial Black, sans-serif" font-size="15" font-weight="900" fill="#f4d77a">BAR</text>`,
      )
      .join('')}`,
  );
};

export const cherryArt = () =>
  svg(
    `${gradient('cherry', '#ff5a6e', '#a3001a')}<path d="M34 60 Q44 30 66 14 M66 14 Q64 40 66 58" stroke="#2f7d32" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M66 14 Q80 12 86 22 Q74 26 66 14" fill="#43a047"/><circle cx="32" cy="70" r="18" fill="url(#cherry)" stroke="#5a0010" stroke-width="3"/><circle cx="66" cy="68" r="18" fill="url(#cherry)" stroke="#5a0010" stroke-width="3"/><circle cx="26" cy="64" r="5" fill="#ffc2c9"/><circle cx="60" cy="62" r="5" fill="#ffc2c9"/>`,
  );

export const diamondArt = () =>
  svg(
    `${gradient('diamond', '#b9f3ff', '#1c7fd6')}<path d="M20 36 L34 18 H66 L80 36 L50 86 Z" fill="url(#diamond)" stroke="#0b3d75" stroke-width="4" stroke-linejoin="round"/><path d="M20 36 H80 M34 18 L42 36 L50 86 L58 36 L66 18" stroke="#e8fbff" stroke-width="2.5" fill="none"/>`,
  );

export const bellArt = () =>
  svg(
    `${gradient('bell', '#fff0a0', '#e0a100')}<path d="M50 12 C30 12 26 34 26 50 C26 62 18 68 14 74 H86 C82 68 74 62 74 50 C74 34 70 12 50 12 Z" fill="url(#bell)" stroke="#7a5200" stroke-width="4"/><circle cx="50" cy="82" r="8" fill="#c98a00" stroke="#7a5200" stroke-width="3"/><path d="M36 30 Q40 22 48 20" stroke="#fffbe0" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  );

export const rubyArt = () =>
  svg(
    `${gradient('ruby', '#ff8fb1', '#b0003a')}<path d="M50 10 L84 36 L70 84 H30 L16 36 Z" fill="url(#ruby)" stroke="#5c0020" stroke-width="4" stroke-linejoin="round"/><path d="M50 10 L50 84 M16 36 L84 36 M30 84 L50 36 L70 84" stroke="#ffd1df" stroke-width="2" fill="none"/>`,
  );

export const letterArt = (letter: string, top: string, bottom: string) =>
  svg(
    `${gradient(`letter-${letter}`, top, bottom)}<text x="50" y="76" text-anchor="middle" font-family="Georgia, serif" font-weight="900" font-size="${letter.length > 1 ? 56 : 70}" fill="url(#letter-${letter})" stroke="#1b1030" stroke-width="5" paint-order="stroke">${letter}</text>`,
  );

export const wildArt = () =>
  svg(
    `${gradient('wild', '#d48cff', '#5b12a8')}<rect x="6" y="14" width="88" height="72" rx="14" fill="url(#wild)" stroke="#ffe27a" stroke-width="5"/><text x="50" y="64" text-anchor="middle" font-family="Arial Black, sans-serif" font-weight="900" font-size="28" fill="#ffe27a" stroke="#3a0070" stroke-width="3" paint-order="stroke">WILD</text>`,
  );

export const scatterArt = () =>
  svg(
    `${gradient('scatter', '#fff7c4', '#ff9d00')}<path d="M50 6 L61 36 L94 38 L68 58 L77 90 L50 72 L23 90 L32 58 L6 38 L39 36 Z" fill="url(#scatter)" stroke="#8a3b00" stroke-width="4" stroke-linejoin="round"/><text x="50" y="60" text-anchor="middle" font-family="Arial Black, sans-serif" font-size="13" font-weight="900" fill="#8a3b00">BONUS</text>`,
  );

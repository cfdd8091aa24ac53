/**
 * The flags every Chromium of the journeys and the lobby benchmark starts with. Headless
 * Chromium 156 still builds its omnibox popup as a WebUI page in a renderer of its own at start
 * and for new windows, which cost 2–3 s of CPU per browser on these two cores while the page
 * under test loaded; the omnibox features are off, as no test types into an address bar.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

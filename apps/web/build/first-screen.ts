import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ENTRY_STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
const HOME_BLOCK = /<!-- home-first-screen -->[\s\S]*?<!-- \/home-first-screen -->/;

/** The page the server answers for every route but `/`: the first screen without the banner. */
export const APP_HTML = 'app.html';

/**
 * Makes the static first screen of index.html paint from the document alone:
 * - the entry stylesheet (about 6 KB compressed) is inlined, so no request blocks the first
 *   paint, beside a disabled link to its file that tells lazy chunks it is loaded; index.html
 *   is revalidated by ETag, so a returning visitor still downloads it once;
 * - the app's scripts are fetched at low priority, after the banner and the fonts the first
 *   screen shows (they would otherwise share the connection with them at the same priority);
 * - app.html is index.html without the home banner, for deep links to other routes.
 */
export function firstScreen(): Plugin {
  return {
    name: 'casino-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html
          .replace(ENTRY_STYLESHEET, (tag, fileName: string) => {
            const asset = context.bundle?.[fileName];
            if (asset?.type !== 'asset') return tag;
            // The disabled link is never fetched or applied. It is there for Vite's preload
            // helper, which adds a stylesheet link for each lazy chunk's CSS unless the document
            // has one: without it, the first lazy chunk loaded a second copy of these rules
            // after the lobby rendered, and the whole page was restyled and laid out again.
            return `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
          })
          .replace(APP_SCRIPTS, (tag) => tag.replace(/^<(script|link)/, '<$1 fetchpriority="low"'));
      },
    },
    writeBundle(options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || !options.dir) throw new Error('the build wrote no index.html');
      const html = String(index.source);
      if (!HOME_BLOCK.test(html)) throw new Error('index.html lost its home-first-screen block');
      fs.writeFileSync(path.join(options.dir, APP_HTML), html.replace(HOME_BLOCK, ''));
    },
  };
}

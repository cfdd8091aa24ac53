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
 * - the app's one stylesheet (about 15 KB compressed, decision 226) is inlined, so no request
 *   blocks the first paint and no lazy chunk adds CSS later; index.html is revalidated by ETag,
 *   so a returning visitor still downloads it once;
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
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
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

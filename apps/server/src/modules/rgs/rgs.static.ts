import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { RGS_GAMES } from '#src/modules/rgs/rgs.games';
import { GAME_UI_BASE_PATH } from '#src/modules/rgs/launch.service';
import { isSourceMap } from '#src/plugins/app/static-web';

/**
 * Serves each playable engine's built game UI (games/<engine>/ui/dist, a sibling tree of the
 * web build) at /games-ui/<engine>/. Static files sit outside the API scope: no access policy.
 * Source maps only when `servesSourceMaps` (not in production).
 */
export const gameUiStaticPlugin = fp<{ webDistDir: string | undefined; servesSourceMaps: boolean }>(
  async (app, options) => {
    if (!options.webDistDir) return;
    const gamesRoot = path.resolve(options.webDistDir, '..', '..', '..', 'games');
    for (const engineKey of Object.keys(RGS_GAMES)) {
      const root = path.join(gamesRoot, engineKey, 'ui', 'dist');
      if (!fs.existsSync(path.join(root, 'index.html'))) continue;
      await app.register(fastifyStatic, {
        root,
        prefix: `${GAME_UI_BASE_PATH}/${engineKey}/`,
        decorateReply: false,
        index: ['index.html'],
        allowedPath: (pathName) => options.servesSourceMaps || !isSourceMap(pathName),
        setHeaders: (response, filePath) => {
          const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
          response.header(
            'Cache-Control',
            isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
  },
  { name: 'game-ui-static' },
);

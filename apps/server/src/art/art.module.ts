import { defineModule } from '#src/lib/module';
import { artRoutes } from '#src/art/art.routes';
import { createArtService } from '#src/art/art.service';

/**
 * Generated SVG art (decisions 012 and 025): drawing code, not domain code, so it lives outside
 * modules/. It offers no services; the catalogue and banners only store the URLs (art-urls.ts).
 */
export const artModule = defineModule({
  name: 'art',
  needs: ['catalogue'],
  async register(app, _context, { catalogue }) {
    artRoutes(app, createArtService({ catalogue }));
    return {};
  },
});

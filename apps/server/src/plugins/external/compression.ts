import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses API answers (catalogue pages, generated SVG art) of 1 KB and more: brotli at a
 * quality cheap enough for answers built per request, else gzip. Static files are already
 * precompressed at build time and served as they are (static-web.ts).
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);

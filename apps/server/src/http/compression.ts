import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * What is worth compressing: pages, scripts, styles, JSON and SVG. Images, fonts and archives are
 * compressed already; an event stream must reach the browser event by event.
 */
export const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|manifest\+json|problem\+json|xml)|image\/svg\+xml)(?:;|$)/;

/** Below this a compressed body saves less than its headers cost. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli and gzip for every answer that is worth it, at settings meant for bodies made per request:
 * brotli quality 4 costs about as much CPU as gzip 6 and still beats it on size; 11 is for files
 * compressed once at build time (scripts/precompress.mjs), which arrive here already encoded and
 * pass through. Each chunk is flushed as it is written, so a streamed page (React Router sends the
 * shell first, the rest as it resolves) still reaches the browser piece by piece.
 *
 * Registered after the security headers: compression only rewrites the body, and its hook runs per
 * route after the app-wide ones, i.e. after the page cache has put this answer's nonce in the body.
 * Request bodies are not decompressed: no route accepts an encoded body, and a small gzip body that
 * inflates to a large one is a cheap way to make the server work.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      encodings: ["br", "gzip"],
      threshold: COMPRESS_THRESHOLD,
      customTypes: COMPRESSIBLE,
      brotliOptions: {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
        flush: constants.BROTLI_OPERATION_FLUSH,
      },
      zlibOptions: { level: 6, flush: constants.Z_SYNC_FLUSH },
    });
  },
  { name: "parlay-compression", fastify: "5.x" },
);

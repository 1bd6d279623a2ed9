/**
 * sharp (libvips), loaded once, on first use, for every part of the server that decodes images (the
 * lake's uploads, identity documents): libvips is tens of MiB of memory a process that never decodes
 * an image does not need. Its operation cache is turned off for the whole process: it keeps recent
 * operations (up to 50 MB) for reuse, and every image here is decoded once, so a cache would only hold
 * uploaded images (identity documents among them) in memory after their request.
 */
let loaded: Promise<typeof import('sharp')> | null = null;

export function loadSharp(): Promise<typeof import('sharp')> {
  loaded ??= import('sharp').then((module) => { module.default.cache(false); return module; });
  return loaded;
}

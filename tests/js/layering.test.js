// The core's folders are layered bottom up (README, Layout): each folder of core/include/sweepkit and core/src
// includes only itself and the folders below it. A header moved to the wrong folder, or an include that reaches
// up (convex/ including query/, as it once did for the result types), fails here by file and line; so does a
// binding that includes one of the core's private headers (core/src).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LAYERS = ['math', 'shapes', 'results', 'convex', 'query', 'broadphase', 'mesh', 'dispatch', 'world'];

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(hpp|cpp|inc)$/.test(entry.name)) yield path;
  }
}

/** Every include of a layer above the file's own: "file:line includes layer". */
function upwardIncludes() {
  const found = [];
  for (const base of ['core/include/sweepkit', 'core/src']) {
    for (const file of sources(join(root, base))) {
      const own = relative(join(root, base), file).split('/')[0];
      if (!LAYERS.includes(own)) continue;
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        const m = /^#include "(?:sweepkit\/|\.\.\/)([a-z_]+)\//.exec(line);
        if (m && LAYERS.includes(m[1]) && LAYERS.indexOf(m[1]) > LAYERS.indexOf(own)) {
          found.push(`${relative(root, file)}:${i + 1} includes ${m[1]}/`);
        }
      });
    }
  }
  return found;
}

/** Every include of the core's private headers (core/src) from the bindings: "file:line". */
function privateIncludes() {
  const found = [];
  for (const file of sources(join(root, 'bindings/embind'))) {
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      if (/^#include ".*core\/src\//.test(line)) found.push(`${relative(root, file)}:${i + 1}`);
    });
  }
  return found;
}

describe('core layering', () => {
  it('the bindings include the core\'s public headers only', () => {
    expect(privateIncludes()).toEqual([]);
  });
  it('no folder includes a folder above it', () => {
    expect(upwardIncludes()).toEqual([]);
  });
  it('every folder of the core is a layer (a new folder takes its place in LAYERS and the README)', () => {
    for (const base of ['core/include/sweepkit', 'core/src']) {
      const folders = readdirSync(join(root, base), { withFileTypes: true })
        .filter((e) => e.isDirectory() && e.name !== 'generated')
        .map((e) => e.name);
      expect(folders.filter((f) => !LAYERS.includes(f))).toEqual([]);
    }
  });
});

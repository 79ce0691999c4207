// The core's folders are layered bottom up (README, Layout): each folder of core/include/sweepkit and core/src
// includes only itself and the folders below it. A header moved to the wrong folder, or an include that reaches
// up (convex/ including query/, as it once did for the result types), fails here by file and line; so does a
// binding that includes one of the core's private headers (core/src). The folders around the core are layered too
// (README, Layout): common/ below web/, bench/ and tests/, which import (JS) or include (C++) it and never each other.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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

// The folders around the core: the folders each may not import. common/ holds what several of them share (the
// courses, the gauntlet's runner, the seeded generators, the mesh fixtures, the browser harness), so it imports
// none of them.
const FORBIDDEN = {
  web: ['bench', 'tests'],
  bench: ['web', 'tests'],
  tests: ['web', 'bench'],
  common: ['web', 'bench', 'tests', 'scripts'],
};
// tests/e2e tests the playground itself: it imports the scenes it tests (their e2e specs and frame helpers);
// tests/bench tests the benchmarks' own C++ (bench/broadphase).
const ALLOWED = [{ from: 'tests/e2e/', to: 'web/' }, { from: 'tests/bench/', to: 'bench/' }];
const SKIPPED = new Set(['node_modules', 'dist']);

function* scripts(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) yield* scripts(path);
    } else if (/\.((m|c)?[jt]s|[ch]pp|h|inc)$/.test(entry.name)) yield path;
  }
}

// A module specifier after `from`, after `import(` or right after a line's `import` (a side-effect import).
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)(['"])([^'"\n]+)\1/g;

// A C++ include of a file of the repository (quoted, not <angled>).
const INCLUDE = /^\s*#\s*include\s*"([^"]+)"/;
const isCpp = (file) => /\.([ch]pp|h|inc)$/.test(file);
// Where a folder's C++ finds a quoted include, after the including file's own folder: its CMake targets' include
// folders (tests/core and tests/bench: tests/core and the root; bench: bench/), the root, the core's headers.
const INCLUDE_FOLDERS = { tests: ['tests/core'], bench: ['bench'] };

/** The module specifiers (JS) or quoted includes (C++, when `cpp`) of a source text, each with its line (1-based). */
export function importsIn(text, cpp = false) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    if (cpp) {
      const m = INCLUDE.exec(line);
      if (m) found.push({ line: i + 1, specifier: m[1] });
    } else {
      for (const m of line.matchAll(SPECIFIER)) found.push({ line: i + 1, specifier: m[2] });
    }
  });
  return found;
}

/** The file (from the repository root) that `specifier` of `file` names, or null for a package or a system header. */
function targetOf(file, specifier) {
  if (!isCpp(file)) {
    if (!specifier.startsWith('.') && !specifier.startsWith('/')) return null; // a package
    return relative(root, resolve(root, dirname(file), specifier.replace(/[?#].*$/, '')));
  }
  const folders = [dirname(file), ...(INCLUDE_FOLDERS[file.split('/')[0]] ?? []), '.', 'core/include', 'core/src'];
  const found = folders.map((folder) => resolve(root, folder, specifier)).find((path) => existsSync(path));
  return found === undefined ? null : relative(root, found);
}

/**
 * The imports (or includes) of `file` (a path from the repository root) that cross into a folder its own may not
 * import: "file:line imports target" ("includes" in C++; the target from the repository root).
 */
export function crossings(file, text) {
  const forbidden = FORBIDDEN[file.split('/')[0]] ?? [];
  const cpp = isCpp(file);
  const found = [];
  for (const { line, specifier } of importsIn(text, cpp)) {
    const target = targetOf(file, specifier);
    if (target === null || !forbidden.includes(target.split('/')[0])) continue;
    if (ALLOWED.some((a) => file.startsWith(a.from) && target.startsWith(a.to))) continue;
    found.push(`${file}:${line} ${cpp ? 'includes' : 'imports'} ${target}`);
  }
  return found;
}

describe('layering of web/, bench/, tests/ and common/', () => {
  it('the scan finds static, re-exported, dynamic, multi-line and query-string imports, by file and line', () => {
    const up = '../..'; // kept out of the literal text, so that this file's own scan does not see these imports
    const text = [
      `import a from '${up}/web/src/a.js';`,
      `export { b } from "${up}/bench/b.mjs";`,
      `const c = await import('${up}/web/c.js');`,
      'import {',
      '  d,',
      `} from '${up}/common/d.js';`,
      `import '${up}/bench/e.mjs?x';`,
      "import * as THREE from 'three';",
    ].join('\n');
    expect(importsIn(text).map((i) => i.line)).toEqual([1, 2, 3, 6, 7, 8]);
    expect(crossings('tests/js/x.test.js', text)).toEqual([
      'tests/js/x.test.js:1 imports web/src/a.js',
      'tests/js/x.test.js:2 imports bench/b.mjs',
      'tests/js/x.test.js:3 imports web/c.js',
      'tests/js/x.test.js:7 imports bench/e.mjs',
    ]);
    // tests/e2e may import the playground, not the benchmarks; web/ may import common/, not tests/.
    expect(crossings('tests/e2e/x.test.js', text)).toEqual(['tests/e2e/x.test.js:2 imports bench/b.mjs', 'tests/e2e/x.test.js:7 imports bench/e.mjs']);
    expect(crossings('web/src/x.js', text)).toEqual(['web/src/x.js:2 imports bench/b.mjs', 'web/src/x.js:7 imports bench/e.mjs']);
  });

  it('the scan finds C++ includes of existing files, through the folder\'s include folders, by file and line', () => {
    const text = ['#include <vector>', '', '#include "bench/world/scene.hpp"', '#include "test_util.hpp"', '#include "gone.hpp"'].join('\n');
    expect(importsIn(text, true)).toEqual([
      { line: 3, specifier: 'bench/world/scene.hpp' },
      { line: 4, specifier: 'test_util.hpp' },
      { line: 5, specifier: 'gone.hpp' },
    ]);
    expect(crossings('tests/core/world/x_test.cpp', text)).toEqual(['tests/core/world/x_test.cpp:3 includes bench/world/scene.hpp']);
    expect(crossings('bench/native/x.cpp', '#include "../../tests/core/test_util.hpp"')).toEqual(['bench/native/x.cpp:1 includes tests/core/test_util.hpp']);
    expect(crossings('tests/bench/x_test.cpp', '#include "../../bench/world/scene.hpp"')).toEqual([]);
  });

  for (const [folder, forbidden] of Object.entries(FORBIDDEN)) {
    it(`${folder}/ imports none of ${forbidden.map((f) => `${f}/`).join(', ')}${folder === 'tests' ? ' (tests/e2e: the playground it tests)' : ''}`, () => {
      const found = [];
      for (const file of scripts(join(root, folder))) {
        const name = relative(root, file);
        found.push(...crossings(name, readFileSync(file, 'utf8')));
      }
      expect(found).toEqual([]);
    });
  }
});

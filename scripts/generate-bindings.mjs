#!/usr/bin/env node
// Writes the JS <-> WebAssembly glue from bindings/schema.js (the one description of the boundary):
//   - the C++ `extern "C"` exports of every query, with static_asserts on every offset and enum value,
//   - the core's error text (core/src/generated/*_error_text.inc: describe() of InputError, WorldError, CharacterError),
//   - the JS layout constants and error tables, the readers of every result and record, the JS query wrappers (strict inputs, results read from
//     a view of WASM memory made once, optional `target`), and their .d.ts declarations.
// Run by CMake before the core compiles (CMakeLists.txt: whenever bindings/schema.js or a generator changed) and by
// scripts/build-wasm.sh. `--check` writes nothing and exits 1 when a generated file differs from
// what the schema gives (tests/js/schema.test.js runs it).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitCpp, emitDescribeText, emitEnumNames, emitInputErrorText, emitShapeIo } from './generate/cpp.mjs';
import { emitDts } from './generate/dts.mjs';
import { emitInfer, emitLayout, emitQueries, emitShapes } from './generate/js.mjs';
import { emitReaders } from './generate/readers.mjs';
import * as schema from '../bindings/schema.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every generated file: path relative to the repository -> its text. */
export function generate() {
  const { GENERATED } = schema;
  return {
    [GENERATED.cppExports]: emitCpp(schema),
    [GENERATED.cppShapeIo]: emitShapeIo(schema),
    [GENERATED.cppEnumNames]: emitEnumNames(schema),
    [GENERATED.cppInputErrorText]: emitInputErrorText(schema),
    ...Object.fromEntries(Object.values(schema.ENUMS).filter((def) => def.describe).map((def) => [def.describe, emitDescribeText(def)])),
    [GENERATED.jsLayout]: emitLayout(schema),
    [GENERATED.jsQueries]: emitQueries(schema),
    [GENERATED.jsShapes]: emitShapes(schema),
    [GENERATED.jsReaders]: emitReaders(schema),
    [GENERATED.jsInfer]: emitInfer(schema),
    [GENERATED.dts]: emitDts(schema),
  };
}

/** The generated files whose text on disk differs from the schema's (none: the boundary is in sync). */
export function stale() {
  return Object.entries(generate())
    .filter(([path, text]) => {
      try {
        return readFileSync(join(root, path), 'utf8') !== text;
      } catch {
        return true;
      }
    })
    .map(([path]) => path);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const differ = stale();
    if (differ.length) {
      console.error(`generate-bindings: out of date with bindings/schema.js: ${differ.join(', ')}\n`
        + 'run: node scripts/generate-bindings.mjs');
      process.exit(1);
    }
  } else {
    for (const [path, text] of Object.entries(generate())) {
      const file = join(root, path);
      let old = null;
      try {
        old = readFileSync(file, 'utf8');
      } catch { /* new file */ }
      if (old === text) continue; // unchanged: keep the timestamp, so make does not rebuild
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
      console.log(`generate-bindings: wrote ${path}`);
    }
  }
}

// C++ emitters of scripts/generate-bindings.mjs: the query exports with their static_asserts, the shape
// reader/writer for tagged shapes, and the core's input-error text.
import { HEADER, MANIFOLD_POINTS, MESH_ID_PARTS, arrayOf, cppEnumValue, recordLayout, enumHeaders, MANIFOLD_POINT_WORDS, ROTATION_WORDS, isPlain, resultOffsets, shapeSlots, shapeWords, snake, taggedShapes, words } from './common.mjs';

const REAL = 4; // bytes: the boundary is float32 (static_assert below)

/** The C++ expression building a value of `kind` from the parameter names `p` (consumed in order). */
function construct(SHAPES, kind, p) {
  if (kind === 'real') return p.shift();
  if (kind === 'vec3') return `sk::Vec3{${p.shift()}, ${p.shift()}, ${p.shift()}}`;
  if (kind === 'motion') return `sk::Motion{${construct(SHAPES, 'vec3', p)}, ${construct(SHAPES, 'vec3', p)}}`;
  if (kind === 'rotation') return `rotation_from_words(${p.splice(0, ROTATION_WORDS).join(', ')})`;
  if (kind === 'hull') return `hull_at(${p.shift()})`;
  if (kind === 'mesh') return `mesh_at(${p.shift()}, ${p.shift()})`;
  const parts = SHAPES[kind].fields.map(([, type]) => construct(SHAPES, type, p));
  return `sk::${SHAPES[kind].cpp}{${parts.join(', ')}}`;
}

/** Parameter names of one argument: sphere -> [sphere_center_x, ..., sphere_radius]. */
function params(SHAPES, [name, kind]) {
  const base = snake(name);
  if (kind === 'real') return [base];
  if (kind === 'vec3') return ['x', 'y', 'z'].map((c) => `${base}_${c}`);
  if (kind === 'motion') return ['linear', 'angular'].flatMap((v) => ['x', 'y', 'z'].map((c) => `${base}_${v}_${c}`));
  if (kind === 'shape') return Array.from({ length: shapeWords(SHAPES) }, (_, i) => `${base}_${i}`);
  return shapeSlots(SHAPES, kind).map(({ path }) => `${base}_${path.join('_')}`);
}

function signature(SHAPES, args) {
  const list = [];
  for (const arg of args) {
    if (arg[1] === 'shape') list.push(`int ${snake(arg[0])}_type`);
    list.push(...params(SHAPES, arg).map((p) => `float ${p}`));
  }
  return list.join(', ');
}

function layoutAsserts({ SHAPES, RESULTS, RESULT_HEADER }) {
  const lines = ['static_assert(sizeof(sk::Real) == 4, "the JS bindings read and write float32");',
    'static_assert(sizeof(sk::Vec3) == 12);'];
  for (const shape of Object.values(SHAPES)) {
    // A rotation crosses as a kind word and a matrix or quaternion, a hull as its id: those shapes are built
    // field by field (read_shape), so only the plain ones have a layout to assert.
    if (!isPlain(shape)) continue;
    let word = 0;
    for (const [field, type] of shape.fields) {
      lines.push(`static_assert(offsetof(sk::${shape.cpp}, ${field}) == ${word * REAL});`);
      word += words(type);
    }
    lines.push(`static_assert(sizeof(sk::${shape.cpp}) == ${word * REAL});`);
  }
  for (const result of Object.values(RESULTS)) {
    lines.push(`static_assert(offsetof(sk::${result.cpp}, status) == ${RESULT_HEADER.status * REAL});`,
      `static_assert(offsetof(sk::${result.cpp}, error) == ${RESULT_HEADER.error * REAL});`,
      `static_assert(offsetof(sk::${result.cpp}, error_argument) == ${RESULT_HEADER.errorArgument * REAL});`);
    const offsets = resultOffsets(result, RESULT_HEADER);
    let end = RESULT_HEADER.words;
    for (const [js, type, cpp] of result.fields) {
      lines.push(`static_assert(offsetof(sk::${result.cpp}, ${cpp}) == ${offsets[js] * REAL});`);
      if (type === 'manifold') {
        lines.push(`static_assert(offsetof(sk::${result.cpp}, points) == ${(offsets[js] + 1) * REAL});`,
          `static_assert(sizeof(sk::ManifoldPoint) == ${MANIFOLD_POINT_WORDS * REAL});`,
          'static_assert(offsetof(sk::ManifoldPoint, point_b) == 12 && offsetof(sk::ManifoldPoint, depth) == 24);',
          `static_assert(std::size(sk::${result.cpp}{}.points) == ${MANIFOLD_POINTS});`);
      }
      end = offsets[js] + words(type);
    }
    lines.push(`static_assert(sizeof(sk::${result.cpp}) == ${end * REAL});`,
      `static_assert(sizeof(sk::${result.cpp}) <= sk::bindings::kResultBufferBytes);`);
  }
  return lines;
}

function recordAsserts({ RECORDS, RESULTS, RESULT_HEADER, SHAPES }) {
  const schema = { RECORDS, RESULTS, RESULT_HEADER, SHAPES };
  const lines = [];
  for (const record of Object.values(RECORDS)) {
    const { offsets, stride } = recordLayout(record, schema);
    const at = (field, word) => `static_assert(offsetof(sk::${record.cpp}, ${field}) == ${word * REAL});`;
    if (record.header) {
      lines.push(at('status', RESULT_HEADER.status), at('error', RESULT_HEADER.error),
        at('error_argument', RESULT_HEADER.errorArgument));
    }
    for (const [js, type, cpp] of record.fields) {
      lines.push(at(cpp, offsets[js]));
      if (type === 'shapeWords') lines.push(`static_assert(sizeof(sk::${record.cpp}{}.${cpp}) == ${shapeWords(SHAPES) * REAL});`);
      const array = arrayOf(type); // a record array: its capacity and its size
      if (array) {
        const elementWords = recordLayout(RECORDS[array[0]], schema).stride;
        lines.push(`static_assert(std::size(sk::${record.cpp}{}.${cpp}) == ${array[1]});`,
          `static_assert(sizeof(sk::${record.cpp}{}.${cpp}) == ${elementWords * array[1] * REAL});`);
      }
    }
    lines.push(`static_assert(sizeof(sk::${record.cpp}) == ${stride * REAL});`);
  }
  return lines;
}

function enumAsserts({ ENUMS, SHAPES, DEFAULTS }) {
  const lines = [];
  for (const def of Object.values(ENUMS)) {
    for (const [name, value] of def.values) lines.push(`static_assert(${cppEnumValue(def, name)} == ${value});`);
  }
  for (const { cpp, fields } of Object.values(DEFAULTS)) {
    for (const [, field, value] of fields) {
      const parts = typeof value === 'object' ? Object.entries(value).map(([c, v]) => [`${field}.${c}`, v]) : [[field, value]];
      for (const [path, v] of parts) {
        const literal = Number.isInteger(v) ? `${v}` : `static_cast<sk::Real>(${v})`;
        lines.push(`static_assert(sk::${cpp}{}.${path} == ${literal});`);
      }
    }
  }
  for (const [kind, { tag }] of taggedShapes(SHAPES)) {
    lines.push(`static_assert(static_cast<int>(sk::ShapeType::${snake(kind)}) == ${tag});`);
  }
  return lines;
}

function makeShape(SHAPES) {
  const n = shapeWords(SHAPES);
  const cases = taggedShapes(SHAPES).map(([kind, { tag }]) => {
    const p = shapeSlots(SHAPES, kind).map(({ word }) => `f[${word}]`);
    return `    case ${tag}: shape = ${construct(SHAPES, kind, p)}; return true;`;
  });
  const writes = taggedShapes(SHAPES).map(([kind, shape]) => {
    const values = shapeSlots(SHAPES, kind).map(({ path, type }) => {
      const field = snake(path[0]);
      if (type === 'hull') return `hull_id(s.${field})`;
      if (type === 'mesh') return `mesh_id_word(s.${field}, ${MESH_ID_PARTS.indexOf(path[1])})`;
      if (type !== 'rotation') return `s.${[field, ...path.slice(1)].join('.')}`;
      const i = Number(path[1].slice(1));  // w0 = the kind (0: matrix), w1..w9 = the columns
      return i === 0 ? '0.0f' : `s.${field}.col[${Math.floor((i - 1) / 3)}].${'xyz'[(i - 1) % 3]}`;
    });
    return `  void operator()(const sk::${shape.cpp}& s) const { put({${values.join(', ')}}); }`;
  });
  return `/// Float32 words of the largest tagged shape: what the generic queries and the World pass per shape.
inline constexpr int kShapeWords = ${n};

/// The shape with ShapeType \`tag\` from its words \`f\` (the SHAPES layout of bindings/schema.js).
/// @return false for an unknown tag (then \`shape\` is unchanged).
inline bool read_shape(int tag, const float* f, sk::Shape& shape) {
  switch (tag) {
${cases.join('\n')}
    default: return false;
  }
}

/// write_shape's visitor: each tagged shape's words (a mesh as its registry id: mesh_id_word). A shape of the
/// variant that the schema's SHAPES do not hold does not cross: it writes nothing.
struct ShapeWriter {
  float* f;
${writes.join('\n')}
  template <class NotCrossing>
  void operator()(const NotCrossing&) const {}
  void put(std::initializer_list<float> v) const { std::memcpy(f, v.begin(), v.size() * sizeof(float)); }
};

/// Writes \`shape\` as its words into \`f\` (kShapeWords floats, the unused ones zero).
inline void write_shape(const sk::Shape& shape, float* f) {
  std::memset(f, 0, kShapeWords * sizeof(float));
  sk::visit_shape(ShapeWriter{f}, shape);
}`;
}

function exportOf(SHAPES, query) {
  const fn = snake(query.name);
  const body = [];
  const callArgs = [];
  query.args.forEach((arg, index) => {
    const names = params(SHAPES, arg);
    if (arg[1] === 'shape') {
      const v = snake(arg[0]);
      body.push(`  const float ${v}_words[] = {${names.join(', ')}};`,
        `  sk::Shape ${v};`,
        `  if (!read_shape(${v}_type, ${v}_words, ${v})) return reject_shape_type<sk::${query.resultCpp}>(${index});`);
      callArgs.push(v);
    } else {
      callArgs.push(construct(SHAPES, arg[1], [...names]));
    }
  });
  const core = `sk::${query.cpp ?? fn}(${callArgs.join(', ')})`;
  // A dispatched answer names a mesh's triangle as JS does: its index in the mesh's input arrays.
  const shapes = query.args.filter(([, kind]) => kind === 'shape').map(([name]) => snake(name));
  const call = query.dispatch ? `sk::bindings::source_triangles(${core}, ${shapes.join(', ')})` : core;
  const exported = `EMSCRIPTEN_KEEPALIVE int sk_${fn}(${signature(SHAPES, query.args)}) {
${body.join('\n')}${body.length ? '\n' : ''}  return publish(${call});
}`;
  // A deprecated alias is still exported (its C++ function carries [[deprecated]] for C++ callers).
  if (!query.deprecated) return exported;
  return `#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
${exported}
#pragma GCC diagnostic pop`;
}

/** bindings/embind/generated_queries.cpp */
export function emitCpp(schema) {
  const { SHAPES, QUERIES, RESULTS } = schema;
  const headers = new Set(['sweepkit/dispatch/dispatch.hpp', 'sweepkit/shapes/shape.hpp', 'sweepkit/status.hpp',
    'sweepkit/world/world.hpp']);
  for (const q of QUERIES) if (!q.dispatch) headers.add(q.header ?? `sweepkit/query/${snake(q.name)}.hpp`);
  for (const h of enumHeaders(schema)) headers.add(h);
  const queries = QUERIES.map((q) => ({ ...q, resultCpp: RESULTS[q.result].cpp }));
  return `// ${HEADER('the WebAssembly exports of every query')}
// Each export takes plain numbers (float32; a shape of the generic queries as its ShapeType tag and
// kShapeWords words), calls the core, writes the result struct into the result buffer and returns its status.
// JS calls them straight into WASM (bindings/js/generated/queries.js): no embind invoker in between.

#include <emscripten/em_macros.h>

#include <cstddef>
#include <iterator>

#include "generated_shape_io.hpp"
#include "result_buffer.hpp"
#include "source_triangles.hpp"
${[...headers].sort().map((h) => `#include "${h}"`).join('\n')}

namespace sk = sweepkit;
using sk::bindings::publish;

// ---- layouts: every offset JS reads or writes (bindings/js/generated/layout.js) ----
${layoutAsserts(schema).join('\n')}

// ---- records JS reads in place (bindings/js/generated/layout.js) ----
${recordAsserts(schema).join('\n')}

// ---- enum values and default settings as JS has them (bindings/js/generated/layout.js) ----
${enumAsserts(schema).join('\n')}

namespace {

using sk::bindings::hull_at;
using sk::bindings::mesh_at;
using sk::bindings::read_shape;
using sk::bindings::rotation_from_words;

/// Publishes an invalid_input result (shape_type_invalid at \`argument\`) for an unknown shape tag.
template <class Result>
int reject_shape_type(int argument) {
  Result r{};
  r.status = sk::Status::invalid_input;
  r.error = sk::InputError::shape_type_invalid;
  r.error_argument = argument;
  if constexpr (requires { r.t; }) r.t = 0;
  return publish(r);
}

}  // namespace

extern "C" {

${queries.map((q) => exportOf(SHAPES, q)).join('\n\n')}

}  // extern "C"
`;
}

/** bindings/embind/generated_shape_io.hpp: tagged shapes to and from their float32 words. */
export function emitShapeIo({ SHAPES }) {
  return `#pragma once
// ${HEADER('tagged shapes to and from their float32 words')}
// The generic queries (generated_queries.cpp) and the World (world.cpp) read shapes with these.

#include <cstring>
#include <initializer_list>

#include "shape_words.hpp"
#include "sweepkit/shapes/shape.hpp"

namespace sweepkit::bindings {

namespace sk = ::sweepkit;

${makeShape(SHAPES)}

}  // namespace sweepkit::bindings
`;
}

/** core/src/generated/input_error_text.inc: the text of sweepkit::describe(InputError). */
export function emitInputErrorText({ ENUMS }) {
  const cases = ENUMS.InputError.values.map(([name, , field, problem, subject, cpp]) => {
    const text = cpp ?? [field ?? subject, problem].filter(Boolean).join(' ');
    return `    case InputError::${name}: return ${JSON.stringify(text)};`;
  });
  return `// ${HEADER("the text of sweepkit::describe(InputError)")}
// Included inside the switch of core/src/status.cpp.
${cases.join('\n')}
`;
}

/** bindings/embind/generated_enum_names.hpp: js_name() of the enums whose JS names the bindings answer with. */
export function emitEnumNames({ ENUMS }) {
  const named = Object.values(ENUMS).filter((def) => def.cppNames);
  const headers = [...new Set(named.map((def) => def.include))].sort();
  const fns = named.map(({ cpp, values }) => {
    const cases = values.map(([name, , js]) => `    case sk::${cpp}::${name}: return ${JSON.stringify(js)};`);
    return `/// The name JS gives \`value\` (the ${cpp} entry of bindings/schema.js); "unknown" for a value outside the enum.
inline const char* js_name(sk::${cpp} value) {
  switch (value) {
${cases.join('\n')}
  }
  return "unknown";
}`;
  });
  return `#pragma once
// ${HEADER('the names JS gives enum values')}
// For the bindings that answer with emscripten::val objects (names as strings).

${headers.map((h) => `#include "${h}"`).join('\n')}

namespace sweepkit::bindings {

namespace sk = ::sweepkit;

${fns.join('\n\n')}

}  // namespace sweepkit::bindings
`;
}

/** The cases of sweepkit::describe() for an ENUMS entry with `describe`: each value's text is its row's last entry. */
export function emitDescribeText(def) {
  const cases = def.values.map((row) => `    case ${def.cpp}::${row[0]}: return ${JSON.stringify(row[row.length - 1])};`);
  return `// ${HEADER(`the text of sweepkit::describe(${def.cpp})`)}
// Included inside the switch of its describe().
${cases.join('\n')}
`;
}

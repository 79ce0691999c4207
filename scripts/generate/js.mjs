// JS emitters of scripts/generate-bindings.mjs: layout constants and error tables, shape packing, and the
// query wrappers (strict inputs, one WASM call, the result read from a view of the result buffer).
import { HEADER, MESH_ID_PARTS, ROTATION_WORDS, recordLayout, resultOffsets, screaming, shapeSlots, shapeWords, snake, taggedShapes, words } from './common.mjs';

const json = (value) => JSON.stringify(value);

/** The JS tables of one ENUMS entry: its `names` by value, its `constants` object, its `prefix` constants. */
function enumTables(key, def) {
  const what = def.flags ? `The bits ${def.values.map(([n]) => `sweepkit::${n}`).join(', ')}` : `sweepkit::${def.cpp}`;
  const out = [];
  if (def.names) {
    const byValue = [];
    for (const [, value, js] of def.values) byValue[value] = js;
    out.push(`/** ${what}: the names JS uses, by value. */`, `export const ${def.names} = Object.freeze(${json(byValue)});`);
  }
  if (def.constants) {
    out.push(`/** ${what}: value by enumerator. */`,
      `export const ${def.constants} = Object.freeze(${json(Object.fromEntries(def.values.map(([n, v]) => [screaming(n), v])))});`);
  }
  if (def.prefix) {
    if (!def.names) out.push(`/** ${what}. */`);
    for (const [, value, js] of def.values) out.push(`export const ${def.prefix}_${screaming(js)} = ${value};`);
  }
  return out.length ? [...out, ''] : [];
}

/** The JS object literal of a DEFAULTS entry's values (vectors frozen too). */
function defaultsObject({ fields }) {
  const entries = fields.map(([js, , value]) => `  ${js}: ${typeof value === 'object' ? `Object.freeze(${json(value)})` : json(value)},`);
  return `Object.freeze({\n${entries.join('\n')}\n})`;
}

/** bindings/js/generated/layout.js */
export function emitLayout({ SHAPES, RESULTS, RECORDS, RESULT_HEADER, ENUMS, DEFAULTS }) {
  const out = [`// ${HEADER('word offsets, enum values and error text shared with the core')}`, ''];
  out.push('/** Words (4 bytes) of the header every result starts with: status, error, error_argument (int32). */',
    `export const RESULT_HEADER = Object.freeze(${json({ STATUS: RESULT_HEADER.status, ERROR: RESULT_HEADER.error, ERROR_ARGUMENT: RESULT_HEADER.errorArgument })});`, '');
  for (const [name, result] of Object.entries(RESULTS)) {
    if (!result.fields.length) continue;
    const offsets = Object.fromEntries(Object.entries(resultOffsets(result, RESULT_HEADER)).map(([k, v]) => [screaming(k), v]));
    out.push(`/** sweepkit::${result.cpp}: float32 word offsets of its fields. */`,
      `export const ${screaming(name)} = Object.freeze(${json(offsets)});`, '');
  }
  for (const [name, record] of Object.entries(RECORDS)) {
    const layout = recordLayout(record, { RESULTS, RESULT_HEADER, RECORDS, SHAPES });
    const offsets = Object.fromEntries(Object.entries(layout.offsets).map(([k, v]) => [screaming(k), v]));
    offsets.STRIDE = layout.stride;
    out.push(`/** sweepkit::${record.cpp}: word offsets in one record${record.header ? ' (after the result header)' : ''}, and its STRIDE in words. */`,
      `export const ${screaming(name)} = Object.freeze(${json(offsets)});`, '');
  }
  for (const [key, def] of Object.entries(ENUMS)) out.push(...enumTables(key, def));
  out.push('/** sweepkit::InputError by value: [enumerator, value, field of the argument (null: the argument), problem]. */',
    `export const INPUT_ERRORS = Object.freeze(${json(ENUMS.InputError.values.map(([n, v, f, p]) => [n, v, f, p]))});`,
    '',
    '/** sweepkit::WorldError by value: what is wrong with the named thing. */',
    `export const WORLD_ERRORS = Object.freeze(${json(ENUMS.WorldError.values.map(([, , text]) => text))});`,
    '',
    ...Object.values(DEFAULTS).flatMap((def) => [`/** The defaults of sweepkit::${def.cpp} (its default member initialisers), by JS option name. */`,
      `export const ${def.js} = ${defaultsObject(def)};`, '']),
    '/** Shape kinds by sweepkit::ShapeType tag. */',
    `export const SHAPE_TYPES = Object.freeze(${json(taggedShapes(SHAPES).map(([kind]) => kind))});`,
    '',
    "/** Every shape's fields in memory order: [name, 'vec3' | 'real']. */",
    `export const SHAPE_FIELDS = Object.freeze(${json(Object.fromEntries(Object.entries(SHAPES).map(([k, s]) => [k, s.fields])))});`,
    '',
    '/** Float32 words per shape in the generic queries and the World (the largest tagged shape). */',
    `export const SHAPE_WORDS = ${shapeWords(SHAPES)};`, '');
  return out.join('\n');
}

/** JS expression reading slot `path` of variable `v` through its local field variables. */
const local = (v, path) => `${v}_${path.join('_')}`;

/**
 * Lines that read every number of argument `name` of `kind` into locals, and the locals' names. A missing or
 * wrong object reads as undefined, which the type test then rejects: `(a ?? NONE).f`, not `a?.f`, so that a
 * number loaded from a field is not merged with undefined (V8 would box it into a new HeapNumber to pass it to
 * WASM: 16 bytes per number per call).
 */
function readArgument(SHAPES, name, kind, fnExpr, pathExpr, scratch) {
  if (kind === 'real') return { lines: [], values: [name] };
  const read = (object, field) => `(${object} ?? NONE).${field}`;
  if (kind === 'motion') {
    // A displacement {x, y, z} or {linear, angular}: motionWords checks it and writes its 6 numbers to `scratch`.
    return { lines: [`motionWords(${fnExpr}, ${pathExpr}, ${name}, ${scratch});`], values: Array.from({ length: 6 }, (_, i) => `${scratch}[${i}]`) };
  }
  if (kind === 'vec3') {
    const values = ['x', 'y', 'z'].map((c) => `${name}_${c}`);
    return { lines: [`const ${values.map((v, i) => `${v} = ${read(name, 'xyz'[i])}`).join(', ')};`], values };
  }
  const lines = [];
  const values = [];
  for (const [field, type, options] of SHAPES[kind].fields) {
    if (type === 'vec3') {
      lines.push(`const ${name}_${field} = ${read(name, field)};`);
      const vs = ['x', 'y', 'z'].map((c) => local(name, [field, c]));
      // An optional vector left out is the origin; one given must be {x, y, z} as any other.
      const from = options?.optional ? (o, c) => `(${o} ?? ORIGIN).${c}` : read;
      lines.push(`const ${vs.map((v, i) => `${v} = ${from(`${name}_${field}`, 'xyz'[i])}`).join(', ')};`);
      values.push(...vs);
    } else if (type === 'rotation') {
      // A matrix or a quaternion (or nothing: the identity) into `scratch`: rotationWords checks its type.
      lines.push(`rotationWords(${fnExpr}, ${pathExpr} + '.${field}', ${read(name, field)}, ${scratch});`);
      values.push(...Array.from({ length: ROTATION_WORDS }, (_, i) => `${scratch}[${i}]`));
    } else if (type === 'hull') {
      lines.push(`const ${local(name, [field])} = hullId(${fnExpr}, ${pathExpr} + '.${field}', ${read(name, field)});`);
      values.push(local(name, [field]));
    } else if (type === 'mesh') {
      // The id in two words below 2^16 each (float32 holds those exactly): MESH_ID_PARTS of common.mjs.
      const id = local(name, [field]);
      const [low, high] = MESH_ID_PARTS.map((part) => local(name, [field, part]));
      lines.push(`const ${id} = meshId(${fnExpr}, ${pathExpr} + '.${field}', ${read(name, field)});`,
        `const ${low} = ${id} & 0xffff, ${high} = ${id} >>> 16;`);
      values.push(low, high);
    } else {
      values.push(local(name, [field]));
      lines.push(`const ${local(name, [field])} = ${read(name, field)};`);
    }
  }
  return { lines, values };
}

const notNumbers = (values) => values.map((v) => `typeof ${v} !== 'number'`).join(' || ');

/** bindings/js/generated/shapes.js */
export function emitShapes({ SHAPES }) {
  const tagged = taggedShapes(SHAPES);
  const packs = tagged.map(([kind, { tag }]) => {
    const { lines, values } = readArgument(SHAPES, 'shape', kind, 'fn', 'path', 'ROTATION');
    const stores = values.map((v, i) => `w[o${i ? ` + ${i}` : ''}] = ${v};`);
    return `    case ${tag}: {
      ${lines.join('\n      ')}
      if (${notNumbers(values)}) checkShapeFields(fn, path, ${json(kind)}, shape);
      ${stores.join(' ')}
      return;
    }`;
  });
  const unpacks = tagged.map(([kind, { tag }]) => {
    let word = 0;
    const fields = SHAPES[kind].fields.map(([field, type]) => {
      const value = type === 'vec3' ? `vec(w, o + ${word})`
        : type === 'rotation' ? `rotationOf(w, o + ${word})`
          : type === 'hull' ? `hullById(w[o + ${word}])`
            : type === 'mesh' ? `meshById(w[o + ${word}] + w[o + ${word + 1}] * 0x10000)` : `w[o + ${word}]`;
      word += words(type);
      return `${field}: ${value}`;
    });
    return `    case ${tag}: return { type: ${json(kind)}, ${fields.join(', ')} };`;
  });
  return `// ${HEADER('shapes to and from their words in WASM memory')}
import { checkShapeFields, rotationWords } from '../check.js';
import { hullById, hullId } from '../convex_hull.js';
import { meshById, meshId } from '../triangle_mesh.js';

const NONE = Object.freeze({}); // what a nullish argument's fields are read from: undefined, rejected by type
const ORIGIN = Object.freeze({ x: 0, y: 0, z: 0 }); // an optional vector left out
const ROTATION = new Float64Array(${ROTATION_WORDS}); // a shape's rotation words, copied into \`w\` right away

/**
 * Writes the numbers of \`shape\`, of kind \`tag\` (a ShapeType, from shapeTag), at word \`o\` of \`w\` (a typed
 * array: a Float64Array scratch or a Float32Array view of WASM memory), checking that each is a number.
 * @throws {TypeError} naming \`fn\`, \`path\` and the first field that is not a number (or {x, y, z}).
 */
export function packShape(fn, path, tag, shape, w, o) {
  switch (tag) {
${packs.join('\n')}
    default:
      throw new TypeError(\`\${fn}: \${path} has an unknown shape tag \${tag}\`);
  }
}

function vec(w, o) {
  return { x: w[o] + 0, y: w[o + 1] + 0, z: w[o + 2] + 0 };
}

/** A rotation's words (written by the core: always a matrix) as a three.js Matrix3-like \`{elements}\`. */
function rotationOf(w, o) {
  return { elements: Array.from({ length: 9 }, (_, i) => w[o + 1 + i] + 0) };
}

/** The shape of kind \`tag\` whose words start at \`o\` of \`w\`, as a plain object with an explicit \`type\`. */
export function unpackShape(w, o, tag) {
  switch (tag) {
${unpacks.join('\n')}
    default:
      throw new TypeError(\`sweepkit: unknown shape tag \${tag}\`);
  }
}
`;
}

/** Names of the rotation scratch arrays the wrappers use (one per argument position with a rotation). */
const SCRATCHES = new Set();

function wrapper(SHAPES, query, RESULTS) {
  const fn = query.name;
  const result = RESULTS[query.result];
  const names = query.args.map(([n]) => n);
  const sig = [...query.args.map(([n, , d]) => (d === undefined ? n : `${n} = ${d}`))];
  if (!result.boolean) sig.push('target');
  const body = [];
  const callValues = [];
  const checked = [];
  const scratches = SCRATCHES;
  const args = `[${names.join(', ')}]`;
  const ARGS = `ARGS_${screaming(fn)}`;
  if (!result.boolean) body.push(`if (target !== undefined) checkTarget(${json(fn)}, target);`);
  for (const [name, kind] of query.args) {
    if (kind === 'shape') {
      const tag = `${name}Type`;
      const o = `${callValues.filter((v) => v.startsWith('w[')).length}`;
      body.push(`const ${tag} = shapeTag(${json(fn)}, ${json(name)}, ${name});`,
        `packShape(${json(fn)}, ${json(name)}, ${tag}, ${name}, w, ${o});`);
      callValues.push(tag, ...Array.from({ length: shapeWords(SHAPES) }, (_, i) => `w[${Number(o) + i}]`));
    } else {
      const scratch = `${kind === 'motion' ? 'MOTION' : 'ROTATION'}_${callValues.length}`;
      const { lines, values } = readArgument(SHAPES, name, kind, json(fn), json(name), scratch);
      if (lines.some((line) => line.includes(scratch))) scratches.add(scratch);
      body.push(...lines);
      checked.push(...values);
      callValues.push(...values);
    }
  }
  if (checked.length) {
    body.push(`if (${notNumbers(checked)}) throw badArgument(${json(fn)}, ${ARGS}, ${args});`);
  }
  body.push(`const status = sk_${snake(fn)}(${callValues.join(', ')});`);
  if (query.dispatch) {
    const tags = query.args.filter(([, k]) => k === 'shape').map(([n]) => `${n}Type`);
    const pair = tags.length === 2 ? `${tags[0]}, ${tags[1]}` : `${tags[0]}, -1`;
    body.push(`if (status === STATUS_UNSUPPORTED) throw unsupported(${json(fn)}, ${pair});`);
  }
  body.push(`if (status === STATUS_INVALID_INPUT) throw rejected(${json(fn)}, ${ARGS}, ${args});`);
  if (result.boolean) body.push('return status === STATUS_HIT;');
  else body.push('views();', `return read${query.result}(f32, i32, base, target ?? new${query.result}());`);
  return `  function ${fn}(${sig.join(', ')}) {
    ${body.join('\n    ')}
  }`;
}

/** bindings/js/generated/queries.js */
export function emitQueries({ SHAPES, QUERIES, RESULTS, RESULT_HEADER }) {
  const argLists = QUERIES.map((q) => `const ARGS_${screaming(q.name)} = Object.freeze(${json(q.args.map(([n, k]) => [n, k]))});`);
  const readers = [...new Set(QUERIES.map((q) => q.result))].filter((n) => !RESULTS[n].boolean)
    .flatMap((n) => [`read${n}`, `new${n}`]).sort();
  const exportsList = QUERIES.map((q) => `sk_${snake(q.name)}`);
  SCRATCHES.clear();
  const wrappers = QUERIES.map((q) => wrapper(SHAPES, q, RESULTS));
  const scratchLines = [...SCRATCHES].sort().map((n) => (n.startsWith('MOTION')
    ? `const ${n} = new Float64Array(6); // the linear and angular parts of one motion argument`
    : `const ${n} = new Float64Array(${ROTATION_WORDS}); // rotation words of one argument`));
  return `// ${HEADER('the query functions of the JS API')}
// Each function reads its arguments' numbers (three.js objects work as they are), checks that every one is a
// number (the slow path names the first that is not), makes one call into WASM and reads the result the core
// wrote into the result buffer with its generated reader (readers.js): into a new plain object, or into \`target\`
// (filled in place, no allocation).
import {
  checkNumber, checkShapeFields, checkTarget, checkVec3, inputError, motionWords, rotationWords, shapeTag, typeError,
} from '../check.js';
import { hullId } from '../convex_hull.js';
import {
  RESULT_HEADER, SHAPE_TYPES, SHAPE_WORDS, STATUS_HIT, STATUS_INVALID_INPUT, STATUS_UNSUPPORTED,
} from './layout.js';
import {
  ${readers.join(', ')},
} from './readers.js';
import { packShape } from './shapes.js';

const NONE = Object.freeze({}); // what a nullish argument's fields are read from: undefined, rejected by type
const MOTION_CHECK = new Float64Array(6); // badArgument's scratch
${scratchLines.join('\n')}

// [name, kind] of each query's arguments, for its error messages.
${argLists.join('\n')}

/** The TypeError for the first argument that is not of its kind (the slow path of a failed type test). */
function badArgument(fn, kinds, args) {
  kinds.forEach(([name, kind], i) => {
    if (kind === 'real') checkNumber(fn, name, args[i]);
    else if (kind === 'vec3') checkVec3(fn, name, args[i]);
    else if (kind === 'motion') motionWords(fn, name, args[i], MOTION_CHECK);
    else if (kind !== 'shape') checkShapeFields(fn, name, kind, args[i]);
  });
  return new TypeError(\`\${fn}: invalid arguments\`); // not reached: a check above throws
}

function unsupported(fn, tagA, tagB) {
  const pair = tagB < 0 ? SHAPE_TYPES[tagA] : \`\${SHAPE_TYPES[tagA]}, \${SHAPE_TYPES[tagB]}\`;
  return new TypeError(\`\${fn}: no \${fn} test for the pair (\${pair})\`);
}

/**
 * The query functions over a loaded core.
 * @param {object} core     the Emscripten module (its HEAPF32 / HEAP32 views and resultAddress()).
 * @param {Record<string, Function>} wasm  the raw sk_* exports (bindings/js/memory.js, wasmExports).
 */
export function createQueries(core, wasm) {
  const {
    ${exportsList.join(',\n    ')},
  } = wasm;
  const base = core.resultAddress() >> 2;
  let f32 = core.HEAPF32;
  let i32 = core.HEAP32;
  /** Scratch words of the shapes of the generic queries. */
  const w = new Float64Array(2 * SHAPE_WORDS);

  // Growing WASM memory detaches the old views (length 0): take the new ones.
  function views() {
    if (f32.length === 0) {
      f32 = core.HEAPF32;
      i32 = core.HEAP32;
    }
  }

  /** The RangeError for an invalid_input answer: the core names the argument and the error. */
  function rejected(fn, kinds, args) {
    views();
    const names = kinds.map(([name]) => name);
    return inputError(fn, names, args, i32[base + RESULT_HEADER.ERROR], i32[base + RESULT_HEADER.ERROR_ARGUMENT]);
  }

${wrappers.join('\n\n')}

  return {
    ${QUERIES.map((q) => q.name).join(',\n    ')},
  };
}
`;
}

/** bindings/js/generated/infer.js: a shape's ShapeType tag from its fields (SHAPES[*].infer). */
export function emitInfer({ SHAPES }) {
  const ranked = taggedShapes(SHAPES).filter(([, s]) => s.infer).sort((a, b) => a[1].infer.rank - b[1].infer.rank);
  const tests = ranked.map(([kind, shape]) => {
    const types = Object.fromEntries(shape.fields);
    const test = shape.infer.fields.map((f) => (types[f] === 'real' ? `'${f}' in shape` : `isObject(shape.${f})`)).join(' && ');
    return `  if (${test}) return ${shape.tag}; // ${kind}`;
  });
  return `// ${HEADER('which shape an object is when it names no `type`')}

const isObject = (v) => v !== null && typeof v === 'object';

/**
 * The sweepkit::ShapeType tag (an index into SHAPE_TYPES) that \`shape\`'s fields make it, most specific first, or -1
 * when they make it none: ${ranked.map(([kind, s]) => `${kind} {${s.infer.fields.join(', ')}}`).join(', ')}.
 * A vector or hull field counts when it holds an object (a function-valued field, such as THREE.Vector3's \`min\`
 * method, does not), a number field when the key is present. \`shape\` must be an object.
 */
export function inferShapeTag(shape) {
${tests.join('\n')}
  return -1;
}
`;
}

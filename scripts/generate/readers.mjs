// The result readers of scripts/generate-bindings.mjs (bindings/js/generated/readers.js): one function per result
// and record of bindings/schema.js that reads it from views of WASM memory into a caller's object, and one that
// makes that object with every field. The queries, the World, the character and the triangle meshes all read
// through these, so a field added to a result is read everywhere once it is in the schema.
import { HEADER, MANIFOLD_POINTS, MANIFOLD_POINT_WORDS, arrayOf, recordLayout, resultOffsets } from './common.mjs';

const json = (value) => JSON.stringify(value);

/** The expression of word `o` + `w`. */
const at = (w) => (w ? `o + ${w}` : 'o');

/** Lines that set the {x, y, z} field `js` of `target` from f32 at word o + `w` (made once when missing). */
function vecLines(js, w) {
  return [`v = target.${js};`,
    `if (v === null || typeof v !== 'object') v = target.${js} = { x: 0, y: 0, z: 0 };`,
    `v.x = f32[${at(w)}] + 0; v.y = f32[${at(w + 1)}] + 0; v.z = f32[${at(w + 2)}] + 0; // + 0: no -0`];
}

/** The hit test of a result's `hit` statuses on the local `status`. */
const hitTest = (statuses) => statuses.map((s) => `status === STATUS_${s.toUpperCase()}`).join(' || ');

/**
 * How to read and make the fields of a result (`isResult`: its header and its fields) or of a record at word
 * o + `base`: {lines, fresh: [JS name, initial value expression]}. `omit`: JS names of fields not to read (a
 * record's `omit` option for the result it starts with: fields the record answers with one of its own).
 */
function reads(schema, entry, base, isResult, omit = []) {
  const { RESULTS, RESULT_HEADER, ENUMS } = schema;
  const lines = [];
  const fresh = [];
  if (isResult || entry.header) {
    lines.push(`const status = i32[${at(base)}];`, `const hit = ${hitTest(entry.hit)};`, 'target.hit = hit;');
    fresh.push(['hit', 'false']);
    if (entry.status) {
      lines.push('target.status = STATUS_NAMES[status];');
      fresh.push(['status', "'miss'"]);
    }
  }
  const offsets = isResult ? resultOffsets(entry, RESULT_HEADER) : recordLayout(entry, schema).offsets;
  for (const [js, type, , fourth, fifth] of entry.fields) {
    const options = (isResult ? fifth : fourth) ?? {}; // a result field's fourth entry is its doc, its options fifth
    if (options.skip || omit.includes(js)) continue;
    const w = base + offsets[js];
    const word = at(w);
    if (RESULTS[type]) { // a result at the record's start: its fields, flattened into the target
      const inner = reads(schema, RESULTS[type], w, true, options.omit);
      lines.push(...inner.lines);
      fresh.push(...inner.fresh);
      continue;
    }
    const array = arrayOf(type);
    if (array) { // a record array: as many of its records as the `count` field says, each read in place
      const [name] = array;
      const stride = recordLayout(schema.RECORDS[name], schema).stride;
      lines.push(`target.${js} = records(f32, i32, ${word}, i32[${at(base + offsets[options.count])}], ${stride}, ` +
        `Array.isArray(target.${js}) ? target.${js} : [], read${name}, new${name});`);
      fresh.push([js, '[]']);
      continue;
    }
    const enumDef = ENUMS[type];
    if (enumDef?.flags) { // bit constants: one boolean per bit
      for (const [, value, name] of enumDef.values) {
        lines.push(`target.${name} = (i32[${word}] & ${value}) !== 0;`);
        fresh.push([name, 'false']);
      }
      continue;
    }
    let value;
    let initial = '0';
    if (type === 'vec3') {
      lines.push(...vecLines(js, w));
      fresh.push([js, '{ x: 0, y: 0, z: 0 }']);
      continue;
    } else if (type === 'manifold') {
      lines.push(`target.${js} = manifoldPoints(f32, i32, ${word}, Array.isArray(target.${js}) ? target.${js} : []);`);
      fresh.push([js, '[]']);
      continue;
    } else if (type === 'real') {
      value = `f32[${word}]`;
    } else if (type === 'int') {
      value = `i32[${word}]`;
    } else if (type === 'uint') { // bits: a uint32 in an int32 word
      value = `i32[${word}] >>> 0`;
    } else if (type === 'bool') {
      value = `i32[${word}] !== 0`;
      initial = 'false';
    } else if (enumDef?.names) {
      value = `${enumDef.names}[i32[${word}]]`;
      initial = json(enumDef.values[0][2]);
    } else {
      throw new Error(`generate-bindings: no reader for the type ${type} of ${js}`);
    }
    if ('miss' in options) {
      value = `hit ? ${value} : ${json(options.miss)}`;
      initial = json(options.miss);
    }
    lines.push(`target.${js} = ${value};`);
    fresh.push([js, initial]);
  }
  return { lines, fresh };
}

function reader(schema, name, entry, isResult) {
  const { lines, fresh } = reads(schema, entry, 0, isResult);
  const vec = lines.some((l) => l.startsWith('v = ')) ? ['let v;'] : [];
  const what = entry.cpp.replace(/^bindings::/, 'sweepkit::bindings::');
  return `/**
 * The ${name} (${what.startsWith('sweepkit') ? what : `sweepkit::${what}`}) at word \`o\` of WASM memory into \`target\` (its {x, y, z} fields
 * set component-wise, made when missing); returns \`target\`. \`f32\` and \`i32\` view that memory.
 */
export function read${name}(f32, i32, o, target) {
  ${[...vec, ...lines].join('\n  ')}
  return target;
}

/** A new ${name} with every field (one hidden class for V8), for read${name}. */
export function new${name}() {
  return { ${fresh.map(([k, v]) => `${k}: ${v}`).join(', ')} };
}`;
}

/** bindings/js/generated/readers.js */
export function emitReaders(schema) {
  const { RESULTS, RECORDS, ENUMS } = schema;
  const readers = [
    ...Object.entries(RESULTS).filter(([, r]) => !r.boolean).map(([n, r]) => reader(schema, n, r, true)),
    ...Object.entries(RECORDS).map(([n, r]) => reader(schema, n, r, false)),
  ];
  const statusNames = Object.values(ENUMS.Status.values).map(([, , js]) => `STATUS_${js.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`);
  const names = Object.values(ENUMS).filter((d) => d.names && d.names !== 'STATUS_NAMES').map((d) => d.names);
  const imported = [...statusNames, 'STATUS_NAMES', ...names].filter((n) => readers.some((r) => r.includes(n))).sort();
  return `// ${HEADER('the readers of every result and record')}
// Each read<Name>(f32, i32, o, target) reads from word \`o\` of the Float32Array / Int32Array views of WASM memory
// into \`target\` and returns it (nothing allocated once its fields exist); new<Name>() makes a target.
import {
  ${imported.join(', ')},
} from './layout.js';

/**
 * The manifold points at word \`o\` (a count, then ${MANIFOLD_POINTS} records of ${MANIFOLD_POINT_WORDS} words: pointA, pointB, depth, id)
 * into \`out\`: its entries are reused (filled in place), so a target's array allocates only the first time.
 */
function manifoldPoints(f32, i32, o, out) {
  const count = i32[o];
  out.length = count;
  for (let k = 0, w = o + 1; k < count; k++, w += ${MANIFOLD_POINT_WORDS}) {
    const p = out[k] ?? (out[k] = { pointA: { x: 0, y: 0, z: 0 }, pointB: { x: 0, y: 0, z: 0 }, depth: 0, id: 0 });
    p.pointA.x = f32[w] + 0; p.pointA.y = f32[w + 1] + 0; p.pointA.z = f32[w + 2] + 0;
    p.pointB.x = f32[w + 3] + 0; p.pointB.y = f32[w + 4] + 0; p.pointB.z = f32[w + 5] + 0;
    p.depth = f32[w + 6];
    p.id = i32[w + 7] >>> 0;
  }
  return out;
}

/**
 * \`count\` records of \`stride\` words from word \`o\` into \`out\`, each by \`read\` into its entry (made by \`make\` the first
 * time): a target's array allocates only once.
 */
function records(f32, i32, o, count, stride, out, read, make) {
  out.length = count;
  for (let k = 0; k < count; k++) out[k] = read(f32, i32, o + k * stride, out[k] ?? make());
  return out;
}

${readers.join('\n\n')}
`;
}

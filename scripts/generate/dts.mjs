// TypeScript emitter of scripts/generate-bindings.mjs: the shape-like input types, the result types and the
// signatures (with their docs) of every query.
import { HEADER, taggedShapes } from './common.mjs';

const tsType = (type) => ({ vec3: 'Vec3Like', rotation: 'RotationLike | undefined', hull: 'ConvexHull', mesh: 'TriangleMesh' })[type] ?? 'number';

function docBlock(text, indent) {
  const lines = text.split('\n').map((l) => l.trim());
  return [`${indent}/**`, ...lines.map((l) => `${indent} *${l ? ` ${l}` : ''}`), `${indent} */`].join('\n');
}

function argType(SHAPES, kind) {
  if (kind === 'vec3') return 'Vec3Like';
  if (kind === 'motion') return 'MotionLike';
  if (kind === 'real') return 'number';
  if (kind === 'shape') return 'ShapeLike';
  return SHAPES[kind].tsName;
}

/** bindings/js/generated/queries.d.ts */
export function emitDts({ SHAPES, RESULTS, QUERIES }) {
  const out = [`// ${HEADER('types of the query functions')}`, '',
    '/** A point or direction. `THREE.Vector3` fits. */',
    'export interface Vec3Like {\n  x: number;\n  y: number;\n  z: number;\n}', '',
    '/** A plain {x, y, z} object returned by sweepkit (or the caller\'s own, filled in place through `target`). */',
    'export interface Vec3 {\n  x: number;\n  y: number;\n  z: number;\n}', '',
    '/** A rotation: a unit quaternion (`THREE.Quaternion` fits) or a 3×3 rotation matrix by columns (`THREE.Matrix3`). */',
    'export type RotationLike = { x: number; y: number; z: number; w: number } | { elements: ArrayLike<number> };', '',
    "import type { ConvexHull } from '../convex_hull.js';", "import type { TriangleMesh } from '../triangle_mesh.js';", '',
    '/**',
    ' * A shape\'s motion over the frame: a displacement, or `{linear, angular}` where `angular` is the rotation vector',
    ' * (axis × angle, radians, world axes) it turns by about its centre at constant angular velocity.',
    ' */',
    'export type MotionLike = Vec3Like | { linear: Vec3Like; angular?: Vec3Like };', ''];
  for (const shape of Object.values(SHAPES)) {
    out.push(docBlock(shape.doc, ''), `export interface ${shape.tsName} {`,
      // A rotation may be left out (the identity), as may an optional field.
      ...shape.fields.map(([field, type, options]) => `  ${field}${options?.optional || type === 'rotation' ? '?' : ''}: ${tsType(type)};`), '}', '');
  }
  const tagged = taggedShapes(SHAPES);
  out.push('/** Any shape the generic queries and the World take: inferred from its fields, or named by `type`. */',
    `export type ShapeLike = (${tagged.map(([, s]) => s.tsName).join(' | ')}) & {`,
    `  type?: ${tagged.map(([k]) => `'${k}'`).join(' | ')};`, '};', '',
    '/**',
    ' * How a query ended. `initialOverlap`: the shapes touch or overlap at the start (t = 0).',
    ' * Invalid input never appears here: it throws instead.',
    ' */',
    "export type SweepStatus = 'miss' | 'hit' | 'initialOverlap';", '',
    '/** One point of a contact manifold (world space): pointA - pointB = depth·normal (the contact\'s normal). */',
    'export interface ManifoldPoint {\n  pointA: Vec3;\n  pointB: Vec3;\n  depth: number;',
    '  /** The features in contact (unsigned 32-bit), the same while the shapes rest on them: for warm starting. */',
    '  id: number;\n}', '');
  for (const [name, result] of Object.entries(RESULTS)) {
    if (result.boolean) continue;
    out.push(docBlock(result.doc, ''), `export interface ${name} {`,
      `  /** True when the shapes touch (status ${result.hit.map((s) => `'${s}'`).join(' or ')}). */`, '  hit: boolean;');
    if (result.status) out.push('  status: SweepStatus;');
    for (const [js, type, , doc, options] of result.fields) {
      if (options?.skip) continue;
      out.push(`  /** ${doc} */`, `  ${js}: ${{ vec3: 'Vec3', manifold: 'ManifoldPoint[]' }[type] ?? 'number'};`);
    }
    out.push('}', '');
  }
  out.push('/**',
    ' * Error thrown for invalid input: a TypeError for a value of the wrong type (nothing is coerced), a RangeError',
    ' * for a value out of range (NaN, ±Infinity, beyond ±1e8, a negative radius, min > max, a non-unit normal).',
    ' * The message names the function, the argument, the field and the value.',
    ' */',
    'export interface SweepkitInputError extends Error {',
    "  /** Parameter name, e.g. 'sphere'. */", '  argument: string;',
    "  /** Field path below the parameter, e.g. 'center.x' or 'radius', or null for the whole argument. */",
    '  field: string | null;',
    '  /** For a RangeError from the core: the sweepkit::InputError value. */', '  code?: number;', '}', '',
    '/** @deprecated the same as SweepkitInputError. */', 'export type SweepkitRangeError = SweepkitInputError;', '',
    '/**',
    ' * Every query. Results are new plain objects, or, with a last `target` argument, written into it and',
    ' * returned (the three.js convention: its `{x, y, z}` fields are set component-wise, so `THREE.Vector3`',
    ' * fields work; missing ones are created once). With a target a call allocates nothing.',
    ' */',
    'export interface QueryApi {');
  QUERIES.forEach((q, i) => {
    const result = RESULTS[q.result];
    const params = q.args.map(([n, k, d]) => `${n}${d === undefined ? '' : '?'}: ${argType(SHAPES, k)}`);
    if (i) out.push('');
    out.push(docBlock(q.deprecated ? `${q.doc}\n@deprecated ${q.deprecated}` : q.doc, '  '));
    if (result.boolean) {
      out.push(`  ${q.name}(${params.join(', ')}): boolean;`);
    } else {
      out.push(`  ${q.name}(${params.join(', ')}): ${q.result};`,
        `  ${q.name}<T extends object>(${[...params.map((p) => p.replace('?:', ':')), 'target: T'].join(', ')}): T & ${q.result};`);
    }
  });
  out.push('}', '');
  return out.join('\n');
}

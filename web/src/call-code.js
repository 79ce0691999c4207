// The code panel's text: the recorded core calls behind the readout written as JavaScript a reader can paste,
// `const r0 = sk.sweepSphereSphere({ center: { x: 0, y: 1, z: 0 }, radius: 0.5 }, …);`, one line per call in
// the order made, r<i> being calls()[i] (the readout cell's data-call). An object of the core in the
// arguments (a TriangleMesh, a ConvexHull…) is no literal: it is named, and the name declared in a comment;
// one a listed call returned is its r<i>. Methods of such objects (a World's, a Character's) are not recorded:
// a comment says so.
import { isHandle, literal } from './literal.js';

/** The first line: how a project gets `sk`. */
export const PREAMBLE = "import { init } from 'sweepkit'; const sk = await init();";

/** Variable names for objects of the core the scene made beyond the listed calls, by kind. */
const NAMES = { TriangleMesh: 'mesh', ConvexHull: 'hull', World: 'world', Character: 'character' };

/** What a comment says of a listed call that returned an object of the core, by kind. */
const RETURNS = {
  World: 'a World: the scene’s addBody, setMotion, step… calls on it are its methods, not recorded here',
  TriangleMesh: 'a TriangleMesh: its own methods (mesh.sweep…) are not recorded here',
  ConvexHull: 'a ConvexHull',
};

/**
 * The source of `calls` ({fn, args, result}, as the recorder keeps them): the preamble, a comment per object of
 * the core the arguments use that no listed call made, then `const r<i> = sk.<fn>(<args>);` per call.
 * @param {{fn: string, args: unknown[], result: unknown}[]} calls
 * @param {{kindOf?: (object: object) => string | undefined, dropped?: number}} [options]
 *   kindOf: the kind of an object of the core ('TriangleMesh'…); dropped: calls made but not recorded.
 * @returns {string}
 */
export function callsCode(calls, { kindOf = () => undefined, dropped = 0 } = {}) {
  const names = new Map(); // object of the core -> its name in the code
  const notes = [];
  const opaque = (object) => {
    if (!names.has(object)) {
      const kind = kindOf(object) ?? guessKind(object);
      const base = NAMES[kind] ?? 'object';
      const taken = [...names.values()].filter((name) => name === base || new RegExp(`^${base}\\d+$`).test(name)).length;
      const name = taken === 0 ? base : `${base}${taken + 1}`;
      names.set(object, name);
      notes.push(`// ${name}: the scene’s ${kind ?? 'object of the core'} (made when the scene loads; not written here)`);
    }
    return names.get(object);
  };

  const lines = calls.map(({ fn, args, result }, i) => {
    const line = `const r${i} = sk.${fn}(${args.map((arg) => literal(withoutMarkers(arg), opaque)).join(', ')});`;
    if (isHandle(result)) {
      names.set(result, `r${i}`);
      const kind = kindOf(result) ?? guessKind(result);
      return `${line} // ${RETURNS[kind] ?? `an object of the core (${kind ?? 'its methods are not recorded here'})`}`;
    }
    return line;
  });
  if (calls.length === 0) lines.push('// This frame makes no sk.* calls the panel records (a World’s and a Character’s methods are not recorded).');
  if (dropped > 0) lines.push(`// … and ${dropped} more call${dropped === 1 ? '' : 's'} of this frame, not recorded (the panel keeps the first ones).`);
  return [PREAMBLE, ...notes, ...lines].join('\n');
}

/** Three.js's type markers (a Sphere's own `isSphere: true`…), which the core does not read. */
const MARKER = /^is[A-Z]\w*$/;

/** `value` without three.js's type markers, at any depth (a copy where one was removed). */
function withoutMarkers(value) {
  if (Array.isArray(value)) return value.map(withoutMarkers);
  if (value === null || typeof value !== 'object' || isHandle(value) || ArrayBuffer.isView(value)) return value;
  const copy = {};
  for (const [key, field] of Object.entries(value)) if (!(MARKER.test(key) && field === true)) copy[key] = withoutMarkers(field);
  return copy;
}

/** The kind of an object of the core that no recorded call made (the scene made it through the unwrapped API). */
function guessKind(object) {
  if ('mesh' in object && typeof object.raycast === 'function') return 'TriangleMesh';
  if ('hull' in object) return 'ConvexHull';
  if (typeof object.step === 'function' && typeof object.addBody === 'function') return 'World';
  return undefined;
}

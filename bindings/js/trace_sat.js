// sk.traceSat(obbA, obbB): the separating axis test of two oriented boxes, axis by axis, for step-through views
// (the playground's "SAT for boxes" scene) and for learning what contact / contactObbObb computed. The boxes are
// checked and packed exactly as the generic queries do (shapeTag, packShape: three.js OBBs with a Matrix3 and
// {x, y, z, w} quaternion rotations both work); the core's trace (trace_sat_obb_obb) comes back as plain
// objects built in bindings/embind/trace_sat.cpp.
import { inputError, shapeTag, typeError } from './check.js';
import { SHAPE_TYPES, SHAPE_WORDS } from './generated/layout.js';
import { packShape } from './generated/shapes.js';

const FN = 'traceSat';
const NAMES = Object.freeze(['obbA', 'obbB']);
const OBB = SHAPE_TYPES.indexOf('obb');

/** The tag of `obb` (an OBB, by its fields or `type: 'obb'`), or the TypeError naming `path`. */
function obbTag(path, obb) {
  const tag = shapeTag(FN, path, obb);
  if (tag !== OBB) throw typeError(FN, path, 'an oriented box {center, halfSize, rotation}', obb);
  return tag;
}

/**
 * The traceSat function over a loaded core.
 * @param {object} core  the Emscripten module (its embind export traceSat).
 */
export function createTraceSat(core) {
  const words = new Array(2 * SHAPE_WORDS).fill(0);

  /** See trace_sat.d.ts. */
  function traceSat(obbA, obbB) {
    const tagA = obbTag('obbA', obbA);
    const tagB = obbTag('obbB', obbB);
    packShape(FN, 'obbA', tagA, obbA, words, 0);
    packShape(FN, 'obbB', tagB, obbB, words, SHAPE_WORDS);
    const out = core.traceSat(tagA, tagB, words);
    if (out.status === 'invalid_input') throw inputError(FN, NAMES, [obbA, obbB], out.error, out.errorArgument);
    return out;
  }

  return { traceSat };
}

// Step-through traces of the convex algorithms, for views that explain them (the playground's GJK/EPA and
// spinning-bar scenes): sk.traceGjk and sk.traceTimeOfImpact. The core runs its own GJK, EPA and conservative
// advancement on its own proxies (bindings/embind/trace.cpp) and builds the result objects; this file only
// checks and packs the arguments as the generic queries do (shapeTag / packShape / motionWords) and turns the
// core's answer for bad input into the same named errors. Not for hot paths: each call allocates its result.
import { convexShapeTag, inputError, motionWords } from './check.js';
import { SHAPE_TYPES, SHAPE_WORDS } from './generated/layout.js';
import { packShape } from './generated/shapes.js';

const PLANE = SHAPE_TYPES.indexOf('plane');
const BOUNDED = SHAPE_TYPES.filter((kind) => kind !== 'plane').join(', ');
const ARGS_TRACE_GJK = Object.freeze(['shapeA', 'shapeB']);
const ARGS_TRACE_TOI = Object.freeze(['shapeA', 'motionA', 'shapeB', 'motionB']);

/** The TypeError for a plane given to a trace: GJK and conservative advancement need bounded shapes. */
function planeError(fn, tagA, tagB) {
  const path = tagA === PLANE ? 'shapeA' : 'shapeB';
  const error = new TypeError(
    `${fn}: no ${fn} for the pair (${SHAPE_TYPES[tagA]}, ${SHAPE_TYPES[tagB]}): ${path} is a plane, and the ` +
      `trace needs two bounded convex shapes (${BOUNDED})`,
  );
  error.argument = path;
  error.field = null;
  return error;
}

/** A shape's tag and its words in a new array (the core copies them as float32, as the generic queries pass them). */
function shapeWords(fn, path, shape) {
  const tag = convexShapeTag(fn, path, shape, 'a triangle mesh has no GJK trace (traceMeshSweep traces a shape against one)');
  const words = new Float64Array(SHAPE_WORDS);
  packShape(fn, path, tag, shape, words, 0);
  return [tag, words];
}

/** The core's answer, or the error it stands for. */
function answer(fn, names, args, tagA, tagB, result) {
  if (result.unsupported) throw planeError(fn, tagA, tagB);
  if (result.error !== undefined) throw inputError(fn, names, args, result.error, result.argument);
  return result;
}

/**
 * The trace functions over a loaded core.
 * @param {object} core  the Emscripten module (its embind functions traceGjk and traceTimeOfImpact).
 */
export function createTraces(core) {
  /**
   * GJK's iterations on the Minkowski difference B − A of the two shapes' cores, then, when the cores overlap,
   * EPA's polytopes: the computation sk.contact makes for the pairs it sends through GJK/EPA. See trace.d.ts.
   */
  function traceGjk(shapeA, shapeB) {
    const [tagA, wordsA] = shapeWords('traceGjk', 'shapeA', shapeA);
    const [tagB, wordsB] = shapeWords('traceGjk', 'shapeB', shapeB);
    if (tagA === PLANE || tagB === PLANE) throw planeError('traceGjk', tagA, tagB);
    return answer('traceGjk', ARGS_TRACE_GJK, [shapeA, shapeB], tagA, tagB, core.traceGjk(tagA, wordsA, tagB, wordsB));
  }

  /**
   * Conservative advancement's steps for two moving (and turning) shapes: the computation sk.sweep makes for
   * the pairs it sends through time of impact. See trace.d.ts.
   */
  function traceTimeOfImpact(shapeA, motionA, shapeB, motionB) {
    const fn = 'traceTimeOfImpact';
    const [tagA, wordsA] = shapeWords(fn, 'shapeA', shapeA);
    const motionWordsA = motionWords(fn, 'motionA', motionA, new Float64Array(6));
    const [tagB, wordsB] = shapeWords(fn, 'shapeB', shapeB);
    const motionWordsB = motionWords(fn, 'motionB', motionB, new Float64Array(6));
    if (tagA === PLANE || tagB === PLANE) throw planeError(fn, tagA, tagB);
    const args = [shapeA, motionA, shapeB, motionB];
    return answer(fn, ARGS_TRACE_TOI, args, tagA, tagB,
      core.traceTimeOfImpact(tagA, wordsA, motionWordsA, tagB, wordsB, motionWordsB));
  }

  return { traceGjk, traceTimeOfImpact };
}

// sweepkit/three: helpers for three.js users (three is a peer dependency; the core entry `sweepkit` never imports
// it). Shapes need no helper: three's Box3 ({min, max}), Sphere ({center, radius}), OBB ({center, halfSize,
// rotation}) and Capsule ({start, end, radius}) pass to every sweepkit query as they are.
export { trianglesOfGeometry, trianglesOfObject } from './geometry.js';
export { colliderOf, bodiesOfObject } from './colliders.js';
export { WorldHelper } from './world-helper.js';
export { LineBuffer } from './line-buffer.js';
export {
  aabbLines, arrowLines, capsuleLines, crossLines, hullLines, obbLines, planeLines, shapeLines, sphereLines,
  triangleEdgeLines,
} from './shape-lines.js';
export { sweptLines } from './swept-lines.js';
export { castHitTarget, cast, characterMove, moveTarget, raycast, rayHitTarget, toVector3 } from './targets.js';

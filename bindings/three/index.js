// sweepkit/three: helpers for three.js users (three is a peer dependency; the core entry `sweepkit` never imports
// it). Shapes need no helper: three's Box3 ({min, max}), Sphere ({center, radius}), OBB ({center, halfSize,
// rotation}) and Capsule ({start, end, radius}) pass to every sweepkit query as they are.
export { trianglesOfGeometry, trianglesOfObject } from './geometry.js';

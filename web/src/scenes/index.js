// The registry of playground scenes, in menu order (the digit keys 1–9 follow it). A scene is a plain object:
//   { id, nav (short menu name), title, intro (HTML, $…$ formulas),
//     legend [{color, label, ghost?, square?, objects? (keys of state.objects drawn in that colour)}],
//     params, paramControls,
//     view {position, target, width? (world units across that must stay in view on narrow screens)},
//     frameSeconds? (playback: real seconds per frame at speed 1),
//     setup({sk, raw, root, params, drag, overlay, perf, changed}) -> state,
//     step(state, k) sets state.frame for frame k,   at?(state, t) for discrete tests at time k + t,
//     draw(state, t),   readout(state, t) -> [{key, label, value, from?, field?}],   dispose(state) }
// step() must compute frame k from k alone, so that stepping back is exact. `sk` records its calls (see
// recorder.js); `raw` does not, for scenes that make thousands of calls per frame.
import aabbAabb from './aabb-aabb.js';
import aabbSphere from './aabb-sphere.js';
import character from './character.js';
import pairs from './pairs.js';
import rain from './rain.js';
import sphereSphere from './sphere-sphere.js';
import spherePlane from './sphere-plane.js';
import sweptVolumes from './swept-volumes.js';
import tunnelling from './tunnelling.js';

export const scenes = [spherePlane, sphereSphere, aabbAabb, aabbSphere, tunnelling, sweptVolumes, rain, pairs, character];

/** The scene with this id (e.g. from the URL hash), or the first one. */
export function findScene(id) {
  return scenes.find((scene) => scene.id === id) ?? scenes[0];
}

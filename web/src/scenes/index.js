// The registry of playground scenes, in number order (a scene's number, typed as digits, picks it; the menu lists
// them by chapter, in the reading order of ../chapters.js). A scene is a plain object:
//   { id, nav (short menu name), title, intro (HTML, $…$ formulas),
//     legend [{color, label, ghost?, square?, objects? (keys of state.objects drawn in that colour)}],
//     params, paramControls,
//     view {position, target, width? (world units across that must stay in view on narrow screens)},
//     time? (false: nothing depends on the slider time t within a frame, and the slider is disabled),
//     frameSeconds? (playback: real seconds per frame at speed 1),
//     setup({sk, raw, root, params, drag, overlay, perf, changed, view (the viewport: view.follow(point))}) -> state,
//     step(state, k) sets state.frame for frame k,   at?(state, t) for discrete tests at time k + t,
//     draw(state, t),   readout(state, t) -> [{key, label, value, from?, field?}],   dispose(state) }
// step() must compute frame k from k alone, so that stepping back is exact. `sk` records its calls (see
// recorder.js); `raw` does not, for scenes that make thousands of calls per frame. Each module also exports
// `e2e`, its end-to-end spec (see `specs`).
import * as aabbAabb from './aabb-aabb.js';
import * as aabbSphere from './aabb-sphere.js';
import * as bvhAtWork from './bvh-at-work.js';
import * as character from './character.js';
import * as ghostCollisions from './ghost-collisions.js';
import * as gauntletCharacter from './gauntlet-character.js';
import * as gjkEpa from './gjk-epa.js';
import * as meshSweep from './mesh-sweep.js';
import * as obbContact from './obb-contact.js';
import * as pairs from './pairs.js';
import * as rain from './rain.js';
import * as satBoxes from './sat-boxes.js';
import * as sphereSphere from './sphere-sphere.js';
import * as spherePlane from './sphere-plane.js';
import * as spinningBar from './spinning-bar.js';
import * as sweptVolumes from './swept-volumes.js';
import * as tunnelling from './tunnelling.js';
import * as turningDoor from './turning-door.js';

const modules = [spherePlane, sphereSphere, aabbAabb, aabbSphere, tunnelling, sweptVolumes, rain, pairs, character, spinningBar, obbContact, satBoxes, gjkEpa, ghostCollisions, meshSweep, bvhAtWork, gauntletCharacter, turningDoor];

/** The scenes (each module's default export), in menu order. */
export const scenes = modules.map((module) => module.default);

/**
 * Each scene's end-to-end spec (its module's `e2e` export), by scene id: {shot (a URL query), steps?,
 * warm?, expected(sk, params, k, t) -> {readout key: value}}. Read by tests/e2e/scenes.test.js.
 */
export const specs = new Map(modules.map((module) => [module.default.id, module.e2e]));

/** The scene with this id (e.g. from the URL hash), or the first one. */
export function findScene(id) {
  return scenes.find((scene) => scene.id === id) ?? scenes[0];
}

// The registry of playground scenes, in menu order. A scene is a plain object:
//   { id, title, intro (HTML), legend, params, paramControls, view,
//     setup({sk, root, params}) -> state,   step(state, k) -> frame k,   draw(state, t),
//     readout(state, t) -> [{key, label, value}],   dispose(state) }
// step() must compute frame k from k alone, so that stepping back is exact.
import spherePlane from './sphere-plane.js';

export const scenes = [spherePlane];

/** The scene with this id (e.g. from the URL hash), or the first one. */
export function findScene(id) {
  return scenes.find((scene) => scene.id === id) ?? scenes[0];
}

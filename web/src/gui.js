// The parameters panel (lil-gui), bound to a scene's plain `params` object as its `paramControls` describe:
//   { key, name, min, max, step }            a number (slider and field)
//   { key, name, options: {label: value} }    a choice
//   { key, name }                             a boolean (when the default is one)
//   { key, name, vector: true, min, max, step, folder? }   three number fields "name x/y/z"
// `folder` groups controls under a closed heading (positions that are also dragged in the view).
// Every control's accessible name is its `name`. (The playback speed is in the playback bar.)
import GUI from 'lil-gui';

/**
 * @param {HTMLElement} container
 * @param {object} scene
 * @param {object} params   the live parameters (mutated by the controls).
 * @param {() => void} onChange
 */
export function buildGui(container, scene, params, onChange) {
  const gui = new GUI({ container, title: 'Parameters' });
  const folders = new Map();
  const parentFor = (name) => {
    if (!name) return gui;
    if (!folders.has(name)) folders.set(name, gui.addFolder(name).close());
    return folders.get(name);
  };

  for (const control of scene.paramControls) {
    const { key, name, min, max, step, options, vector, folder } = control;
    const parent = parentFor(folder);
    if (vector) {
      ['x', 'y', 'z'].forEach((axis, i) => parent.add(params[key], i, min, max, step).name(`${name} ${axis}`));
    } else if (options) {
      parent.add(params, key, options).name(name);
    } else if (typeof params[key] === 'boolean') {
      parent.add(params, key).name(name);
    } else {
      parent.add(params, key, min, max, step).name(name);
    }
  }
  gui.onChange(() => onChange());
  return gui;
}

// Playground boot: load the WebAssembly core, build the view and the controls, run the scene chosen
// by the URL hash (#sphere-plane), and keep view, readout and controls in step with the stepper.
import './style.css';
import GUI from 'lil-gui';
import * as THREE from 'three';
import { init } from 'sweepkit';
import { bindControls } from './controls.js';
import { createPanel } from './panel.js';
import { createViewport } from './render/viewport.js';
import { findScene, scenes } from './scenes/index.js';
import { createStepper } from './stepper.js';

async function boot() {
  const sk = await init();
  const viewport = createViewport(document.getElementById('viewport'), document.getElementById('view'));
  const panel = createPanel();

  /** For tests and the console: the live state of the playground. */
  const debug = { ready: false, sk, scene: null, frame: 0, t: 0, playing: false, lastResult: null, inputs: null };
  window.__sweepkit = debug;

  let active = null; // { scene, state, root, gui, stale }
  const stepper = createStepper({ onChange: show });
  const controls = bindControls(stepper);

  /** Brings everything in line with the stepper: frame k is (re)computed from k, then drawn at t. */
  function show({ frame, t, playing }) {
    const { scene, state } = active;
    if (active.stale || state.frame?.k !== frame) {
      scene.step(state, frame);
      active.stale = false;
    }
    scene.draw(state, t);
    panel.update(scene.readout(state, t));
    controls.sync({ frame, t, playing });
    Object.assign(debug, { frame, t, playing, lastResult: state.frame.result, inputs: state.frame.inputs });
    viewport.invalidate();
  }

  function load(id) {
    if (active) {
      active.scene.dispose(active.state);
      active.gui.destroy();
      active.root.removeFromParent();
    }
    const scene = findScene(id);
    const root = new THREE.Group();
    viewport.scene.add(root);
    const params = structuredClone(scene.params);
    const state = scene.setup({ sk, root, params });

    const gui = new GUI({ container: document.getElementById('params'), title: 'Parameters' });
    for (const { key, name, min, max, step } of scene.paramControls) gui.add(params, key, min, max, step).name(name);
    gui.add(stepper, 'frameSeconds', 0.1, 3, 0.05).name('playback: s per frame');
    gui.onChange(() => {
      active.stale = true;
      stepper.refresh();
    });

    active = { scene, state, root, gui, stale: true };
    debug.scene = scene.id;
    panel.showScene(scene);
    for (const link of document.querySelectorAll('#scene-nav a')) {
      if (link.hash === `#${scene.id}`) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
    viewport.lookAt(scene.view.position, scene.view.target);
    stepper.reset();
  }

  document.getElementById('scene-nav').replaceChildren(
    ...scenes.map((scene) => Object.assign(document.createElement('a'), { href: `#${scene.id}`, textContent: scene.title })),
  );
  window.addEventListener('hashchange', () => load(location.hash.slice(1)));
  load(location.hash.slice(1));

  viewport.render();
  document.getElementById('boot-status').hidden = true;
  debug.ready = true;
  document.body.dataset.ready = 'true';

  let last = performance.now();
  requestAnimationFrame(function loop(now) {
    stepper.advance((now - last) / 1000);
    last = now;
    viewport.renderIfNeeded();
    requestAnimationFrame(loop);
  });
}

boot().catch((error) => {
  console.error(error);
  const status = document.getElementById('boot-status');
  status.textContent = `The playground could not start: ${error.message}`;
  status.classList.add('error');
});

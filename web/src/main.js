// Playground boot: load the WebAssembly core, build the view and the controls, run the scene chosen by
// the URL hash (#sphere-plane?radius=0.8&frame=3), and keep view, readout, controls and URL in step with
// the stepper.
import './style.css';
import { init } from 'sweepkit';
import * as THREE from 'three';
import { createCodePanel } from './code-panel.js';
import { bindControls } from './controls.js';
import { formatNumber, formatVec } from './format.js';
import { buildGui } from './gui.js';
import { createPanel } from './panel.js';
import { createRecorder } from './recorder.js';
import { createDrag } from './render/drag.js';
import { createViewport } from './render/viewport.js';
import { createNav } from './nav.js';
import { findScene, scenes } from './scenes/index.js';
import { createStepper, DEFAULT_FRAME_SECONDS, TICK_SECONDS } from './stepper.js';
import { formatHash, parseHash, readParams } from './url-state.js';

/** How long the URL waits for the state to settle before it is rewritten (ms). */
const URL_DELAY = 200;

async function boot() {
  const sk = await init();
  const recorder = createRecorder(sk);
  const viewport = createViewport(document.getElementById('viewport'), document.getElementById('view'));
  const drag = createDrag(viewport);
  const panel = createPanel();
  const code = createCodePanel();
  const overlay = document.getElementById('overlay');

  /** Time per animation frame: `workMs` = stepping, drawing and rendering; `intervalMs` = between frames. */
  const perf = { workMs: 0, intervalMs: 0, renderMs: 0 };

  /**
   * For tests and the console: the live state of the playground. `calls` are the core calls behind the
   * readout ({fn, args, result}); `params` and `state` are the scene's; `speed` is the playback speed;
   * `project` gives a world point's position on the page (client pixels), seen by `camera`; `drag` is the drag module
   * (attached object, hovered gizmo axis); `clock` lets tests drive playback by simulated time instead of
   * the real time between animation frames (see below).
   */
  const debug = {
    ready: false, sk, scene: null, frame: 0, t: 0, playing: false,
    lastResult: null, inputs: null, calls: [], perf, params: null, state: null, drag, camera: viewport.camera,
    format: { formatNumber, formatVec },
    project(point) {
      const v = new THREE.Vector3(point.x, point.y, point.z).project(viewport.camera);
      const box = viewport.canvas.getBoundingClientRect();
      return { x: box.left + ((v.x + 1) / 2) * box.width, y: box.top + ((1 - v.y) / 2) * box.height };
    },
  };
  window.__sweepkit = debug;

  let active = null; // { scene, state, root, gui, params, stale }
  let urlTimer = 0;
  const stepper = createStepper({ onChange: show });
  const nav = createNav(scenes);
  const timeControl = document.querySelector('.controls .time');
  const timeSlider = document.getElementById('t-slider');
  /** Puts the camera back where the scene's view puts it (the button "Reset camera", the key C). */
  const resetCamera = () => {
    const { view } = active.scene;
    viewport.lookAt(view.position, view.target, view.width);
    if (active.state.frame) stepper.refresh(); // drawn again: a scene whose view follows an object follows it
  };
  document.getElementById('camera-reset').addEventListener('click', () => active && resetCamera());
  const controls = bindControls(stepper, {
    onSceneNumber: (n) => scenes[n - 1] && navigate(scenes[n - 1].id),
    sceneCount: scenes.length,
    onSpeed: () => active && scheduleUrl(),
    onCamera: () => active && resetCamera(),
    onPage: (step) => {
      const { previous, next } = nav.neighbours(active.scene.id);
      const to = step > 0 ? next : previous;
      if (to) navigate(to.scene.id);
    },
  });
  Object.defineProperty(debug, 'speed', { get: () => stepper.speed, enumerable: true });

  /**
   * Where playback time comes from: the real time between animation frames, or, once held, only
   * `advance(seconds)` (rounded to whole ticks of TICK_SECONDS, fed one tick at a time, so the same call
   * always plays the same frames, however busy the machine).
   */
  let clockHeld = false;
  debug.clock = {
    get held() {
      return clockHeld;
    },
    hold() {
      clockHeld = true;
    },
    release() {
      clockHeld = false;
    },
    advance(seconds) {
      const ticks = Math.round(seconds / TICK_SECONDS);
      for (let i = 0; i < ticks; i++) stepper.advance(TICK_SECONDS);
      return ticks;
    },
  };

  /** Brings everything in line with the stepper: frame k is (re)computed from k, then shown at t. */
  function show({ frame, t, playing }) {
    const { scene, state } = active;
    if (active.stale || state.frame?.k !== frame) {
      recorder.beginStep();
      scene.step(state, frame);
      active.stale = false;
    }
    if (scene.at) {
      recorder.beginAt();
      scene.at(state, t);
    }
    scene.draw(state, t);
    panel.update(scene.readout(state, t), recorder);
    code.update(recorder);
    controls.sync({ frame, t, playing });
    Object.assign(debug, {
      frame, t, playing,
      lastResult: state.frame.result ?? null,
      inputs: state.frame.inputs ?? null,
      calls: recorder.calls(),
    });
    if (!playing) scheduleUrl();
    viewport.invalidate();
  }

  function scheduleUrl() {
    clearTimeout(urlTimer);
    urlTimer = setTimeout(() => {
      // A link followed since the last load or write (its hashchange not yet handled) wins: writing the shown
      // state now would replace the link's hash before the page reads it, and load the old state again.
      if (location.hash !== ownHash) return;
      const { frame, t } = stepper.state;
      const hash = formatHash(active.scene.id, active.params, active.scene.params, { frame, t, speed: stepper.speed });
      if (location.hash !== hash) history.replaceState(null, '', hash);
      ownHash = location.hash;
    }, URL_DELAY);
  }

  /** Something the scene reads changed (a parameter field, a drag): recompute the frame. */
  function changed() {
    active.stale = true;
    active.gui.controllersRecursive().forEach((controller) => controller.updateDisplay());
    stepper.refresh();
  }

  function load({ id, values, frame, t, speed }) {
    if (active) {
      drag.clear();
      active.scene.dispose(active.state);
      active.gui.destroy();
      active.root.removeFromParent();
      overlay.replaceChildren();
    }
    const scene = findScene(id);
    const params = readParams(scene.params, scene.paramControls, values);
    const root = new THREE.Group();
    viewport.scene.add(root);
    const state = scene.setup({ sk: recorder.core, raw: sk, root, params, drag, overlay, perf, changed, view: viewport });

    stepper.frameSeconds = scene.frameSeconds ?? DEFAULT_FRAME_SECONDS;
    const gui = buildGui(document.getElementById('params'), scene, params, () => changed());
    active = { scene, state, root, gui, params, stale: true };
    Object.assign(debug, { scene: scene.id, params, state });
    panel.showScene(scene);
    nav.show(scene.id);
    // A scene whose frames do not depend on the time within a frame disables the t slider, and says so (it
    // still shows playback's way through the frame).
    const timeless = scene.time === false;
    timeSlider.disabled = timeless;
    timeControl.classList.toggle('unused', timeless);
    timeControl.title = timeless ? 'This scene’s frames do not depend on t: the slider only shows playback through the frame' : '';
    resetCamera();
    if (speed !== undefined) controls.setSpeed(speed); // a link without one keeps the current speed
    stepper.goTo(frame, t);
  }

  function navigate(id) {
    location.hash = `#${id}`;
  }

  /** The hash the page last loaded or wrote: a different one in the address bar is a link followed since. */
  let ownHash = location.hash;
  const loadHash = () => {
    ownHash = location.hash;
    load(parseHash(ownHash));
  };
  window.addEventListener('hashchange', loadHash);
  loadHash();

  viewport.render();
  document.getElementById('boot-status').hidden = true;
  debug.ready = true;
  document.body.dataset.ready = 'true';

  let last = performance.now();
  requestAnimationFrame(function loop(now) {
    const start = performance.now();
    if (!clockHeld) stepper.advance((now - last) / 1000);
    const drawn = viewport.renderIfNeeded();
    if (drawn) {
      // Smoothed over ~20 frames, so the readout is steady.
      perf.workMs += (performance.now() - start - perf.workMs) * 0.05;
      perf.renderMs += (viewport.renderMs - perf.renderMs) * 0.05;
      perf.intervalMs += (now - last - perf.intervalMs) * 0.05;
    }
    last = now;
    requestAnimationFrame(loop);
  });
}

boot().catch((error) => {
  console.error(error);
  const status = document.getElementById('boot-status');
  status.textContent = `The playground could not start: ${error.message}`;
  status.classList.add('error');
});

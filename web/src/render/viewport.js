// The 3D view: renderer, camera with orbit controls, lights, DOM labels, and resizing with its box.
// It draws only when something changed (call invalidate(), then renderIfNeeded() from the loop).
import * as THREE from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { CSS2DRenderer } from 'three/addons/renderers/CSS2DRenderer.js';

/** Vertical field of view, in degrees, for boxes at least square; taller boxes widen it to keep the sides in view. */
const FOV = 38;
const WIDE_ASPECT = 1;

/**
 * @param {HTMLElement} container   the element the view fills; resized with it.
 * @param {HTMLCanvasElement} canvas
 */
export function createViewport(container, canvas) {
  // preserveDrawingBuffer: screenshots and pixel reads (the e2e test) see the last frame.
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));

  const scene = new THREE.Scene();
  scene.background = new THREE.Color('#0d1424');
  scene.add(new THREE.HemisphereLight('#dbe7ff', '#1b2233', 1.6));
  const sun = new THREE.DirectionalLight('#ffffff', 2.2);
  sun.position.set(4, 10, 6);
  scene.add(sun);

  const camera = new THREE.PerspectiveCamera(FOV, 1, 0.1, 200);
  const controls = new OrbitControls(camera, canvas);
  controls.addEventListener('change', () => invalidate());

  const labels = new CSS2DRenderer();
  labels.domElement.className = 'labels';
  container.append(labels.domElement);

  let dirty = true;
  const invalidate = () => {
    dirty = true;
  };
  /** World units across that must fit at the orbit target (set by lookAt; 0: no constraint). */
  let fitWidth = 0;

  function resize() {
    const width = Math.max(1, container.clientWidth);
    const height = Math.max(1, container.clientHeight);
    renderer.setSize(width, height, false);
    labels.setSize(width, height);
    camera.aspect = width / height;
    // In a tall box (phones, portrait), keep the horizontal field of view of a square one.
    const halfWide = Math.atan(Math.tan(THREE.MathUtils.degToRad(FOV / 2)) * WIDE_ASPECT);
    let halfFov = camera.aspect >= WIDE_ASPECT
      ? THREE.MathUtils.degToRad(FOV / 2)
      : Math.atan(Math.tan(halfWide) / camera.aspect);
    // Widen further if the scene asks for a width that would not fit (narrow screens).
    if (fitWidth > 0) {
      const distance = camera.position.distanceTo(controls.target);
      const needed = fitWidth / 2 / distance; // tan of the horizontal half-angle
      halfFov = Math.max(halfFov, Math.atan(needed / camera.aspect));
    }
    camera.fov = THREE.MathUtils.radToDeg(2 * halfFov);
    camera.updateProjectionMatrix();
    invalidate();
  }
  new ResizeObserver(resize).observe(container);
  resize();

  /** Milliseconds the last render took (CPU side: scene traversal, draw calls, labels). */
  let renderMs = 0;

  function render() {
    const start = performance.now();
    renderer.render(scene, camera);
    // Labels placed relative to the view (debug-draw's setLabelBeside) move before they are drawn.
    scene.traverseVisible((object) => object.userData.placeInView?.(camera));
    labels.render(scene, camera);
    renderMs = performance.now() - start;
    dirty = false;
  }

  return {
    scene,
    camera,
    canvas,
    renderer,
    /** The OrbitControls (drag.js turns them off while an object is dragged). */
    orbit: controls,
    get renderMs() {
      return renderMs;
    },
    invalidate,
    render,
    /** Renders if something changed since the last render; returns whether it did. */
    renderIfNeeded() {
      if (!dirty) return false;
      render();
      return true;
    },
    /**
     * Moves the camera and its orbit centre together so that the centre is at `point` ({x, y, z}): the view
     * follows a moving object and keeps the angle and distance the user orbited to.
     */
    follow(point) {
      const shift = new THREE.Vector3(point.x, point.y, point.z).sub(controls.target);
      if (shift.lengthSq() === 0) return;
      camera.position.add(shift);
      controls.target.add(shift);
      controls.update();
      invalidate();
    },
    /**
     * Puts the camera at `position` looking at `target` (arrays or vectors) and makes it the orbit centre.
     * `width`: world units across the target that must stay in view however narrow the screen.
     */
    lookAt(position, target, width = 0) {
      camera.position.fromArray(Array.isArray(position) ? position : position.toArray());
      controls.target.fromArray(Array.isArray(target) ? target : target.toArray());
      controls.update();
      fitWidth = width;
      resize();
    },
  };
}

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

  function resize() {
    const width = Math.max(1, container.clientWidth);
    const height = Math.max(1, container.clientHeight);
    renderer.setSize(width, height, false);
    labels.setSize(width, height);
    camera.aspect = width / height;
    // In a tall box (phones, portrait), keep the horizontal field of view of a square one.
    const halfWide = Math.atan(Math.tan(THREE.MathUtils.degToRad(FOV / 2)) * WIDE_ASPECT);
    camera.fov = camera.aspect >= WIDE_ASPECT
      ? FOV
      : THREE.MathUtils.radToDeg(2 * Math.atan(Math.tan(halfWide) / camera.aspect));
    camera.updateProjectionMatrix();
    invalidate();
  }
  new ResizeObserver(resize).observe(container);
  resize();

  function render() {
    renderer.render(scene, camera);
    labels.render(scene, camera);
    dirty = false;
  }

  return {
    scene,
    camera,
    invalidate,
    render,
    renderIfNeeded() {
      if (dirty) render();
    },
    /** Puts the camera at `position` looking at `target` (arrays or vectors) and makes it the orbit centre. */
    lookAt(position, target) {
      camera.position.fromArray(Array.isArray(position) ? position : position.toArray());
      controls.target.fromArray(Array.isArray(target) ? target : target.toArray());
      controls.update();
      invalidate();
    },
  };
}

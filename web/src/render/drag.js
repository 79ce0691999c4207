// Dragging scene objects with three's TransformControls. A scene registers handles (meshes it already
// draws: the ghost at C0, a box, a plane); clicking one attaches the gizmo to it, clicking empty space
// detaches it. While a handle is dragged, its `onDrag(object)` turns the new position into parameters.
// Orbiting is off during a drag. Every dragged quantity is also a number field in the parameters panel,
// for keyboard users.
import * as THREE from 'three';
import { TransformControls } from 'three/addons/controls/TransformControls.js';

/** Pointer travel (px) below which a press and release count as a click, not an orbit. */
const CLICK_SLOP = 5;

/**
 * @param {ReturnType<import('./viewport.js').createViewport>} viewport
 */
export function createDrag(viewport) {
  const { camera, canvas, orbit } = viewport;
  const transform = new TransformControls(camera, canvas);
  transform.setSize(0.8);
  viewport.scene.add(transform.getHelper());

  /** @type {Map<THREE.Object3D, {onDrag: Function, axes?: string, space?: string}>} */
  const handles = new Map();
  const raycaster = new THREE.Raycaster();
  const pointer = new THREE.Vector2();
  let down = null;

  transform.addEventListener('change', () => viewport.invalidate());
  transform.addEventListener('dragging-changed', (event) => {
    orbit.enabled = !event.value;
  });
  transform.addEventListener('objectChange', () => {
    const handle = handles.get(transform.object);
    handle?.onDrag(transform.object);
  });

  function pick(event) {
    const box = canvas.getBoundingClientRect();
    pointer.set(((event.clientX - box.left) / box.width) * 2 - 1, -((event.clientY - box.top) / box.height) * 2 + 1);
    raycaster.setFromCamera(pointer, camera);
    const hits = raycaster.intersectObjects([...handles.keys()].filter((o) => o.visible), true);
    for (const hit of hits) {
      for (let object = hit.object; object; object = object.parent) if (handles.has(object)) return object;
    }
    return null;
  }

  function attach(object) {
    const { axes = 'XYZ', space = 'world' } = handles.get(object);
    transform.showX = axes.includes('X');
    transform.showY = axes.includes('Y');
    transform.showZ = axes.includes('Z');
    transform.setSpace(space);
    transform.attach(object);
    viewport.invalidate();
  }

  canvas.addEventListener('pointerdown', (event) => {
    down = { x: event.clientX, y: event.clientY };
  });
  canvas.addEventListener('pointerup', (event) => {
    if (!down || transform.dragging || transform.axis !== null) return;
    const moved = Math.hypot(event.clientX - down.x, event.clientY - down.y);
    down = null;
    if (moved > CLICK_SLOP) return;
    const object = pick(event);
    if (object) attach(object);
    else if (transform.object) {
      transform.detach();
      viewport.invalidate();
    }
  });
  canvas.addEventListener('pointermove', (event) => {
    if (event.buttons || handles.size === 0) return;
    canvas.style.cursor = transform.axis !== null ? '' : pick(event) ? 'pointer' : '';
  });

  return {
    /**
     * Makes `object` draggable.
     * @param {THREE.Object3D} object
     * @param {{ onDrag: (object: THREE.Object3D) => void, axes?: string, space?: 'world' | 'local' }} options
     *   axes: which gizmo arrows to show ('XYZ' by default; 'Z' with space 'local' for a plane's normal).
     */
    add(object, options) {
      handles.set(object, options);
    },
    /** Forgets one handle (detaching the gizmo if it is on it). */
    remove(object) {
      if (transform.object === object) transform.detach();
      handles.delete(object);
    },
    /** Forgets every handle and hides the gizmo (when a scene is unloaded). */
    clear() {
      transform.detach();
      handles.clear();
      canvas.style.cursor = '';
    },
    /** Attaches the gizmo to a registered handle (tests and keyboard paths use it). */
    attach,
    get attached() {
      return transform.object ?? null;
    },
    get dragging() {
      return transform.dragging;
    },
    /** The gizmo axis under the pointer ('X', 'Y', 'Z', …) or null. */
    get axis() {
      return transform.axis;
    },
  };
}

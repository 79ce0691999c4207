// A growable list of coloured line segments written into one BufferGeometry in place: the storage behind
// WorldHelper (one LineSegments, one draw call) and any debug drawing rebuilt every frame. Arrays grow by
// doubling and are kept between frames; setDrawRange shows only this frame's segments.
import { BufferAttribute, DynamicDrawUsage } from 'three';
import { rangeError } from '../js/check.js';

/**
 * Segments (pairs of points) with a colour per vertex, filled each frame from the start (`clear()`, then
 * `segment(...)` calls, then `commit()`), reusing the same Float32Arrays while they are large enough.
 */
export class LineBuffer {
  /**
   * @param {import('three').BufferGeometry} geometry  gets the `position` and `color` attributes (3 floats a vertex)
   * @param {number} [capacity]  segments to make room for at first (default 1024); it doubles when exceeded
   */
  constructor(geometry, capacity = 1024) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw rangeError('LineBuffer', 'capacity', 'must be an integer >= 1', String(capacity));
    }
    this.geometry = geometry;
    /** Segments written since clear(). */
    this.count = 0;
    this.positions = new Float32Array(6 * capacity);
    this.colors = new Float32Array(6 * capacity);
    this.r = 1;
    this.g = 1;
    this.b = 1;
    this.#attach();
  }

  /** Segments the arrays hold before they grow. */
  get capacity() {
    return this.positions.length / 6;
  }

  /** Forgets the segments written (the arrays are kept). */
  clear() {
    this.count = 0;
    return this;
  }

  /** The colour of the segments written next: a three.js Color or any {r, g, b} in [0, 1]. */
  color(c) {
    this.r = c.r;
    this.g = c.g;
    this.b = c.b;
    return this;
  }

  /** Appends the segment from (ax, ay, az) to (bx, by, bz) in the current colour. */
  segment(ax, ay, az, bx, by, bz) {
    if (this.count === this.capacity) this.#grow();
    const o = 6 * this.count++;
    const p = this.positions;
    p[o] = ax; p[o + 1] = ay; p[o + 2] = az;
    p[o + 3] = bx; p[o + 4] = by; p[o + 5] = bz;
    const c = this.colors;
    c[o] = c[o + 3] = this.r;
    c[o + 1] = c[o + 4] = this.g;
    c[o + 2] = c[o + 5] = this.b;
  }

  /** Appends the segment from point `a` to point `b` ({x, y, z} each). */
  line(a, b) {
    this.segment(a.x, a.y, a.z, b.x, b.y, b.z);
  }

  /** Hands this frame's segments to the GPU: marks the attributes changed and sets the draw range. */
  commit() {
    const position = this.geometry.getAttribute('position');
    const color = this.geometry.getAttribute('color');
    if (position.array !== this.positions) this.#attach();
    else {
      position.clearUpdateRanges();
      position.addUpdateRange(0, 6 * this.count);
      position.needsUpdate = true;
      color.clearUpdateRanges();
      color.addUpdateRange(0, 6 * this.count);
      color.needsUpdate = true;
    }
    this.geometry.setDrawRange(0, 2 * this.count);
    return this;
  }

  #grow() {
    const positions = new Float32Array(2 * this.positions.length);
    const colors = new Float32Array(2 * this.colors.length);
    positions.set(this.positions);
    colors.set(this.colors);
    this.positions = positions;
    this.colors = colors;
  }

  // New attributes over the current arrays. The old GPU buffers go with dispose() (three.js frees a geometry's
  // buffers when it is disposed, and uploads new attributes at the next draw).
  #attach() {
    if (this.geometry.getAttribute('position') !== undefined) this.geometry.dispose();
    this.geometry.setAttribute('position', new BufferAttribute(this.positions, 3).setUsage(DynamicDrawUsage));
    this.geometry.setAttribute('color', new BufferAttribute(this.colors, 3).setUsage(DynamicDrawUsage));
  }
}

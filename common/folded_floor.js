// The tessellated floor of the "ghost-collisions" scene (and the heights of the gauntlet's folded lane): a strip of unit cells running along −z whose slope
// turns by a small angle at every other cell line (0°, +fold, 0°, −fold, …: ridges and valleys), each cell
// split along a seeded random diagonal. As tests/core/mesh/sweep_mesh_test.cpp's folded_floor, turned to run
// away from the viewer. Geometry only: every query on it is the core's.
import { random } from './mulberry32.js';

/**
 * The slope (radians) of the cell between cell lines j and j + 1: +fold, −fold or 0 in the pattern
 * 0, 0, +, +, 0, 0, −, − (a fold of `fold` degrees at every other line).
 */
export function cellSlope(j, foldDegrees) {
  const phase = Math.floor(j / 2) % 4;
  const fold = (foldDegrees * Math.PI) / 180;
  return phase === 1 ? fold : phase === 3 ? -fold : 0;
}

/** The floor's height (y, metres) at each cell line j = 0 … length. */
export function lineHeights(length, foldDegrees) {
  const heights = [0];
  for (let j = 0; j < length; j++) heights.push(heights[j] + Math.tan(cellSlope(j, foldDegrees)));
  return heights;
}

/**
 * The floor's surface height under distance s (metres along −z from z = 0), linear between cell lines.
 * @param {number[]} heights  lineHeights(…)
 */
export function groundHeight(heights, s) {
  const j = Math.min(Math.max(Math.floor(s), 0), heights.length - 2);
  return heights[j] + (s - j) * (heights[j + 1] - heights[j]);
}

/**
 * The floor: `width` × `length` unit cells, x from `x0` to x0 + width, z from 0 to −length, heights from
 * lineHeights; the diagonals from random(seed). Triangles counter-clockwise seen from above (normals +y).
 * @returns {{positions: Float32Array, indices: Uint32Array, heights: number[]}} 3 floats a vertex, 3 indices a
 *   triangle: the arrays sk.createTriangleMesh takes.
 */
export function foldedFloor({ width, length, x0, foldDegrees, seed }) {
  const heights = lineHeights(length, foldDegrees);
  const positions = new Float32Array((width + 1) * (length + 1) * 3);
  const id = (i, j) => j * (width + 1) + i;
  for (let j = 0; j <= length; j++) {
    for (let i = 0; i <= width; i++) positions.set([x0 + i, heights[j], -j], 3 * id(i, j));
  }
  const next = random(seed);
  const indices = new Uint32Array(width * length * 6);
  let n = 0;
  for (let j = 0; j < length; j++) {
    for (let i = 0; i < width; i++) {
      // a (near left), b (near right), c (far right), d (far left): a, b, c / a, c, d or a, b, d / b, c, d.
      const a = id(i, j), b = id(i + 1, j), c = id(i + 1, j + 1), d = id(i, j + 1);
      indices.set(next() < 0.5 ? [a, b, c, a, c, d] : [a, b, d, b, c, d], n);
      n += 6;
    }
  }
  return { positions, indices, heights };
}

/** The unit normal (counter-clockwise side) of input triangle `triangle` of the floor's arrays, as [x, y, z]. */
export function faceNormal({ positions, indices }, triangle) {
  const corner = (k) => {
    const i = 3 * indices[3 * triangle + k];
    return [positions[i], positions[i + 1], positions[i + 2]];
  };
  const [a, b, c] = [corner(0), corner(1), corner(2)];
  const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
  const n = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
  const length = Math.hypot(...n);
  return n.map((x) => x / length);
}

// A game level built from three.js geometries, as a web game's level is: stairs, ramps and walls around a noise
// terrain. Used by the playground's mesh scenes, the mesh tests (exported with GLTFExporter and loaded back) and
// the mesh benchmark (its terrain at about one million triangles). Deterministic: the same options give the same
// triangles on every machine.
import { BoxGeometry, Group, Mesh, MeshStandardMaterial, PlaneGeometry } from 'three';

/**
 * Height of the noise terrain at (x, z): a few octaves of smooth value noise (bilinear cells of a hashed lattice,
 * smoothstep-weighted), amplitude about ±`amplitude` metres.
 * @param {number} x @param {number} z metres
 * @param {number} amplitude metres
 */
export function terrainHeight(x, z, amplitude = 1.5) {
  let h = 0;
  let scale = 1 / 16;
  let weight = amplitude;
  for (let octave = 0; octave < 4; octave++) {
    h += weight * (valueNoise(x * scale, z * scale, octave) * 2 - 1);
    scale *= 2;
    weight *= 0.45;
  }
  return h;
}

// Value noise in [0, 1]: the lattice's hashed values, interpolated with smoothstep weights.
function valueNoise(x, z, seed) {
  const x0 = Math.floor(x);
  const z0 = Math.floor(z);
  const fx = x - x0;
  const fz = z - z0;
  const sx = fx * fx * (3 - 2 * fx);
  const sz = fz * fz * (3 - 2 * fz);
  const a = lattice(x0, z0, seed);
  const b = lattice(x0 + 1, z0, seed);
  const c = lattice(x0, z0 + 1, seed);
  const d = lattice(x0 + 1, z0 + 1, seed);
  return a + (b - a) * sx + (c - a) * sz + (a - b - c + d) * sx * sz;
}

// A hash of integer lattice coordinates to [0, 1) (integer mixing: the same bits on every engine).
function lattice(i, j, seed) {
  let h = Math.imul(i, 0x27d4eb2d) ^ Math.imul(j, 0x165667b1) ^ Math.imul(seed + 1, 0x9e3779b9);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * The noise terrain: a `size` × `size` metre PlaneGeometry centred on the origin, laid flat (y up), with
 * `segments` × `segments` cells (2 triangles each: segments = 707 gives 999,698 triangles), heights from
 * terrainHeight.
 */
export function terrainGeometry(size = 200, segments = 64, amplitude = 1.5) {
  const geometry = new PlaneGeometry(size, size, segments, segments);
  geometry.rotateX(-Math.PI / 2);
  const p = geometry.attributes.position;
  for (let i = 0; i < p.count; i++) p.setY(i, terrainHeight(p.getX(i), p.getZ(i), amplitude));
  p.needsUpdate = true;
  geometry.computeVertexNormals();
  return geometry;
}

/**
 * The level as a three.js Group of Meshes (world transforms set, as a loaded `gltf.scene` has them):
 * - a flat plaza, 40 × 40 m at y = 0 (a box 0.5 m thick, top at 0), in the middle of the terrain;
 * - stairs: `steps` steps of 0.25 m rise and 0.4 m run climbing along +x from x = 4, 3 m wide;
 * - a landing at the top, and a ramp of 20° coming back down along -x on z = -4;
 * - four walls 3 m high and 0.3 m thick around the plaza, and a thin wall (1 cm) across z = 10;
 * - the noise terrain (`terrainSegments` cells per side over 200 m, its height lowered by 2 m below the plaza).
 * Each mesh is named (stairs-3, ramp, wall-north, thin-wall, terrain …).
 * @param {{terrainSegments?: number, steps?: number}} [options]
 */
export function buildLevel({ terrainSegments = 64, steps = 8 } = {}) {
  const level = new Group();
  level.name = 'level';
  const material = new MeshStandardMaterial({ color: 0x8c9aa6 });
  const box = (name, size, center, rotationZ = 0) => {
    const mesh = new Mesh(new BoxGeometry(size[0], size[1], size[2]), material);
    mesh.name = name;
    mesh.position.set(center[0], center[1], center[2]);
    mesh.rotation.z = rotationZ;
    mesh.updateMatrixWorld(true);
    level.add(mesh);
    return mesh;
  };
  box('plaza', [40, 0.5, 40], [0, -0.25, 0]);
  const rise = 0.25;
  const run = 0.4;
  for (let i = 0; i < steps; i++) {
    const top = rise * (i + 1);
    box(`stairs-${i}`, [run, top, 3], [4 + run * (i + 0.5), top / 2, 4]);
  }
  const height = rise * steps;
  const landingX = 4 + run * steps + 1;
  box('landing', [2, height, 12], [landingX, height / 2, -0.25]);
  // The ramp: a slab 0.2 m thick whose top face runs from the landing's top edge down to the plaza at 20°.
  const angle = (20 * Math.PI) / 180;
  const length = height / Math.sin(angle);
  const thickness = 0.2;
  const run20 = length * Math.cos(angle);
  const cx = landingX - 1 - run20 / 2 + (thickness / 2) * Math.sin(angle);
  const cy = height / 2 - (thickness / 2) * Math.cos(angle);
  box('ramp', [length, thickness, 3], [cx, cy, -4], angle);
  box('wall-north', [40, 3, 0.3], [0, 1.5, -20]);
  box('wall-south', [40, 3, 0.3], [0, 1.5, 20]);
  box('wall-east', [0.3, 3, 40], [20, 1.5, 0]);
  box('wall-west', [0.3, 3, 40], [-20, 1.5, 0]);
  box('thin-wall', [8, 3, 0.01], [-8, 1.5, 10]);
  const terrain = new Mesh(terrainGeometry(200, terrainSegments), material);
  terrain.name = 'terrain';
  terrain.position.y = -2;
  terrain.updateMatrixWorld(true);
  level.add(terrain);
  level.updateMatrixWorld(true);
  return level;
}

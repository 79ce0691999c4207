// The core's registry of triangle meshes (bindings/embind/mesh_registry.cpp): an id names one mesh only, even after
// its slot is reused by later meshes. Checked through the raw exports of a core of its own (a query with an id the
// registry does not know returns -1), since the JS API never passes a disposed mesh's id to the core.
import { beforeAll, describe, expect, it } from 'vitest';
import createSweepkitCore from '../../dist/sweepkit_core.mjs';
import { wasmExports } from '../../bindings/js/memory.js';
import { STATUS_NAMES } from '../../bindings/js/generated/layout.js';
import { createTriangleMeshes, TriangleMesh } from '../../bindings/js/triangle_mesh.js';

let wasm;
let meshes;
beforeAll(async () => {
  const core = await createSweepkitCore({});
  wasm = wasmExports(core);
  meshes = createTriangleMeshes(core, wasm);
});

// One triangle in the plane y = 0: (0,0,0), (0,0,1), (1,0,0).
const triangle = () => meshes.createTriangleMesh(new Float32Array([0, 0, 0, 0, 0, 1, 1, 0, 0]));
const idOf = (mesh) => TriangleMesh.idOf(mesh, 'test');
/** The raw raycast's status for mesh `id`: straight down through (0.25, 0, 0.25), inside the triangle, from y = 1. */
const rawRaycast = (id) => wasm.sk_mesh_raycast(id, 0, 0.25, 1, 0.25, 0, -1, 0, 10);

describe('mesh registry', () => {
  it('finds a live mesh by its id, and nothing by an id never given', () => {
    const mesh = triangle();
    expect(STATUS_NAMES[rawRaycast(idOf(mesh))]).toBe('hit');
    for (const id of [0, -1, idOf(mesh) + 1, 2 ** 31 - 1, -(2 ** 31)]) expect(rawRaycast(id)).toBe(-1);
    mesh.dispose();
  });

  it('never gives an id twice: a disposed mesh id finds nothing after its slot is reused, 300 times over', () => {
    // Each new mesh takes the slot the last one freed (one live mesh at a time): more reuses than a slot's
    // generations (2^8), so the slot is retired and another taken without an id repeating.
    const seen = new Set();
    let previous = null;
    for (let i = 0; i < 300; i++) {
      const mesh = triangle();
      const id = idOf(mesh);
      expect(Number.isInteger(id) && id > 0 && id < 2 ** 31).toBe(true);
      expect(seen.has(id)).toBe(false);
      seen.add(id);
      expect(STATUS_NAMES[rawRaycast(id)]).toBe('hit');
      if (previous !== null) expect(rawRaycast(previous)).toBe(-1);
      mesh.dispose();
      expect(rawRaycast(id)).toBe(-1);
      previous = id;
    }
    expect(seen.size).toBe(300);
  });

  it('keeps live meshes apart while others come and go', () => {
    const kept = [triangle(), triangle(), triangle()];
    for (let i = 0; i < 20; i++) triangle().dispose();
    const ids = kept.map(idOf);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(STATUS_NAMES[rawRaycast(id)]).toBe('hit');
    kept[1].dispose();
    expect(rawRaycast(ids[1])).toBe(-1);
    expect(STATUS_NAMES[rawRaycast(ids[0])]).toBe('hit');
    expect(STATUS_NAMES[rawRaycast(ids[2])]).toBe('hit');
    kept[0].dispose();
    kept[2].dispose();
  });
});

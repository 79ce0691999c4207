// sweepkit/three's triangle extraction from three.js objects, against positions worked out by hand.
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { trianglesOfGeometry, trianglesOfObject } from '../../bindings/three/index.js';

// The corners of triangle k, as arrays of [x, y, z].
function triangle({ positions, indices }, k) {
  return [0, 1, 2].map((j) => {
    const v = indices[3 * k + j];
    return [positions[3 * v], positions[3 * v + 1], positions[3 * v + 2]];
  });
}

// A unit quad in the xy plane from (0, 0) to (1, 1): two triangles, indexed.
function quad() {
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0], 3));
  g.setIndex([0, 1, 2, 0, 2, 3]);
  return g;
}

describe('trianglesOfGeometry', () => {
  it('reads an indexed geometry and its non-indexed copy as the same triangles', () => {
    const box = new THREE.BoxGeometry(2, 4, 6);
    const indexed = trianglesOfGeometry(box);
    const flat = trianglesOfGeometry(box.toNonIndexed());
    expect(indexed.indices.length).toBe(36); // 12 triangles
    expect(flat.indices.length).toBe(36);
    for (let k = 0; k < 12; k++) expect(triangle(flat, k)).toEqual(triangle(indexed, k));
    // Every corner is (±1, ±2, ±3).
    for (let i = 0; i < indexed.positions.length; i += 3) {
      expect([Math.abs(indexed.positions[i]), Math.abs(indexed.positions[i + 1]), Math.abs(indexed.positions[i + 2])]).toEqual([1, 2, 3]);
    }
  });

  it('reads interleaved positions and applies a matrix', () => {
    // Interleaved [x, y, z, u, v] per vertex.
    const buffer = new THREE.InterleavedBuffer(new Float32Array([0, 0, 0, 9, 9, 1, 0, 0, 9, 9, 0, 1, 0, 9, 9]), 5);
    const g = new THREE.BufferGeometry();
    g.setAttribute('position', new THREE.InterleavedBufferAttribute(buffer, 3, 0));
    const m = new THREE.Matrix4().makeTranslation(10, 0, 0).multiply(new THREE.Matrix4().makeScale(2, 2, 2));
    const t = trianglesOfGeometry(g, m);
    expect(Array.from(t.indices)).toEqual([0, 1, 2]);
    expect(triangle(t, 0)).toEqual([[10, 0, 0], [12, 0, 0], [10, 2, 0]]);
  });

  it('keeps what three.js draws: groups, the draw range, no partial triangle', () => {
    const g = quad();
    g.addGroup(3, 3, 0); // only the second triangle
    expect(Array.from(trianglesOfGeometry(g).indices)).toEqual([0, 2, 3]);
    g.clearGroups();
    g.setDrawRange(0, 5); // one whole triangle and two stray indices
    expect(Array.from(trianglesOfGeometry(g).indices)).toEqual([0, 1, 2]);
  });

  it('names what it cannot read', () => {
    expect(() => trianglesOfGeometry({})).toThrow(/^trianglesOfGeometry: geometry must be a three.js BufferGeometry/);
    const g = new THREE.BufferGeometry();
    expect(() => trianglesOfGeometry(g)).toThrow(/'position' attribute of 3 components \(got none\)/);
    g.setAttribute('position', new THREE.Float32BufferAttribute([0, 0, 0, 0], 2));
    expect(() => trianglesOfGeometry(g)).toThrow(/\(got itemSize 2\)/);
  });
});

describe('trianglesOfObject', () => {
  it('merges meshes in world space and skips hidden ones, lines and points', () => {
    // A group moved by (0, 10, 0) and turned a quarter about +z (x -> y, y -> -x), holding a quad moved by (1, 0, 0).
    const group = new THREE.Group();
    group.position.set(0, 10, 0);
    group.rotation.z = Math.PI / 2;
    const mesh = new THREE.Mesh(quad());
    mesh.position.set(1, 0, 0);
    group.add(mesh);
    const hidden = new THREE.Mesh(quad());
    hidden.visible = false;
    group.add(hidden);
    group.add(new THREE.Line(quad()));
    group.add(new THREE.Points(quad()));
    const scene = new THREE.Scene().add(group);
    const t = trianglesOfObject(scene);
    expect(t.indices.length).toBe(6);
    // Local (0, 0, 0) -> (1, 0, 0) in the group -> turned (0, 1, 0) -> moved (0, 11, 0); local (1, 0, 0) -> (0, 12, 0);
    // local (1, 1, 0) -> group (2, 1, 0) -> (-1, 2, 0) -> (-1, 12, 0).
    const [a, b, c] = triangle(t, 0);
    for (const [got, want] of [[a, [0, 11, 0]], [b, [0, 12, 0]], [c, [-1, 12, 0]]]) {
      for (let i = 0; i < 3; i++) expect(got[i]).toBeCloseTo(want[i], 5);
    }
    expect(trianglesOfObject(scene, { includeHidden: true }).indices.length).toBe(12);
    expect(trianglesOfObject(scene, { filter: (m) => m !== mesh }).indices.length).toBe(0);
  });

  it('repeats an InstancedMesh per instance, with offset indices', () => {
    const instanced = new THREE.InstancedMesh(quad(), undefined, 2);
    instanced.setMatrixAt(0, new THREE.Matrix4().makeTranslation(0, 0, 0));
    instanced.setMatrixAt(1, new THREE.Matrix4().makeTranslation(0, 0, 5));
    const t = trianglesOfObject(instanced);
    expect(t.positions.length).toBe(24);
    expect(Array.from(t.indices)).toEqual([0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7]);
    expect(triangle(t, 2)).toEqual([[0, 0, 5], [1, 0, 5], [1, 1, 5]]);
  });

  it('names what it cannot read', () => {
    expect(() => trianglesOfObject(quad())).toThrow(/^trianglesOfObject: object must be a three.js Object3D \(got BufferGeometry \{/);
    expect(() => trianglesOfObject(new THREE.Group(), { filter: 1 })).toThrow(/options.filter must be a function \(got number 1\)/);
  });
});

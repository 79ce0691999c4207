// What a World holds stays alive while the World uses it (issue 24): a ConvexHull of a body can be neither disposed
// (a named Error) nor garbage-collected under it, as a TriangleMesh of a mesh body; and a World garbage-collected
// without dispose() frees its characters and releases its meshes and hulls. The collector is driven by
// v8.setFlagsFromString('--expose-gc') (the test runner starts node without the flag). WeakRef.deref() keeps its
// target until the end of the task, and a finalizer runs in a task after the collection: so each round yields,
// collects, yields, and only then looks.
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectError, sk, v } from './helpers.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Collects until `done()` (at most `rounds` rounds); returns whether it came true. */
async function collectUntil(done, rounds = 20) {
  for (let round = 0; round < rounds; round++) {
    await tick();
    gc();
    await tick();
    if (done()) return true;
  }
  return false;
}

// A unit cube's corners (the hull's vertices: its faces are x, y, z = ±0.5).
const CUBE = [-0.5, 0.5].flatMap((x) => [-0.5, 0.5].flatMap((y) => [-0.5, 0.5].flatMap((z) => [x, y, z])));
const IDENTITY = Object.freeze({ x: 0, y: 0, z: 0, w: 1 });

// A ray along +x at height 0.1 from the origin: meets a cube hull at (5, 0, 0) on its face x = 4.5, t = 4.5 / 10.
const RAY = Object.freeze({ origin: v(0, 0.1, 0.2), direction: v(10, 0, 0) });
function expectHullHit(world, body) {
  const hit = world.raycast(RAY);
  expect(hit.status).toBe('hit');
  expect(hit.body).toBe(body);
  expect(hit.t).toBeCloseTo(0.45, 6);
  expect(hit.normal.x).toBeCloseTo(-1, 6);
  expect(hit.point.x).toBeCloseTo(4.5, 5);
}

let warn;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {}); // the collected World's warning, expected here
});
afterEach(() => warn.mockRestore());

describe('a ConvexHull used by a World body', () => {
  it('refuses dispose() while a body uses it, counting the bodies, and frees once none does', () => {
    const world = sk.createWorld();
    const hull = sk.createConvexHull(CUBE);
    const a = world.addBody({ hull, position: v(5, 0, 0), rotation: IDENTITY });
    const b = world.addBody({ hull, position: v(5, 3, 0), rotation: IDENTITY });
    expectError(() => hull.dispose(), Error,
      'ConvexHull.dispose: the hull is used by 2 World bodies; remove them (or dispose the World) first');
    world.removeBody(b);
    expectError(() => hull.dispose(), Error,
      'ConvexHull.dispose: the hull is used by 1 World body; remove them (or dispose the World) first');
    expect(hull.disposed).toBe(false);
    expectHullHit(world, a); // the body still reads the hull it was given
    world.setShape(a, { center: v(5, 0, 0), radius: 0.5 }); // no longer a hull body
    hull.dispose();
    expect(hull.disposed).toBe(true);
    // A sphere of radius 0.5 at (5, 0, 0): the ray at height 0.1, depth 0.2 enters at x = 5 - sqrt(0.25 - 0.05).
    expect(world.raycast(RAY).t).toBeCloseTo((5 - Math.sqrt(0.2)) / 10, 6);
    world.dispose();
  });

  it('is kept through setShape from one hull to another, and released by the World dispose()', () => {
    const world = sk.createWorld();
    const first = sk.createConvexHull(CUBE);
    const second = sk.createConvexHull(CUBE);
    const body = world.addBody({ center: v(0, 0, 0), radius: 0.5 });
    world.setShape(body, { hull: first, position: v(5, 0, 0), rotation: IDENTITY });
    expect(() => first.dispose()).toThrow('used by 1 World body');
    world.setShape(body, { hull: second, position: v(5, 0, 0), rotation: IDENTITY });
    first.dispose(); // released by the new shape
    expect(() => second.dispose()).toThrow('used by 1 World body');
    expectHullHit(world, body);
    world.dispose();
    second.dispose(); // released by the World
    expect(second.disposed).toBe(true);
  });

  it('is not collected while a body uses it, and is once the body is removed', async () => {
    const world = sk.createWorld();
    // The only references to the hull are made and dropped in here.
    const [body, ref] = (() => {
      const hull = sk.createConvexHull(CUBE);
      hull.position = v(5, 0, 0);
      return [world.addBody(hull), new WeakRef(hull)];
    })();
    // A hull nobody uses is collected in the same rounds (the collector does run here).
    const control = (() => new WeakRef(sk.createConvexHull(CUBE)))();
    expect(await collectUntil(() => control.deref() === undefined)).toBe(true);
    expect(await collectUntil(() => ref.deref() === undefined, 5)).toBe(false); // and this one is not
    // More hulls made and freed after the collections would take the freed memory: the body's geometry is intact.
    for (let i = 0; i < 20; i++) sk.createConvexHull([0, 0, 0, 900, 0, 0, 0, 900, 0, 0, 0, 900]).dispose();
    expectHullHit(world, body);
    expect(world.getBody(body).shape.hull).toBe(ref.deref());
    world.removeBody(body);
    expect(await collectUntil(() => ref.deref() === undefined)).toBe(true);
    world.dispose();
  });
});

describe('a World garbage-collected without dispose()', () => {
  /** A world with `characters` characters and a mesh body, made and forgotten in here; its WeakRef. */
  function forgottenWorld(characters, mesh) {
    const world = sk.createWorld();
    world.addBody({ min: v(-50, -1, -50), max: v(50, 0, 50) }, { kind: 'static' });
    for (let i = 0; i < characters; i++) {
      world.createCharacter({ shape: { start: v(i, 0.31, 0), end: v(i, 1.51, 0), radius: 0.3 } }).move(v(0.1, -0.01, 0));
    }
    if (mesh) world.addMesh(mesh);
    return new WeakRef(world);
  }

  /** Where a world made, given characters and freed the same way each time puts its displacements. */
  function probeAddress() {
    const world = sk.createWorld();
    for (let i = 0; i < 8; i++) world.addBody({ center: v(i, 2, 0), radius: 0.5 }, { kind: 'kinematic' });
    const c = world.createCharacter({ shape: { center: v(0, 5, 0), radius: 0.5 } });
    c.move(v(0, -0.1, 0));
    world.step();
    const address = world.displacementView().byteOffset;
    world.dispose();
    return address;
  }

  it('frees its characters: the allocator is as it was before the World', async () => {
    for (let i = 0; i < 10; i++) probeAddress(); // warm up the allocator
    const before = probeAddress();
    expect(probeAddress()).toBe(before); // the probe itself leaks nothing
    const ref = forgottenWorld(50, null);
    // Its finalizer warns once it has run (after the World is collected).
    expect(await collectUntil(() => ref.deref() === undefined && warn.mock.calls.length > 0)).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('a World was garbage-collected without dispose()'));
    // 50 characters left allocated (about 410 bytes each) would move the next world.
    expect(probeAddress()).toBe(before);
  });

  it('releases a TriangleMesh it used: the mesh can be disposed', async () => {
    const mesh = sk.createTriangleMesh(new Float32Array([-5, 0, -5, 5, 0, -5, 5, 0, 5, -5, 0, -5, 5, 0, 5, -5, 0, 5]));
    const ref = forgottenWorld(2, mesh);
    expect(() => mesh.dispose()).toThrow('used by 1 World body');
    expect(await collectUntil(() => ref.deref() === undefined && warn.mock.calls.length > 0)).toBe(true);
    mesh.dispose();
    expect(mesh.disposed).toBe(true);
  });

  it('keeps its hulls alive until it is freed, then releases them', async () => {
    const hull = sk.createConvexHull(CUBE);
    const ref = (() => {
      const world = sk.createWorld();
      world.addBody({ hull, position: v(5, 0, 0), rotation: IDENTITY });
      return new WeakRef(world);
    })();
    expect(await collectUntil(() => ref.deref() === undefined && warn.mock.calls.length > 0)).toBe(true);
    hull.dispose(); // no longer used
    expect(hull.disposed).toBe(true);
  });
});

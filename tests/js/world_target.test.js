// The optional `target` of the World's single-result members (issue 10, the three.js convention): fields set in
// place, {x, y, z} fields component-wise (a THREE.Vector3 there stays the same object), missing ones made,
// the target returned; the values equal those of the call without a target.
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { sk, v, thrown } from './helpers.js';

/** A level: the floor y = 0 and a wall x = 5 … 6. */
function level() {
  const world = sk.createWorld();
  const floor = world.addBody({ normal: v(0, 1, 0), constant: 0 }, { kind: 'static' });
  const wall = world.addBody({ min: v(5, -5, -5), max: v(6, 5, 5) }, { kind: 'static' });
  return { world, floor, wall };
}

/** A target whose vector fields are THREE.Vector3s, with the given vector field names. */
function threeTarget(...keys) {
  const target = {};
  for (const key of keys) target[key] = new THREE.Vector3(7, 7, 7);
  return target;
}

/** Calls `query(target)`, checks it returns the same target with its vectors kept and equals `query()`. */
function expectFilled(query, keys) {
  const target = threeTarget(...keys);
  const kept = keys.map((key) => target[key]);
  const out = query(target);
  expect(out).toBe(target);
  keys.forEach((key, i) => {
    expect(target[key]).toBe(kept[i]);
    expect(target[key]).toBeInstanceOf(THREE.Vector3);
  });
  const plain = query(undefined);
  expect({ ...target, ...Object.fromEntries(keys.map((key) => [key, { ...target[key] }])) }).toEqual(plain);
  return target;
}

describe('World results into a target', () => {
  it('raycast, sphereCast, cast, moveAndSlide and pushOut fill the target in place', () => {
    const { world, floor, wall } = level();
    const ray = { origin: v(0, 1, 0), direction: v(1, 0, 0) };
    const r = expectFilled((t) => world.raycast(ray, 10, undefined, t), ['point', 'normal']);
    expect(r).toMatchObject({ hit: true, status: 'hit', body: wall, t: 5 }); // x = 5 at t = 5 of a unit direction
    expect(r.point.toArray()).toEqual([5, 1, 0]);
    // Sphere radius 1 at x = 0 moving 10: touches x = 5 at t = 0.4.
    const s = expectFilled((t) => world.sphereCast({ center: v(0, 2, 0), radius: 1 }, v(10, 0, 0), undefined, t),
      ['position', 'point', 'normal']);
    expect(s).toMatchObject({ body: wall });
    expect(s.t).toBeCloseTo(0.4, 6);
    expect(s.position.x).toBeCloseTo(4, 5);
    const c = expectFilled((t) => world.cast({ min: v(0, 1, 0), max: v(1, 2, 1) }, v(0, -2, 0), undefined, t),
      ['position', 'point', 'normal']);
    expect(c).toMatchObject({ body: floor, t: 0.5 }); // the bottom y = 1 meets y = 0 halfway
    const m = expectFilled((t) => world.moveAndSlide({ center: v(0, 0.5, 0), radius: 0.5 }, v(0, 0, 2), undefined, t),
      ['position', 'normal']);
    expect(m.position.z).toBeCloseTo(2, 5); // slides along the floor it rests on
    const p = expectFilled((t) => world.pushOut({ center: v(0, 0.3, 0), radius: 0.5 }, undefined, t), ['position', 'normal']);
    expect(p.position.y).toBeCloseTo(0.5005, 6); // depth 0.2 plus the skin, 1e-3 × radius
    world.dispose();
  });

  it('a miss fills the target too, and missing vector fields are made once', () => {
    const { world } = level();
    const target = {};
    const miss = world.raycast({ origin: v(0, 1, 0), direction: v(-1, 0, 0) }, 3, undefined, target);
    expect(miss).toBe(target);
    expect(target).toEqual({
      hit: false, status: 'miss', body: null, t: 3, point: v(0, 0, 0), normal: v(0, 0, 0), triangle: -1,
    });
    const point = target.point;
    world.raycast({ origin: v(0, 1, 0), direction: v(1, 0, 0) }, 10, undefined, target);
    expect(target.point).toBe(point); // made on the first call, reused on the next
    expect(point).toEqual(v(5, 1, 0));
    world.dispose();
  });

  it('getBody fills the target; its shape is reused when the type is the same, replaced otherwise', () => {
    const { world } = level();
    const ball = world.addBody({ center: v(1, 2, 3), radius: 0.5 }, { layer: 4 });
    const target = { shape: { type: 'sphere', center: new THREE.Vector3() }, displacement: new THREE.Vector3() };
    const { shape, displacement } = target;
    world.setDisplacement(ball, v(0, -1, 0));
    expect(world.getBody(ball, target)).toBe(target);
    expect(target.shape).toBe(shape);
    expect(target.shape.center).toBeInstanceOf(THREE.Vector3);
    expect(target.displacement).toBe(displacement);
    expect({ ...target, shape: { ...shape, center: { ...shape.center } }, displacement: { ...displacement } })
      .toEqual(world.getBody(ball));
    world.setShape(ball, { min: v(0, 0, 0), max: v(1, 1, 1) });
    world.getBody(ball, target);
    expect(target.shape).not.toBe(shape);
    expect(target.shape).toEqual({ type: 'aabb', min: v(0, 0, 0), max: v(1, 1, 1) });
    world.dispose();
  });

  it('a target that is not an object is a TypeError naming it', () => {
    const { world, wall } = level();
    const ray = { origin: v(0, 1, 0), direction: v(1, 0, 0) };
    const sphere = { center: v(0, 2, 0), radius: 1 };
    const calls = {
      raycast: (t) => world.raycast(ray, 10, undefined, t),
      sphereCast: (t) => world.sphereCast(sphere, v(1, 0, 0), undefined, t),
      cast: (t) => world.cast(sphere, v(1, 0, 0), undefined, t),
      moveAndSlide: (t) => world.moveAndSlide(sphere, v(1, 0, 0), undefined, t),
      pushOut: (t) => world.pushOut(sphere, undefined, t),
      getBody: (t) => world.getBody(wall, t),
    };
    for (const [fn, call] of Object.entries(calls)) {
      for (const [bad, shown] of [[null, 'null'], [5, 'number 5'], ['out', 'string "out"']]) {
        const e = thrown(() => call(bad));
        expect(e).toBeInstanceOf(TypeError);
        expect(e.message).toBe(`${fn}: target must be an object to fill, or undefined (got ${shown})`);
        expect(e).toMatchObject({ argument: 'target', field: null });
      }
    }
    world.dispose();
  });
});

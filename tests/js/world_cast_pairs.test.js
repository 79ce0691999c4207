// World.step and World.cast on the pairs without a closed-form sweep (capsule–capsule, capsule–box, oriented
// boxes, hulls): conservative advancement on GJK distance, never after the first contact and within its target
// (1e-4 of the shapes' size) of it, the same in step() and cast(). Expected values are worked by hand.
import { describe, expect, it } from 'vitest';
import { sk, v } from './helpers.js';

// A capsule from (0, 0, 0) to (0, 1, 0), radius 0.5, moving 10 along +x towards a wall at x = 5 … 6: its
// surface (x = 0.5) reaches x = 5 after 4.5 of the 10, t = 0.45.
const capsule = { start: v(0, 0, 0), end: v(0, 1, 0), radius: 0.5 };
const motion = v(10, 0, 0);
const wallBox = { min: v(5, -5, -5), max: v(6, 5, 5) };

describe('World pairs without a closed-form sweep', () => {
  it('step() and cast() both meet the wall at t = 0.45, never later', () => {
    const world = sk.createWorld();
    const wall = world.addBody(wallBox, { kind: 'static' });
    const mover = world.addBody(capsule);
    world.setDisplacement(mover, motion);
    world.step();
    const [event] = world.events();
    expect(event).toMatchObject({ type: 'begin', a: wall, b: mover, transient: true });
    expect(event.approximate).toBeUndefined();
    expect(event.t).toBeLessThanOrEqual(0.45);
    expect(event.t).toBeGreaterThan(0.45 - 1e-4);
    expect(event.normal.x).toBeCloseTo(-1, 4); // from the wall (a) towards the capsule (b)

    const hit = world.cast(capsule, motion, { ignore: mover });
    expect(hit).toMatchObject({ hit: true, status: 'hit', body: wall });
    expect(hit.t).toBeLessThanOrEqual(0.45);
    expect(hit.t).toBeGreaterThan(0.45 - 1e-4);
    expect(hit.position.x).toBeCloseTo(10 * hit.t, 5); // the capsule's start at t
    // The step moved the capsule by 10: its surface is at x = 10.5. A box cast into it from x = 20: its min face
    // 20 - 5 t never gets there (t = 1.9 > 1): a miss; by -15 it meets it at t = 9.5 / 15.
    expect(world.cast({ min: v(20, -1, -1), max: v(21, 1, 1) }, v(-5, 0, 0), { ignore: wall }).hit).toBe(false);
    const box = world.cast({ min: v(20, -1, -1), max: v(21, 1, 1) }, v(-15, 0, 0), { ignore: wall });
    expect(box.body).toBe(mover);
    expect(box.t).toBeLessThanOrEqual(9.5 / 15);
    expect(box.t).toBeGreaterThan(9.5 / 15 - 1e-4);
    world.dispose();
  });

  it('an oriented box and a hull are bodies like any other', () => {
    const world = sk.createWorld();
    // A unit-half box turned 45° about z (quaternion (0, 0, sin 22.5°, cos 22.5°)) at (0, 5, 0): its lowest edge
    // is at y = 5 - √2. A sphere of radius 0.5 rising from (0, 0, 0) by 10 touches it when 0.5 + 10 t = 5 - √2.
    const s = Math.sin(Math.PI / 8);
    const c = Math.cos(Math.PI / 8);
    const diamond = world.addBody({ center: v(0, 5, 0), halfSize: v(1, 1, 1), rotation: { x: 0, y: 0, z: s, w: c } }, { kind: 'static' });
    const hit = world.sphereCast({ center: v(0, 0, 0), radius: 0.5 }, v(0, 10, 0));
    expect(hit.body).toBe(diamond);
    const t = (5 - Math.SQRT2 - 0.5) / 10;
    expect(hit.t).toBeLessThanOrEqual(t + 1e-6);
    expect(hit.t).toBeGreaterThan(t - 1e-4);
    const body = world.getBody(diamond);
    expect(body.shape.type).toBe('obb');
    // The rotation comes back as a matrix by columns: x axis (cos 45°, sin 45°, 0), y axis (-sin 45°, cos 45°, 0).
    const e = body.shape.rotation.elements;
    [Math.SQRT1_2, Math.SQRT1_2, 0, -Math.SQRT1_2, Math.SQRT1_2, 0, 0, 0, 1].forEach((x, i) => expect(e[i]).toBeCloseTo(x, 6));

    const cube = sk.createConvexHull([-1, -1, -1, 1, -1, -1, -1, 1, -1, 1, 1, -1, -1, -1, 1, 1, -1, 1, -1, 1, 1, 1, 1, 1]);
    cube.position = v(10, 0, 0);
    const hullBody = world.addBody(cube, { kind: 'static' });
    const ray = world.raycast({ origin: v(0, 0, 0), direction: v(1, 0, 0) }, 100);
    expect(ray).toMatchObject({ hit: true, body: hullBody, t: 9 }); // the face x = 9
    expect(world.getBody(hullBody).shape.hull).toBe(cube);
    world.dispose();
    cube.dispose();
  });

  it('setMotion turns a body: a spinning bar meets the box its end poses miss', () => {
    // The bar of half (2, 0.05, 0.05) turning half a turn about z; a static box of half 0.2 at (0, 1.5, 0): its
    // upper face meets the box's corner at θ = 1.380121, t = θ / π = 0.439305; the end poses are apart: transient.
    const world = sk.createWorld();
    const bar = world.addBody({ center: v(0, 0, 0), halfSize: v(2, 0.05, 0.05) });
    const box = world.addBody({ min: v(-0.2, 1.3, -0.2), max: v(0.2, 1.7, 0.2) }, { kind: 'static' });
    world.setMotion(bar, { linear: v(0, 0, 0), angular: v(0, 0, Math.PI) });
    world.step();
    const [event] = world.events();
    expect(event).toMatchObject({ type: 'begin', transient: true });
    expect([event.a, event.b].sort()).toEqual([bar, box].sort());
    expect(event.t).toBeLessThanOrEqual(0.439305 + 1e-6);
    expect(event.t).toBeGreaterThan(0.439305 - 2e-3);
    // Left turned by π: its x axis (the first column) along -x.
    const e = world.getBody(bar).shape.rotation.elements;
    expect(e[0]).toBeCloseTo(-1, 5);
    expect(e[1]).toBeCloseTo(0, 5);
    // What cannot turn, by name.
    expect(() => world.setMotion(box, { linear: v(0, 0, 0), angular: v(0, 1, 0) })).toThrow(/setMotion: motion cannot move a static body/);
    const aabb = world.addBody({ min: v(9, 0, 0), max: v(10, 1, 1) });
    expect(() => world.setMotion(aabb, { linear: v(0, 0, 0), angular: v(0, 1, 0) })).toThrow(/cannot turn: an aabb or a plane/);
    expect(() => world.setMotion(bar, { linear: v(0, 0, 0), angular: v(0, 'x', 0) })).toThrow(TypeError);
    world.dispose();
  });
});

// World.setPose: teleporting a body to a position (its centre) and an absolute rotation. Expected values are
// worked by hand: a quarter turn about +z maps x to y and y to -x.
import { describe, expect, it } from 'vitest';
import { sk, v } from './helpers.js';

const s = Math.SQRT1_2;
const quarterZ = { x: 0, y: 0, z: s, w: s }; // a quarter turn about +z as a quaternion
const quarterZMatrix = { elements: [0, 1, 0, -1, 0, 0, 0, 0, 1] }; // the same, a Matrix3 by columns

describe('World.setPose', () => {
  it('places an obb at the position with the absolute rotation, a quaternion or a Matrix3', () => {
    const world = sk.createWorld();
    const box = world.addBody({ center: v(1, 2, 3), halfSize: v(2, 0.5, 0.5) });
    world.setPose(box, v(4, 0, 0), quarterZ);
    let { shape } = world.getBody(box);
    expect(shape.center).toEqual({ x: 4, y: 0, z: 0 });
    const e = shape.rotation.elements; // column 0 is the box's local x: now +y
    expect(e[0]).toBeCloseTo(0, 6);
    expect(e[1]).toBeCloseTo(1, 6);
    world.setPose(box, v(0, 0, 0), quarterZMatrix);
    ({ shape } = world.getBody(box));
    expect(shape.rotation.elements[1]).toBeCloseTo(1, 6); // absolute: the same rotation again, not twice
    world.setPose(box, v(7, 0, 0)); // no rotation: keeps its own
    ({ shape } = world.getBody(box));
    expect(shape.center.x).toBe(7);
    expect(shape.rotation.elements[1]).toBeCloseTo(1, 6);
    world.dispose();
  });

  it('stands a capsule along rotation·(0, 1, 0) about the position, keeping its length', () => {
    // Half length 1: posed at (0, 5, 0) with the quarter turn about z, its axis +y maps to -x.
    const world = sk.createWorld();
    const rod = world.addBody({ start: v(-1, 1, 0), end: v(1, 1, 0), radius: 0.25 });
    world.setPose(rod, v(0, 5, 0), quarterZ);
    const { shape } = world.getBody(rod);
    expect(shape.start.x).toBeCloseTo(1, 6);
    expect(shape.start.y).toBeCloseTo(5, 6);
    expect(shape.end.x).toBeCloseTo(-1, 6);
    expect(shape.end.y).toBeCloseTo(5, 6);
    expect(shape.radius).toBe(0.25);
    world.dispose();
  });

  it('is a teleport: the frame\'s motion is swept from the new pose', () => {
    // A unit sphere displaced by (10, 0, 0) and then posed at x = 20 meets the static box from x = 25 when
    // 20 + 10 t + 1 = 25: t = 0.4.
    const world = sk.createWorld();
    const ball = world.addBody({ center: v(0, 0, 0), radius: 1 });
    world.addBody({ min: v(25, -1, -1), max: v(26, 1, 1) }, { kind: 'static' });
    world.setDisplacement(ball, v(10, 0, 0));
    world.setPose(ball, v(20, 0, 0));
    world.step();
    const [event] = world.events();
    expect(event.t).toBeCloseTo(0.4, 6);
    expect(world.getBody(ball).shape.center.x).toBeCloseTo(30, 5);
    world.dispose();
  });

  it('names what it refuses', () => {
    const world = sk.createWorld();
    const ball = world.addBody({ center: v(0, 0, 0), radius: 1 });
    const aabb = world.addBody({ min: v(9, 0, 0), max: v(10, 1, 1) });
    const ground = world.addBody({ normal: v(0, 1, 0), constant: 0 }, { kind: 'static' });
    const catchError = (f) => { try { f(); } catch (error) { return error; } throw new Error('no error'); };
    let error = catchError(() => world.setPose(ball, v(NaN, 0, 0)));
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message).toMatch(/^setPose: pose must be a position within ±1e8 .*\(got position \(NaN, 0, 0\)\)$/);
    expect(error).toMatchObject({ argument: 'pose', code: 8 });
    error = catchError(() => world.setPose(ball, v(0, 0, 0), { x: 0, y: 0, z: 1, w: 1 })); // |q| = √2
    expect(error).toMatchObject({ argument: 'pose', code: 8 });
    expect(error.message).toMatch(/rotation \[0, 0, 1, 1\]/);
    error = catchError(() => world.setPose(aabb, v(0, 0, 0), quarterZ));
    expect(error).toMatchObject({ argument: 'rotation', code: 7 });
    expect(error.message).toMatch(/^setPose: rotation cannot turn: an aabb/);
    error = catchError(() => world.setPose(ground, v(0, 0, 0)));
    expect(error).toMatchObject({ argument: 'handle', code: 9 });
    expect(error.message).toMatch(/^setPose: handle has no pose: a plane/);
    expect(() => world.setPose(ball, { x: 0, y: '1', z: 0 })).toThrow(/^setPose: position\.y must be a number/);
    expect(() => world.setPose(ball, null)).toThrow(TypeError);
    expect(() => world.setPose(ball, v(0, 0, 0), 'up')).toThrow(TypeError);
    world.removeBody(ball);
    expect(() => world.setPose(ball, v(0, 0, 0))).toThrow(/^setPose: handle is stale/);
    // Nothing was changed by the refusals: the aabb still spans 9 … 10 in x.
    expect(world.getBody(aabb).shape.min.x).toBe(9);
    world.dispose();
  });
});

// World.cast and the pairs without an exact sweep (capsule–capsule, capsule–box; issue 10): step() samples
// them (events flagged approximate); cast must never answer "no hit" for them: it throws a named TypeError
// when such a body lies in the cast's path up to its first hit. Expected values are worked by hand.
import { describe, expect, it } from 'vitest';
import { sk, v, thrown } from './world_helpers.js';

// A capsule from (0, 0, 0) to (0, 1, 0), radius 0.5, moving 10 along +x towards a wall at x = 5 … 6: its
// surface (x = 0.5) reaches x = 5 after 4.5 of the 10, t = 0.45.
const capsule = { start: v(0, 0, 0), end: v(0, 1, 0), radius: 0.5 };
const motion = v(10, 0, 0);
const wallBox = { min: v(5, -5, -5), max: v(6, 5, 5) };

describe('World.cast of a pair without a sweep', () => {
  it('step() reports the capsule meeting the wall; cast throws a TypeError naming the pair instead of a miss', () => {
    const world = sk.createWorld();
    const wall = world.addBody(wallBox, { kind: 'static' });
    const mover = world.addBody(capsule);
    world.setDisplacement(mover, motion);
    world.step();
    const [event] = world.events();
    expect(event).toMatchObject({ type: 'begin', a: wall, b: mover, transient: true, approximate: true });
    expect(event.t).toBeCloseTo(0.45, 4);
    expect(event.normal).toEqual(v(-1, 0, 0)); // from the wall (a) towards the capsule (b)

    const e = thrown(() => world.cast(capsule, motion, { ignore: mover }));
    expect(e).toBeInstanceOf(TypeError);
    expect(e.message).toBe(
      `cast: shape (a capsule) has no sweep against body ${wall} (an aabb) in its path: ` +
        'step() samples this pair, cast cannot answer it yet (got {start, end, radius})',
    );
    expect(e).toMatchObject({ argument: 'shape', field: null, body: wall });
    // The same in the other order: a box cast into a capsule body.
    const e2 = thrown(() => world.cast({ min: v(20, -1, -1), max: v(21, 1, 1) }, v(-15, 0, 0), { ignore: wall }));
    expect(e2).toBeInstanceOf(TypeError);
    expect(e2.message).toMatch(new RegExp(`^cast: shape \\(an aabb\\) has no sweep against body ${mover} \\(a capsule\\)`));
    // Out of the path (filtered out, or the motion stops short of it): no error.
    expect(world.cast(capsule, motion, { ignore: mover, mask: 0 }).hit).toBe(false);
    expect(world.cast(capsule, v(4, 0, 0), { ignore: mover })).toMatchObject({ hit: false, t: 1 });
    world.dispose();
  });

  it('a pair with a sweep hit before the unsweepable body answers exactly', () => {
    const world = sk.createWorld();
    const ball = world.addBody({ center: v(5, 0, 0), radius: 1 }, { kind: 'static' });
    world.addBody({ min: v(20, -1, -1), max: v(21, 1, 1) }, { kind: 'static' }); // past the ball
    // The capsule's start (0, 0, 0) is level with the ball's centre: contact when 5 - 30 t = 1 + 0.5.
    const hit = world.cast(capsule, v(30, 0, 0));
    expect(hit).toMatchObject({ hit: true, status: 'hit', body: ball });
    expect(hit.t).toBeCloseTo(3.5 / 30, 6);
    expect(hit.normal.x).toBeCloseTo(1, 6);
    expect(hit.point.x).toBeCloseTo(4, 5);
    expect(hit.position.x).toBeCloseTo(3.5, 5); // the capsule's reference point (its start) at t
    expect(hit.position.y).toBe(0);
    // A sphere sweeps against every kind: the same motion as a sphere meets the ball too, never throws.
    expect(world.sphereCast({ center: v(0, 0, 0), radius: 0.5 }, v(30, 0, 0)).body).toBe(ball);
    world.dispose();
  });
});

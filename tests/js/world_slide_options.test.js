// moveAndSlide / pushOut options (issue 10): each has a documented range, a RangeError outside it (a TypeError
// for a non-number), and no result ever holds NaN. Expected positions are worked by hand from the geometry.
import { describe, expect, it } from 'vitest';
import { sk, v, expectError } from './helpers.js';

/** A world whose floor is the plane y = 0. */
function floorWorld() {
  const world = sk.createWorld();
  const floor = world.addBody({ normal: v(0, 1, 0), constant: 0 }, { kind: 'static' });
  return { world, floor };
}

describe('moveAndSlide and pushOut options', () => {
  it('skin is a number in [0, max(radius, 1e-4)]', () => {
    const { world } = floorWorld();
    const ball = { center: v(0, 1, 0), radius: 0.5 };
    const d = v(1, 0, 0);
    for (const skin of [NaN, 1e9, -1, 0.5000001, Infinity]) {
      expectError(() => world.moveAndSlide(ball, d, { skin }), RangeError,
        `moveAndSlide: options.skin must be within [0, 0.5] (got ${skin})`, { argument: 'options', field: 'skin' });
      expectError(() => world.pushOut(ball, { skin }), RangeError, `pushOut: options.skin must be within [0, 0.5] (got ${skin})`);
    }
    expectError(() => world.moveAndSlide(ball, d, { skin: '0.1' }), TypeError,
      'moveAndSlide: options.skin must be a number (got string "0.1")', { argument: 'options', field: 'skin' });
    expectError(() => world.pushOut(ball, { skin: null }), TypeError, 'pushOut: options.skin must be a number (got null)');
    // A point (radius 0) may still use the default skin, 1e-4, and no more.
    const point = { center: v(0, 1, 0), radius: 0 };
    expect(world.moveAndSlide(point, d, { skin: 1e-4 }).position).toEqual(v(1, 1, 0));
    expectError(() => world.moveAndSlide(point, d, { skin: 2e-4 }), RangeError,
      'moveAndSlide: options.skin must be within [0, 0.0001] (got 0.0002)');
    world.dispose();
  });

  it('skin at both ends of its range: pushOut moves by depth + max(skin, 1e-3 × radius)', () => {
    const { world, floor } = floorWorld();
    // Centre y = 0.3, radius 0.5: 0.2 into the floor.
    const sunk = { center: v(1, 0.3, 2), radius: 0.5 };
    const least = world.pushOut(sunk, { skin: 0 }); // the skin is at least 1e-3 × 0.5 = 5e-4
    expect(least).toMatchObject({ hit: true, body: floor, collisions: 1 });
    expect(least.position.y).toBeCloseTo(0.5 + 5e-4, 6);
    const most = world.pushOut(sunk, { skin: 0.5 }); // 0.2 + 0.5
    expect(most.position.y).toBeCloseTo(1.0, 6);
    expect(most.position.x).toBe(1);
    expect(most.position.z).toBe(2);
    world.dispose();
  });

  it('maxIterations is an integer in [1, 64]; pushOut has no maxIterations', () => {
    const { world } = floorWorld();
    const ball = { center: v(0, 1, 0), radius: 0.5 };
    const d = v(3, -2, 0);
    for (const maxIterations of [-1, 0, 65, 1.5, NaN, Infinity]) {
      expectError(() => world.moveAndSlide(ball, d, { maxIterations }), RangeError,
        `moveAndSlide: options.maxIterations must be an integer in [1, 64] (got ${maxIterations})`,
        { argument: 'options', field: 'maxIterations' });
    }
    expectError(() => world.moveAndSlide(ball, d, { maxIterations: '4' }), TypeError,
      'moveAndSlide: options.maxIterations must be a number (got string "4")');
    expectError(() => world.pushOut(ball, { maxIterations: 4 }), TypeError,
      "pushOut: options has no option 'maxIterations' (known: mask, includeSensors, ignore, skin)",
      { argument: 'options', field: 'maxIterations' });
    // One leg: from y = 1 along (3, -2, 0) (length √13) the bottom meets the floor at t = 1/4; the leg stops
    // the skin (max(1e-4, 1e-3 × 0.5) = 5e-4) short along the motion and the rest is dropped.
    const back = 5e-4 / Math.sqrt(13);
    const one = world.moveAndSlide(ball, d, { maxIterations: 1 });
    expect(one.collisions).toBe(1);
    expect(one.position.x).toBeCloseTo(3 * (0.25 - back), 6);
    expect(one.position.y).toBeCloseTo(1 - 2 * (0.25 - back), 6);
    // Two legs: the second slides the remaining 3/4 of the x motion along the floor, to x = 3 less the skin's share.
    const two = world.moveAndSlide(ball, d, { maxIterations: 64 });
    expect(two.position.x).toBeCloseTo(3 - 3 * back, 5);
    expect(two.position.y).toBeCloseTo(0.5 + 2 * back, 5);
    world.dispose();
  });

  it('never returns NaN or Infinity: a sweep of bad and edge values either throws a named error or is finite', () => {
    const world = sk.createWorld();
    world.addBody({ normal: v(0, 1, 0), constant: 0 }, { kind: 'static' });
    world.addBody({ min: v(2, 0, -1), max: v(3, 2, 1) }, { kind: 'static' });
    world.addBody({ center: v(-3, 1, 0), radius: 1 }, { kind: 'static' });
    world.addBody({ start: v(0, 1, 3), end: v(0, 3, 3), radius: 0.5 }, { kind: 'static' });
    world.addBody({ center: v(1e8, 1e8, 1e8), radius: 1e7 }, { kind: 'static' });
    const numbers = [0, 1e-30, -1e-30, 0.3, -2.5, 1e8, -1e8, 1.0000001e8, NaN, Infinity, -Infinity];
    const radii = [0, 1e-7, 0.5, 3, 1e8, -1, NaN];
    const skins = [undefined, 0, 1e-4, 0.5, 1e8, -0, NaN, 1e9];
    const iterations = [undefined, 1, 64];
    let results = 0;
    let refused = 0;
    const check = (call) => {
      let r;
      try {
        r = call();
      } catch (e) {
        expect(e instanceof RangeError || e instanceof TypeError, e.message).toBe(true);
        expect(e.message).toMatch(/^(moveAndSlide|pushOut): (sphere|displacement|options)/);
        refused++;
        return;
      }
      for (const x of [r.position.x, r.position.y, r.position.z, r.normal.x, r.normal.y, r.normal.z, r.collisions]) {
        expect(Number.isFinite(x), JSON.stringify(r)).toBe(true);
      }
      results++;
    };
    for (const c of numbers) {
      for (const radius of radii) {
        const sphere = { center: v(c, Math.abs(c) === 1e8 ? c : 1 + c, -c), radius };
        for (const skin of skins) {
          const options = skin === undefined ? undefined : { skin };
          check(() => world.pushOut(sphere, options));
          for (const dx of numbers) {
            for (const maxIterations of iterations) {
              const o = { ...options, ...(maxIterations === undefined ? {} : { maxIterations }) };
              check(() => world.moveAndSlide(sphere, v(dx, -Math.abs(dx) / 2, 0.1), o));
            }
          }
        }
      }
    }
    // Both outcomes happened many times: the sweep reached the core's edge cases, not only the checks.
    expect(results).toBeGreaterThan(3000); // of 20,944 calls
    expect(results + refused).toBe(numbers.length * radii.length * skins.length * (1 + numbers.length * iterations.length));
    expect(refused).toBeGreaterThan(3000);
    world.dispose();
  }, 60_000);
});

// filter.ignore as an array or a Set of handles (issue 27): every World query skips each body listed, an empty list
// skips none, and a bad entry is an error naming its index. A Character's filter skips at most one body.
import { describe, expect, it } from 'vitest';
import { sk, v, expectError } from './helpers.js';

// Three balls on the +x axis at x = 0, 3 and 6 (radius 1), and a ray, sphere and motion along it from x = -5.
function row() {
  const world = sk.createWorld();
  const balls = [0, 3, 6].map((x) => world.addBody({ center: v(x, 0, 0), radius: 1 }, { kind: 'static' }));
  return { world, balls };
}
const ray = { origin: v(-5, 0, 0), direction: v(1, 0, 0) };
const sphere = { center: v(-5, 0, 0), radius: 0.5 };
const d = v(20, 0, 0);

describe('filter.ignore as a list', () => {
  it('the closest queries skip every body of an array or a Set', () => {
    const { world, balls: [a, b, c] } = row();
    // The ray meets the balls' near sides at x = -1, 2, 5: t = 4, 7, 10 (direction length 1).
    expect(world.raycast(ray, 20, { ignore: [a, b] })).toMatchObject({ body: c, t: 10 });
    expect(world.raycast(ray, 20, { ignore: new Set([a]) })).toMatchObject({ body: b, t: 7 });
    expect(world.raycast(ray, 20, { ignore: [b] })).toMatchObject({ body: a, t: 4 });
    expect(world.raycast(ray, 20, { ignore: [] })).toMatchObject({ body: a, t: 4 });
    expect(world.raycast(ray, 20, { ignore: [a, b, c] })).toMatchObject({ hit: false, body: null });
    // A list does not stay: the next query without one sees every body.
    expect(world.raycast(ray, 20)).toMatchObject({ body: a });
    // A sphere of radius 0.5 touches the ball at x = 3 when its centre is at 1.5: t = 6.5 / 20.
    expect(world.sphereCast(sphere, d, { ignore: [a, c] })).toMatchObject({ body: b });
    expect(world.sphereCast(sphere, d, { ignore: [a, c] }).t).toBeCloseTo(6.5 / 20, 6);
    expect(world.cast(sphere, d, { ignore: new Set([a, b]) })).toMatchObject({ body: c });
    expect(world.cast(sphere, d, { ignore: new Set([a, b]) }).t).toBeCloseTo(9.5 / 20, 6);
    world.dispose();
  });

  it('raycastAll, overlap, moveAndSlide and pushOut skip them too', () => {
    const { world, balls: [a, b, c] } = row();
    expect(world.raycastAll(ray, 20, { ignore: [a, c] }).map((h) => h.body)).toEqual([b]);
    expect(world.raycastAll(ray, 20, { ignore: new Set([c, a]) }).map((h) => h.body)).toEqual([b]);
    const long = { min: v(-2, -2, -2), max: v(8, 2, 2) };
    expect(world.overlap(long, { ignore: [b] })).toEqual([a, c]);
    expect(world.overlap(long, { ignore: new Set([a, c]) })).toEqual([b]);
    // Sliding along +x from x = -5 stops against the first ball not listed.
    expect(world.moveAndSlide(sphere, d, { ignore: [a, b] }).position.x).toBeCloseTo(4.5, 3);
    expect(world.moveAndSlide(sphere, d, { ignore: [a, b, c] }).position.x).toBeCloseTo(15, 5);
    // A sphere of radius 0.5 at x = 0.5 overlaps only the ball at 0 (by 1): pushed out along +x to x = 1.5 unless
    // that ball is listed.
    const inside = { center: v(0.5, 0, 0), radius: 0.5 };
    expect(world.pushOut(inside, { ignore: [a, c] })).toMatchObject({ status: 'miss', position: v(0.5, 0, 0) });
    expect(world.pushOut(inside, { ignore: new Set([b, c]) }).position.x).toBeCloseTo(1.5, 3);
    world.dispose();
  });

  it('a bad entry is an error naming its index; anything else that is not a number names the kinds it may be', () => {
    const { world, balls: [a] } = row();
    const queries = [
      ['raycast', 'filter', (f) => world.raycast(ray, 20, f)],
      ['raycastAll', 'filter', (f) => world.raycastAll(ray, 20, f)],
      ['sphereCast', 'filter', (f) => world.sphereCast(sphere, d, f)],
      ['cast', 'filter', (f) => world.cast(sphere, d, f)],
      ['overlap', 'filter', (f) => world.overlap(sphere, f)],
      ['moveAndSlide', 'options', (f) => world.moveAndSlide(sphere, d, f)],
      ['pushOut', 'options', (f) => world.pushOut(sphere, f)],
    ];
    for (const [fn, arg, call] of queries) {
      expectError(() => call({ ignore: [a, 0] }), RangeError,
        `${fn}: ${arg}.ignore[1] must be an integer in [1, 2147483647] (got 0)`, { argument: arg, field: 'ignore[1]' });
      expectError(() => call({ ignore: [a, a + 0.5] }), RangeError,
        `${fn}: ${arg}.ignore[1] must be an integer in [1, 2147483647] (got ${a + 0.5})`);
      expectError(() => call({ ignore: new Set([a, String(a)]) }), TypeError,
        `${fn}: ${arg}.ignore[1] must be a number (got string "${a}")`, { argument: arg, field: 'ignore[1]' });
      expectError(() => call({ ignore: [null] }), TypeError, `${fn}: ${arg}.ignore[0] must be a number (got null)`);
      expectError(() => call({ ignore: String(a) }), TypeError,
        `${fn}: ${arg}.ignore must be a body handle, an array or a Set of handles, or undefined (got string "${a}")`,
        { argument: arg, field: 'ignore' });
      expectError(() => call({ ignore: new Int32Array([a]) }), TypeError,
        `${fn}: ${arg}.ignore must be a body handle, an array or a Set of handles, or undefined (got Int32Array {0})`);
      expectError(() => call({ ignore: null }), TypeError,
        `${fn}: ${arg}.ignore must be a body handle, an array or a Set of handles, or undefined (got null)`);
    }
    world.dispose();
  });

  it("a Character's filter takes a handle or a list of one, and refuses a longer list", () => {
    const { world, balls: [a, b] } = row();
    const capsule = { start: v(-5, -0.5, 0), end: v(-5, 0.5, 0), radius: 0.5 };
    const ch = world.createCharacter({ shape: capsule, filter: { ignore: [a] } });
    expect(ch.move(v(10, 0, 0)).position.x).toBeCloseTo(1.5, 1); // through `a`, stopped by `b` at x = 3 - 1 - 0.5
    ch.dispose();
    expectError(() => world.createCharacter({ shape: capsule, filter: { ignore: [a, b] } }), TypeError,
      'createCharacter: options.filter.ignore must be a body handle (or a list of at most one) (got array)',
      { argument: 'options', field: 'filter.ignore' });
    world.dispose();
  });
});

// Strict inputs of the World (issue 10): handles, layers and masks, filters and options, numbers, and the
// errors after dispose() and for invalid shapes. Each case asserts the error's class, its whole message (the
// function, the argument, the field and the value received) and its `argument` / `field` / `code`.
import { describe, expect, it } from 'vitest';
import { INPUT_ERRORS, WORLD_ERROR } from '../../bindings/js/generated/layout.js';
import { sk, v, thrown, expectError } from './helpers.js';

const inputCode = (name) => INPUT_ERRORS.findIndex(([enumerator]) => enumerator === name);

function worldWithBall() {
  const world = sk.createWorld();
  const ball = world.addBody({ center: v(0, 0, 0), radius: 1 });
  return { world, ball };
}

describe('World handles', () => {
  it('are integers naming a live body: no `| 0` wrap-around, no truncation', () => {
    const { world, ball } = worldWithBall();
    const wrapped = ball + 2 ** 32; // `| 0` made this `ball`
    expectError(() => world.getBody(wrapped), RangeError,
      `getBody: handle must be an integer in [1, 2147483647] (got ${wrapped})`, { argument: 'handle', field: null });
    expectError(() => world.removeBody(ball + 0.5), RangeError,
      `removeBody: handle must be an integer in [1, 2147483647] (got ${ball + 0.5})`, { argument: 'handle' });
    expectError(() => world.setDisplacement(String(ball), v(1, 0, 0)), TypeError,
      `setDisplacement: handle must be a number (got string "${ball}")`, { argument: 'handle', field: null });
    expectError(() => world.setShape(null, { center: v(0, 0, 0), radius: 1 }), TypeError,
      'setShape: handle must be a number (got null)');
    expectError(() => world.setFilter(NaN, 1, 1), RangeError,
      'setFilter: handle must be an integer in [1, 2147483647] (got NaN)');
    expectError(() => world.slotOf(2 ** 31), RangeError,
      'slotOf: handle must be an integer in [1, 2147483647] (got 2147483648)');
    // An integer handle that names no live body: the World's stale-handle error, with its code.
    expectError(() => world.getBody(ball + 1), RangeError,
      `getBody: handle is stale (removed, or not a body of this world) (got ${ball + 1})`,
      { argument: 'handle', field: null, code: WORLD_ERROR.STALE_HANDLE });
    expect(world.getBody(ball).shape.radius).toBe(1); // the live one still reads
    world.dispose();
  });

  it('contains() is false for any integer that is not a live body, and throws for a non-integer', () => {
    const { world, ball } = worldWithBall();
    expect(world.contains(ball)).toBe(true);
    for (const h of [ball + 2 ** 32, 0, -ball, ball + 1, 2 ** 53]) expect(world.contains(h)).toBe(false);
    expectError(() => world.contains(ball + 0.5), RangeError, `contains: handle must be an integer (got ${ball + 0.5})`,
      { argument: 'handle', field: null });
    expectError(() => world.contains(Infinity), RangeError, 'contains: handle must be an integer (got Infinity)');
    expectError(() => world.contains(`${ball}`), TypeError, `contains: handle must be a number (got string "${ball}")`);
    expectError(() => world.contains(undefined), TypeError, 'contains: handle must be a number (got undefined)');
    world.removeBody(ball);
    expect(world.contains(ball)).toBe(false);
    world.dispose();
  });

  it('setDisplacements checks a plain array of handles element by element; an Int32Array goes as it is', () => {
    const { world, ball } = worldWithBall();
    const d = new Float32Array([1, 2, 3]);
    expectError(() => world.setDisplacements([ball + 0.5], d), RangeError,
      `setDisplacements: handles[0] must be an integer in [1, 2147483647] (got ${ball + 0.5})`,
      { argument: 'handles', field: '0' });
    expectError(() => world.setDisplacements(['x'], d), TypeError,
      'setDisplacements: handles[0] must be a number (got string "x")', { argument: 'handles', field: '0' });
    expectError(() => world.setDisplacements(null, d), TypeError,
      'setDisplacements: handles must be an Int32Array or an array of handles (got null)', { argument: 'handles' });
    expectError(() => world.setDisplacements([ball], [1, 2, 3]), TypeError,
      'setDisplacements: displacements must be a Float32Array (got array)', { argument: 'displacements' });
    expectError(() => world.setDisplacements([ball], new Float64Array(3)), TypeError,
      'setDisplacements: displacements must be a Float32Array (got Float64Array {0, 1, 2})');
    expectError(() => world.setDisplacements(new Int32Array([ball, ball]), d), RangeError,
      'setDisplacements: displacements must hold 3 numbers per handle, 6 needed (got 3 numbers)');
    // A stale handle in an Int32Array is the World's error, naming the entry.
    expectError(() => world.setDisplacements(new Int32Array([ball + 1]), d), RangeError,
      `setDisplacements: handles[0] is stale (removed, or not a body of this world) (got ${ball + 1})`,
      { argument: 'handles', field: '0', code: WORLD_ERROR.STALE_HANDLE });
    expectError(() => world.setDisplacements([ball], new Float32Array([NaN, 0, 0])), RangeError,
      `setDisplacements: displacements[0..2] must be finite and keep the shape within ±1e8 (got (NaN, 0, 0) for body ${ball})`,
      { argument: 'displacements', field: '0', code: WORLD_ERROR.INVALID_DISPLACEMENT });
    world.setDisplacements([ball], d);
    expect(world.getBody(ball).displacement).toEqual(v(1, 2, 3));
    world.dispose();
  });
});

describe('World layers, masks, sensor and options', () => {
  it('layer and mask are integers in [0, 2^32); sensor is a boolean', () => {
    const world = sk.createWorld();
    const ball = { center: v(0, 0, 0), radius: 1 };
    expectError(() => world.addBody(ball, { layer: 2 ** 32 }), RangeError,
      'addBody: options.layer must be an integer in [0, 4294967295] (got 4294967296)', { argument: 'options', field: 'layer' });
    expectError(() => world.addBody(ball, { mask: -1 }), RangeError,
      'addBody: options.mask must be an integer in [0, 4294967295] (got -1)', { argument: 'options', field: 'mask' });
    expectError(() => world.addBody(ball, { mask: 1.5 }), RangeError,
      'addBody: options.mask must be an integer in [0, 4294967295] (got 1.5)');
    expectError(() => world.addBody(ball, { layer: '2' }), TypeError,
      'addBody: options.layer must be a number (got string "2")', { argument: 'options', field: 'layer' });
    expectError(() => world.addBody(ball, { sensor: 1 }), TypeError,
      'addBody: options.sensor must be a boolean (got number 1)', { argument: 'options', field: 'sensor' });
    expectError(() => world.addBody(ball, { kind: 'dynamic' }), RangeError,
      "addBody: options.kind must be 'static', 'kinematic' or 'fast' (got string \"dynamic\")",
      { argument: 'options', field: 'kind', code: WORLD_ERROR.INVALID_KIND });
    expectError(() => world.addBody(ball, { kind: true }), TypeError,
      "addBody: options.kind must be one of 'static', 'kinematic', 'fast' (got boolean true)");
    expect(world.bodyCount).toBe(0); // nothing was added by the refused calls
    // The extremes are accepted and read back bit for bit; undefined means the default.
    const h = world.addBody(ball, { layer: 0xffffffff, mask: 0, sensor: undefined, kind: 'static' });
    expect(world.getBody(h)).toMatchObject({ layer: 0xffffffff, mask: 0, sensor: false, kind: 'static' });
    world.setFilter(h, 0x80000000, 0xffffffff);
    expect(world.getBody(h)).toMatchObject({ layer: 0x80000000, mask: 0xffffffff });
    expectError(() => world.setFilter(h, 1, 2 ** 32), RangeError,
      'setFilter: mask must be an integer in [0, 4294967295] (got 4294967296)', { argument: 'mask', field: null });
    expectError(() => world.setFilter(h, '1', 1), TypeError, 'setFilter: layer must be a number (got string "1")');
    world.dispose();
  });

  it('options must be an object or undefined, and an unknown key is a TypeError naming it', () => {
    const world = sk.createWorld();
    const ball = { center: v(0, 0, 0), radius: 1 };
    expectError(() => world.addBody(ball, null), TypeError,
      'addBody: options must be an object {kind, layer, mask, sensor} or undefined (got null)', { argument: 'options', field: null });
    expectError(() => world.addBody(ball, 'static'), TypeError,
      'addBody: options must be an object {kind, layer, mask, sensor} or undefined (got string "static")');
    expectError(() => world.addBody(ball, { sensr: true }), TypeError,
      "addBody: options has no option 'sensr' (known: kind, layer, mask, sensor)", { argument: 'options', field: 'sensr' });
    expect(world.bodyCount).toBe(0);
    world.dispose();
  });

  it('every query filter checks mask, includeSensors, ignore and its keys', () => {
    const { world, ball } = worldWithBall();
    const ray = { origin: v(-5, 0, 0), direction: v(1, 0, 0) };
    const sphere = { center: v(-5, 0, 0), radius: 0.5 };
    const d = v(10, 0, 0);
    const filter = 'mask, includeSensors, ignore';
    // [function, argument name, its known keys, call with that filter]
    const queries = [
      ['raycast', 'filter', filter, (f) => world.raycast(ray, 20, f)],
      ['raycastAll', 'filter', filter, (f) => world.raycastAll(ray, 20, f)],
      ['sphereCast', 'filter', filter, (f) => world.sphereCast(sphere, d, f)],
      ['cast', 'filter', filter, (f) => world.cast(sphere, d, f)],
      ['overlap', 'filter', filter, (f) => world.overlap(sphere, f)],
      ['moveAndSlide', 'options', `${filter}, skin, maxIterations`, (f) => world.moveAndSlide(sphere, d, f)],
      ['pushOut', 'options', `${filter}, skin`, (f) => world.pushOut(sphere, f)],
    ];
    for (const [fn, arg, known, call] of queries) {
      expectError(() => call({ mask: 'abc' }), TypeError, `${fn}: ${arg}.mask must be a number (got string "abc")`,
        { argument: arg, field: 'mask' });
      expectError(() => call({ mask: 2 ** 32 }), RangeError,
        `${fn}: ${arg}.mask must be an integer in [0, 4294967295] (got 4294967296)`);
      expectError(() => call({ includeSensors: 0 }), TypeError, `${fn}: ${arg}.includeSensors must be a boolean (got number 0)`,
        { argument: arg, field: 'includeSensors' });
      expectError(() => call({ ignore: ball + 0.5 }), RangeError,
        `${fn}: ${arg}.ignore must be an integer in [1, 2147483647] (got ${ball + 0.5})`, { argument: arg, field: 'ignore' });
      expectError(() => call({ ignroe: ball }), TypeError, `${fn}: ${arg} has no option 'ignroe' (known: ${known})`,
        { argument: arg, field: 'ignroe' });
      expect(thrown(() => call(null))).toBeInstanceOf(TypeError);
      // A valid filter: mask 0 sees nothing, so nothing is hit; ignore 0 means none.
      const none = call({ mask: 0, includeSensors: false, ignore: 0 });
      expect(Array.isArray(none) ? none.length : none.hit).toBe(Array.isArray(none) ? 0 : false);
    }
    expectError(() => world.raycast(ray, 20, null), TypeError,
      'raycast: filter must be an object {mask, includeSensors, ignore} or undefined (got null)');
    expectError(() => world.raycast(ray, 20, { ignroe: ball }), TypeError,
      "raycast: filter has no option 'ignroe' (known: mask, includeSensors, ignore)");
    world.dispose();
  });
});

describe('World numbers are never coerced', () => {
  it('displacements, rays, maxFraction, spheres and cast shapes must hold numbers', () => {
    const { world, ball } = worldWithBall();
    expectError(() => world.setDisplacement(ball, { x: '5', y: 0, z: 0 }), TypeError,
      'setDisplacement: displacement.x must be a number (got string "5")', { argument: 'displacement', field: 'x' });
    expectError(() => world.setDisplacement(ball, null), TypeError,
      'setDisplacement: displacement must be an object {x, y, z} (got null)', { argument: 'displacement', field: null });
    expectError(() => world.raycast({ origin: v(0, 0, 0), direction: { x: 1, y: [], z: 0 } }), TypeError,
      'raycast: ray.direction.y must be a number (got array)', { argument: 'ray', field: 'direction.y' });
    expectError(() => world.raycast(null), TypeError, 'raycast: ray must be a ray {origin, direction} (got null)');
    expectError(() => world.raycast({ origin: v(0, 0, 0), direction: v(1, 0, 0) }, '2'), TypeError,
      'raycast: maxFraction must be a number (got string "2")', { argument: 'maxFraction', field: null });
    expectError(() => world.raycastAll({ origin: v(0, 0, true), direction: v(1, 0, 0) }), TypeError,
      'raycastAll: ray.origin.z must be a number (got boolean true)');
    expectError(() => world.sphereCast({ center: v(0, null, 0), radius: 1 }, v(1, 0, 0)), TypeError,
      'sphereCast: sphere.center.y must be a number (got null)', { argument: 'sphere', field: 'center.y' });
    expectError(() => world.sphereCast({ center: v(0, 0, 0), radius: 1 }, v(1n, 0, 0)), TypeError,
      'sphereCast: displacement.x must be a number (got bigint 1n)');
    expectError(() => world.cast({ min: v(0, 0, 0), max: v(1, 1, 1) }, { x: 1, y: 0 }), TypeError,
      'cast: displacement.z must be a number (got undefined)', { argument: 'displacement', field: 'z' });
    expectError(() => world.moveAndSlide({ center: v(0, 0, 0), radius: '1' }, v(1, 0, 0)), TypeError,
      'moveAndSlide: sphere.radius must be a number (got string "1")');
    expectError(() => world.pushOut({ center: null, radius: 1 }), TypeError,
      'pushOut: sphere.center must be an object {x, y, z} (got null)');
    expectError(() => world.sphereCasts([0, 0, 0, 1, 1, 0, 0]), TypeError,
      'sphereCasts: casts must be a Float32Array (got array)', { argument: 'casts' });
    expectError(() => world.sphereCasts(new Float32Array(8)), RangeError,
      'sphereCasts: casts must hold 7 numbers per cast (got 8 numbers)');
    expectError(() => world.sphereCasts(new Float32Array(14), new Int32Array(1)), TypeError,
      'sphereCasts: bodies must be an Int32Array of at least 2 elements, or undefined (got Int32Array {0})');
    expect(world.getBody(ball).displacement).toEqual(v(0, 0, 0)); // nothing was applied
    world.dispose();
  });

  it('raycastAll names the rejected argument from its first call', () => {
    const { world } = worldWithBall();
    expectError(() => world.raycastAll({ origin: v(NaN, 0, 0), direction: v(1, 0, 0) }), RangeError,
      'raycastAll: ray.origin must be finite and within ±1e8 (got (NaN, 0, 0))',
      { argument: 'ray', field: 'origin', inputCode: inputCode('origin_not_finite') });
    expectError(() => world.raycastAll({ origin: v(0, 0, 0), direction: v(0, 2e8, 0) }), RangeError,
      'raycastAll: ray.direction must be finite and within ±1e8 (got (0, 200000000, 0))',
      { argument: 'ray', field: 'direction', inputCode: inputCode('direction_not_finite') });
    expectError(() => world.raycastAll({ origin: v(0, 0, 0), direction: v(1, 0, 0) }, -1), RangeError,
      'raycastAll: maxFraction must be >= 0 and not NaN (got -1)',
      { argument: 'maxFraction', field: null, inputCode: inputCode('max_fraction_invalid') });
    world.dispose();
  });
});

describe('World errors: dispose() and invalid shapes', () => {
  it('every member throws the same Error after dispose(), slotOf and stepInfo included', () => {
    const { world, ball } = worldWithBall();
    world.dispose();
    const s = { center: v(0, 0, 0), radius: 1 };
    const ray = { origin: v(0, 0, 0), direction: v(1, 0, 0) };
    const members = {
      addBody: () => world.addBody(s),
      removeBody: () => world.removeBody(ball),
      contains: () => world.contains(ball),
      bodyCount: () => world.bodyCount,
      setShape: () => world.setShape(ball, s),
      setFilter: () => world.setFilter(ball, 1, 1),
      setDisplacement: () => world.setDisplacement(ball, v(1, 0, 0)),
      setDisplacements: () => world.setDisplacements([ball], new Float32Array(3)),
      displacementView: () => world.displacementView(),
      slotOf: () => world.slotOf(ball),
      step: () => world.step(),
      stepInfo: () => world.stepInfo,
      eventData: () => world.eventData(),
      events: () => world.events(),
      getBody: () => world.getBody(ball),
      raycast: () => world.raycast(ray),
      raycastAll: () => world.raycastAll(ray),
      sphereCast: () => world.sphereCast(s, v(1, 0, 0)),
      cast: () => world.cast(s, v(1, 0, 0)),
      sphereCasts: () => world.sphereCasts(new Float32Array(7)),
      overlap: () => world.overlap(s),
      moveAndSlide: () => world.moveAndSlide(s, v(1, 0, 0)),
      pushOut: () => world.pushOut(s),
    };
    for (const [name, call] of Object.entries(members)) {
      const e = thrown(call);
      expect(e.constructor, name).toBe(Error);
      expect(e.message, name).toBe('sweepkit: this World was disposed');
    }
    expect(world.disposed).toBe(true);
  });

  it('an invalid shape of a body has code invalid_shape and the field in inputCode', () => {
    const { world, ball } = worldWithBall();
    expectError(() => world.addBody({ center: v(0, 0, 0), radius: -1 }), RangeError,
      'addBody: shape.radius must be >= 0 (got -1)',
      { argument: 'shape', field: 'radius', code: WORLD_ERROR.INVALID_SHAPE, inputCode: inputCode('radius_negative') });
    expectError(() => world.setShape(ball, { min: v(1, 0, 0), max: v(0, 1, 1) }), RangeError,
      'setShape: shape min must be <= max on every axis (got min (1, 0, 0), max (0, 1, 1))',
      { argument: 'shape', field: null, code: WORLD_ERROR.INVALID_SHAPE, inputCode: inputCode('min_greater_than_max') });
    // A query has no WorldError: `code` is the InputError, as in the free functions, and so is inputCode.
    const q = inputCode('center_not_finite');
    expectError(() => world.overlap({ center: v(Infinity, 0, 0), radius: 1 }), RangeError,
      'overlap: shape.center must be finite and within ±1e8 (got (Infinity, 0, 0))', { code: q, inputCode: q });
    world.dispose();
  });
});

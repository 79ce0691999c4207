// world.createCharacter from JS: a capsule walking on a triangle-mesh level (world.addMesh) and on boxes: a wall hit
// at an angle, 0.3 m stairs up and down with `grounded` every frame, a platform carrying it at 3 m/s, two characters
// meeting, traced legs, results into a target, and the named errors for bad options and displacements. Expected
// numbers by hand in the comments (skin 0.01: a 1.8 m capsule on a floor at y = h has its centre at h + 0.91).
import { describe, expect, it } from 'vitest';
import { expectError, sk, thrown, v } from './helpers.js';

// The 12 outward triangles of the box [min, max] appended to `m` ({positions, indices} arrays).
function addBox(m, min, max) {
  const base = m.positions.length / 3;
  for (let i = 0; i < 8; i++) m.positions.push(i & 1 ? max.x : min.x, i & 2 ? max.y : min.y, i & 4 ? max.z : min.z);
  for (const i of [0, 4, 6, 0, 6, 2, 1, 3, 7, 1, 7, 5, 0, 1, 5, 0, 5, 4, 2, 6, 7, 2, 7, 3, 0, 2, 3, 0, 3, 1, 4, 5, 7, 4, 7, 6]) {
    m.indices.push(base + i);
  }
  return m;
}

// A level of boxes as one mesh body (mesh) or as Aabb bodies.
function level(boxes, mesh) {
  const world = sk.createWorld();
  if (mesh) {
    const m = { positions: [], indices: [] };
    for (const [min, max] of boxes) addBox(m, min, max);
    world.addMesh({ positions: new Float32Array(m.positions), indices: new Uint32Array(m.indices) });
  } else {
    for (const [min, max] of boxes) world.addBody({ min, max }, { kind: 'static' });
  }
  return world;
}

const FLOOR = [v(-10, -1, -10), v(10, 0, 10)];
// A 1.8 m capsule (radius 0.3, segment 1.2) with its bottom at `feet`.
const person = (x, y, z) => ({ start: v(x, y + 0.3, z), end: v(x, y + 1.5, z), radius: 0.3 });

for (const mesh of [true, false]) {
  describe(`character on ${mesh ? 'a triangle mesh' : 'boxes'}`, () => {
    it('slides along a wall hit at 45°: ends at (1.69, 0.91, 4)', () => {
      // Wall face at x = 2: the side touches at centre x = 1.7, backed off the skin along the diagonal to
      // (1.69, 1.69); what is left, (2.31, 2.31), slides without its x part.
      const world = level([FLOOR, [v(2, 0, -10), v(3, 3, 10)]], mesh);
      const ch = world.createCharacter({ shape: person(0, 0.01, 0) });
      expect(ch.move(v(0, -0.01, 0)).grounded).toBe(true);
      const r = ch.move(v(4, 0, 4));
      expect(r.position.x).toBeCloseTo(1.69, 2);
      expect(r.position.y).toBeCloseTo(0.91, 2);
      expect(r.position.z).toBeCloseTo(4, 2);
      expect(r.grounded).toBe(true);
      expect(r.groundNormal).toEqual(v(0, 1, 0));
      expect(r.collisions[0].normal.x).toBeCloseTo(1, 4);
      expect(r.collisions[0].position.x).toBeCloseTo(1.7, 2);
      expect(ch.position.x).toBeCloseTo(1.69, 2);
      world.dispose();
    });

    it('walks up and down 0.3 m stairs grounded every frame at 15, 60 and 144 steps per second', () => {
      // Risers at x = 0.5, 1, 1.5, 2 (up to 1.2) and 3.5, 4, 4.5, 5 (down to 0); 3 m/s from x = -0.5 for 7 m.
      const boxes = [FLOOR];
      for (let k = 1; k <= 4; k++) boxes.push([v(0.5 * k, 0, -2), v(5.5 - 0.5 * k, 0.3 * k, 2)]);
      for (const rate of [15, 60, 144]) {
        const world = level(boxes, mesh);
        const ch = world.createCharacter({ shape: person(-0.5, 0.01, 0) });
        let r = ch.move(v(0, -0.01, 0));
        let maxY = 0;
        for (let frame = 0; frame < (7 * rate) / 3; frame++) {
          r = ch.move(v(3 / rate, r.grounded ? -0.01 : -0.1, 0), undefined, r);
          expect(r.grounded, `${rate} Hz frame ${frame}`).toBe(true);
          maxY = Math.max(maxY, r.position.y);
        }
        expect(maxY).toBeLessThanOrEqual(1.2 + 0.91 + 1e-3); // never launched above the landing
        expect(r.position.x).toBeCloseTo(6.5, 1);
        expect(r.position.y).toBeCloseTo(0.91, 2);
        world.dispose();
      }
    });

    it('never crosses a 1 cm wall walking at 6 m/s, at 15 and 144 steps per second', () => {
      // Wall face at x = 2: the capsule (radius 0.3) stops the skin off it, at x = 1.69, and never passes 1.7.
      for (const rate of [15, 144]) {
        const world = level([FLOOR, [v(2, 0, -10), v(2.01, 3, 10)]], mesh);
        const ch = world.createCharacter({ shape: person(0, 0.01, 0) });
        let r = ch.move(v(0, -0.01, 0));
        let maxX = 0;
        for (let frame = 0; frame < 2 * rate; frame++) {
          r = ch.move(v(6 / rate, r.grounded ? -0.01 : -0.1, 0));
          maxX = Math.max(maxX, r.position.x);
        }
        expect(maxX).toBeLessThanOrEqual(1.7);
        expect(r.position.x).toBeCloseTo(1.69, 2);
        world.dispose();
      }
    });

    it('is carried by a platform at 3 m/s: 3 m after 60 steps of 1/60 s', () => {
      const world = level([FLOOR], mesh);
      const platform = world.addBody({ min: v(-2, 0.5, -2), max: v(2, 1, 2) }, { kind: 'kinematic' });
      const ch = world.createCharacter({ shape: person(0, 1.01, 0) });
      let r = ch.move(v(0, -0.01, 0));
      expect(r.groundBody).toBe(platform);
      for (let frame = 0; frame < 60; frame++) {
        world.setDisplacement(platform, v(0.05, 0, 0));
        world.step();
        r = ch.move(v(0, r.grounded ? -0.01 : -0.1, 0));
        expect(r.grounded).toBe(true);
      }
      expect(r.position.x).toBeCloseTo(3, 2);
      expect(r.position.y).toBeCloseTo(1.91, 2);
      world.dispose();
    });

    it('walks through a sensor, which reports it: begin at x = 1, stay at 1.5 and 2, end at 2.5', () => {
      // Trigger zone x in [1, 2]; the capsule's side spans x ± 0.3: apart at 0.5 (0.8 < 1), touching from 1 (0.7)
      // to 2 (1.7 <= 2), apart at 2.5 (2.2 > 2). With filter.includeSensors: true it stops 0.3 + skin short, at 0.69.
      const world = level([FLOOR], mesh);
      const zone = world.addBody({ min: v(1, 0, -1), max: v(2, 2, 1) }, { kind: 'static', sensor: true });
      const ch = world.createCharacter({ shape: person(0, 0.01, 0) });
      const seen = [];
      for (let i = 0; i < 5; i++) {
        seen.push(ch.move(v(0.5, -0.01, 0)).position.x);
        world.step();
        seen.push(world.events().map((e) => [e.type, e.sensor, [e.a, e.b].sort().join()]));
      }
      const pair = [zone, ch.body].sort().join();
      expect(seen.filter((_, i) => i % 2 === 0).map((x) => Number(x.toFixed(4)))).toEqual([0.5, 1, 1.5, 2, 2.5]);
      expect(seen.filter((_, i) => i % 2 === 1)).toEqual([
        [], [['begin', true, pair]], [['stay', true, pair]], [['stay', true, pair]], [['end', true, pair]],
      ]);
      const blocked = world.createCharacter({ shape: person(0, 0.01, 4), filter: { includeSensors: true } });
      world.addBody({ min: v(1, 0, 3), max: v(2, 2, 5) }, { kind: 'static', sensor: true });
      expect(blocked.move(v(1, -0.01, 0)).position.x).toBeCloseTo(0.69, 3);
      world.dispose();
    });

    it('two characters meet: each sees the other’s body', () => {
      // A walks 2 towards B 2 away: sides meet when A's centre is at 1.4, kept the skin off (1.39); B then cannot move.
      const world = level([FLOOR], mesh);
      const a = world.createCharacter({ shape: person(0, 0.01, 0) });
      const b = world.createCharacter({ shape: person(2, 0.01, 0) });
      const ra = a.move(v(2, -0.01, 0));
      expect(ra.position.x).toBeCloseTo(1.39, 2);
      expect(ra.collisions.find((c) => c.body === b.body).normal.x).toBeCloseTo(1, 3);
      expect(b.move(v(-1, -0.01, 0)).position.x).toBeCloseTo(2, 2);
      expect(world.overlap(a.shape)).toEqual([a.body]); // apart by the skin: it touches only its own body
      world.dispose();
      expect(a.disposed).toBe(true);
    });
  });
}

describe('character API', () => {
  it('traces the legs of a move: depenetrate, then slide', () => {
    // Bottom 10 cm inside the floor: pushed out by the depth and the skin (0.11), then a free slide of 1 along x.
    const world = level([FLOOR], true);
    const ch = world.createCharacter({ shape: person(0, -0.1, 0) });
    const r = ch.move(v(1, 0, 0), { trace: true });
    expect(r.legs.map((l) => l.kind)).toEqual(['depenetrate', 'slide']);
    expect(r.legs[0].displacement.y).toBeCloseTo(0.11, 3);
    expect(r.legs[1].t).toBe(1);
    expect(r.position.x).toBeCloseTo(1, 5);
    expect(Math.abs(r.position.y - 0.91)).toBeLessThan(2e-3); // the skin, within the casts' 1e-4-of-size tolerance
    expect('legs' in ch.move(v(0, 0, 0))).toBe(false);
    world.dispose();
  });

  it('turns with a rotating platform: a quarter turn about +y takes (2, y, 0) to (0, y, -2)', () => {
    // An oriented box centred on the y axis turns by π/120 per step about +y; after 60 steps the character standing
    // 2 from the axis has turned with it by 90°: (x, z) = (2 cos 90°, -2 sin 90°).
    const world = sk.createWorld();
    const platform = world.addBody({ center: v(0, 0.5, 0), halfSize: v(3, 0.5, 3) }, { kind: 'kinematic' });
    const ch = world.createCharacter({ shape: person(2, 1.01, 0) });
    let r = ch.move(v(0, -0.01, 0));
    expect(r.groundBody).toBe(platform);
    for (let frame = 0; frame < 60; frame++) {
      world.setMotion(platform, { linear: v(0, 0, 0), angular: v(0, Math.PI / 120, 0) });
      world.step();
      r = ch.move(v(0, r.grounded ? -0.01 : -0.1, 0));
    }
    expect(r.position.x).toBeCloseTo(0, 2);
    expect(r.position.z).toBeCloseTo(-2, 2);
    expect(r.position.y).toBeCloseTo(1.91, 2);
    expect(r.grounded).toBe(true);
    world.dispose();
  });

  it('writes into a target, keeping its objects', () => {
    const world = level([FLOOR], false);
    const ch = world.createCharacter({ shape: { center: v(0, 0.51, 0), radius: 0.5 } });
    const position = { x: 0, y: 0, z: 0 };
    const target = { position };
    const r = ch.move(v(0.5, -0.01, 0), undefined, target);
    expect(r).toBe(target);
    expect(r.position).toBe(position);
    expect(position.x).toBeCloseTo(0.5, 5);
    expect(r.grounded).toBe(true);
    expect(ch.shape).toEqual({ center: ch.position, radius: 0.5 });
    world.dispose();
  });

  it('names every invalid option, displacement and the disposed character', () => {
    const world = level([FLOOR], false);
    const shape = person(0, 0.01, 0);
    const make = (o) => () => world.createCharacter({ shape, ...o });
    expectError(make({ stepHeight: -0.1 }), RangeError,
      'createCharacter: options.stepHeight must be a finite length >= 0 (got -0.1)', { argument: 'options', field: 'stepHeight', code: 7 });
    expectError(make({ stepHeight: NaN }), RangeError,
      'createCharacter: options.stepHeight must be a finite length >= 0 (got NaN)', { field: 'stepHeight', code: 7 });
    expectError(make({ snapToGround: Infinity }), RangeError,
      'createCharacter: options.snapToGround must be a finite length >= 0 (got Infinity)', { field: 'snapToGround', code: 9 });
    expectError(make({ maxSlopeClimbAngle: 2 }), RangeError,
      'createCharacter: options.maxSlopeClimbAngle must be an angle in [0, π/2] radians (got 2)', { field: 'maxSlopeClimbAngle', code: 5 });
    expectError(make({ minSlopeSlideAngle: -0.5 }), RangeError,
      'createCharacter: options.minSlopeSlideAngle must be an angle in [0, π/2] radians (got -0.5)', { field: 'minSlopeSlideAngle', code: 6 });
    expectError(make({ skin: 0 }), RangeError,
      "createCharacter: options.skin must be a finite length in (0, 0.3] (at most the shape's radius, or 0.01) (got 0)", { code: 10 });
    expectError(make({ up: v(0, 2, 0) }), RangeError,
      'createCharacter: options.up must be a finite unit vector (within 1e-3) (got (0, 2, 0))', { field: 'up', code: 4 });
    expectError(make({ stepHeight: '0.3' }), TypeError, 'createCharacter: options.stepHeight must be a number (got string "0.3")');
    expectError(make({ maxIterations: 0 }), RangeError, 'createCharacter: options.maxIterations must be an integer in [1, 64] (got 0)');
    expectError(make({ stepHight: 0.3 }), TypeError, "createCharacter: options has no option 'stepHight' (known: shape, up, " +
      'maxSlopeClimbAngle, minSlopeSlideAngle, stepHeight, stepMinWidth, snapToGround, skin, maxIterations, filter, layer, mask)',
    { argument: 'options', field: 'stepHight' });
    expectError(() => world.createCharacter({ shape: { min: v(0, 0, 0), max: v(1, 1, 1) } }), RangeError,
      'createCharacter: options.shape must be a capsule {start, end, radius} or a sphere {center, radius} (got aabb {min, max})',
      { code: 2 });
    expectError(() => world.createCharacter({ shape: { start: v(0, 0, 0), end: v(1, 1, 0), radius: 0.3 } }), RangeError,
      'createCharacter: options.shape must be a capsule whose segment is parallel to options.up (got start (0, 0, 0), end (1, 1, 0))',
      { code: 3 });
    const badRadius = thrown(() => world.createCharacter({ shape: { center: v(0, 0, 0), radius: -1 } }));
    expect(badRadius).toBeInstanceOf(RangeError);
    expect(badRadius.message).toBe('createCharacter: options.shape.radius must be >= 0 (got -1)');
    expect(badRadius).toMatchObject({ argument: 'options', field: 'shape.radius', code: 1 });
    expect(world.overlap({ center: v(0, 1, 0), radius: 5 })).toHaveLength(1); // the refusals added nothing: only the floor

    const ch = world.createCharacter({ shape });
    expectError(() => ch.move(v(NaN, 0, 0)), RangeError, 'move: displacement must be finite and within ±1e8 (got (NaN, 0, 0))',
      { argument: 'displacement', code: 12 });
    expectError(() => ch.move(v(Infinity, 0, 0)), RangeError,
      'move: displacement must be finite and within ±1e8 (got (Infinity, 0, 0))', { code: 12 });
    expectError(() => ch.move({ x: 1, y: 0 }), TypeError, 'move: displacement.z must be a number (got undefined)');
    expectError(() => ch.move(v(0, 0, 0), { trace: 1 }), TypeError, 'move: options.trace must be a boolean (got number 1)');
    expectError(() => ch.setPosition(v(0, 1e9, 0)), RangeError,
      'setPosition: position must be finite and within ±1e8 (got (0, 1000000000, 0))', { code: 13 });
    const body = ch.body;
    ch.dispose();
    expect(world.overlap({ center: v(0, 1, 0), radius: 5 })).not.toContain(body); // its body went with it
    expectError(() => ch.move(v(1, 0, 0)), Error,
      "move: the character's body is gone: the character or its World was disposed, or the body was removed", { code: 15 });
    ch.dispose(); // again: nothing
    world.dispose();
  });
});

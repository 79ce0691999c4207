// world.createCharacter's safety from JS (issue 24): issue 24's NaN repro at maxSlopeClimbAngle π/2, a body
// overlapping the head above a mesh floor, the skin's bound, and a character whose body was removed. Expected numbers
// by hand in the comments (skin 0.01: a 1.8 m capsule on a floor at y = h has its centre at h + 0.91).
import { describe, expect, it } from 'vitest';
import { expectError, sk, v } from './helpers.js';

const person = (x, y, z) => ({ start: v(x, y + 0.3, z), end: v(x, y + 1.5, z), radius: 0.3 });
const finite = (p) => Number.isFinite(p.x) && Number.isFinite(p.y) && Number.isFinite(p.z);

// Every number a move returned is finite.
function expectFinite(r) {
  expect(finite(r.position) && finite(r.groundNormal)).toBe(true);
  for (const c of r.collisions) expect(finite(c.normal) && finite(c.point) && finite(c.position)).toBe(true);
}

// A 40 m floor quad at y = 0 as a TriangleMesh (one-sided, normal +y).
const floorMesh = () => sk.createTriangleMesh(new Float32Array([-20, 0, -20, 20, 0, 20, 20, 0, -20, -20, 0, -20, -20, 0, 20, 20, 0, 20]));

describe('character safety', () => {
  for (const mesh of [false, true]) {
    it(`stops at a wall with maxSlopeClimbAngle π/2, never NaN (${mesh ? 'mesh' : 'box'} floor)`, () => {
      // Issue 24's repro: NaN from the 17th move, when the side (x + 0.3) reaches the wall at x = 2. The wall is a
      // wall at any slope limit: the side stops the skin before it, x + 0.3 = 1.99, on the floor.
      const w = sk.createWorld();
      const floor = mesh ? floorMesh() : null;
      if (mesh) w.addMesh(floor);
      else w.addBody({ min: { x: -20, y: -1, z: -20 }, max: { x: 20, y: 0, z: 20 } }, { kind: 'static' });
      w.addBody({ min: { x: 2, y: 0, z: -5 }, max: { x: 3, y: 3, z: 5 } }, { kind: 'static' });
      const c = w.createCharacter({ shape: { start: { x: 0, y: 0.31, z: 0 }, end: { x: 0, y: 1.51, z: 0 }, radius: 0.3 }, maxSlopeClimbAngle: Math.PI / 2 });
      let r;
      for (let i = 0; i < 20; i++) {
        r = c.move({ x: 0.1, y: -0.05, z: 0 });
        expectFinite(r);
      }
      expect(Math.abs(r.position.x + 0.3 - 1.99)).toBeLessThan(2e-3);
      expect(Math.abs(r.position.y - 0.91)).toBeLessThan(2e-3);
      expect(r.grounded).toBe(true);
      w.dispose();
      floor?.dispose();
    });
  }

  it('wedged between a mesh floor and a kinematic sphere overlapping its head, stays on the floor', () => {
    // The capsule's top is at 1.81; a sphere of radius 0.5 at y = 2.21 overlaps it by 0.1. Pushed down by 0.11 the
    // character went through the one-sided mesh floor (0.3 m below it): the push is swept and stops on the floor, the
    // bottom (centre - 0.9) the skin above it, within the skin.
    for (const maxSlopeClimbAngle of [Math.PI / 4, Math.PI / 2]) {
      const w = sk.createWorld();
      const floor = floorMesh();
      w.addMesh(floor);
      const head = w.addBody({ center: v(0, 2.21, 0), radius: 0.5 }, { kind: 'kinematic' });
      const c = w.createCharacter({ shape: person(0, 0.01, 0), maxSlopeClimbAngle });
      for (let frame = 0; frame < 10; frame++) {
        w.setDisplacement(head, v(0.01, 0, 0));
        w.step();
        const r = c.move(v(0.02, -0.01, 0));
        expectFinite(r);
        expect(r.position.y - 0.9).toBeGreaterThan(-2e-3); // the bottom not below the floor
        expect(r.position.y - 0.9).toBeLessThan(0.01 + 2e-3);
        // The floor's own contact with the character: at most the skin deep.
        const k = sk.contact(c.shape, floor);
        expect(!k.hit || k.depth <= 0.01).toBe(true);
      }
      w.dispose();
      floor.dispose();
    }
  });

  it('bounds the skin by the shape\'s radius, as moveAndSlide does', () => {
    const w = sk.createWorld();
    expectError(() => w.createCharacter({ shape: person(0, 0.01, 0), skin: 1e8 }), RangeError,
      "createCharacter: options.skin must be a finite length in (0, 0.3] (at most the shape's radius, or 0.01) (got 100000000)",
      { argument: 'options', field: 'skin', code: 10 });
    expectError(() => w.createCharacter({ shape: person(0, 0.01, 0), skin: 0 }), RangeError,
      "createCharacter: options.skin must be a finite length in (0, 0.3] (at most the shape's radius, or 0.01) (got 0)",
      { field: 'skin', code: 10 });
    // A tiny sphere keeps the default skin.
    expectError(() => w.createCharacter({ shape: { center: v(0, 1, 0), radius: 0.001 }, skin: 0.02 }), RangeError,
      "createCharacter: options.skin must be a finite length in (0, 0.01] (at most the shape's radius, or 0.01) (got 0.02)",
      { code: 10 });
    expect(w.bodyCount).toBe(0); // the refusals added nothing
    const c = w.createCharacter({ shape: person(0, 0.01, 0), skin: 0.3 });
    expect(c.move(v(0, -0.01, 0)).position.x).toBe(0); // not teleported
    w.dispose();
  });

  it('throws the same named error from every member once its body was removed', () => {
    const w = sk.createWorld();
    w.addBody({ min: v(-10, -1, -10), max: v(10, 0, 10) }, { kind: 'static' });
    const c = w.createCharacter({ shape: person(0, 0.01, 0) });
    w.removeBody(c.body);
    const gone = "the character's body is gone: the character or its World was disposed, or the body was removed";
    expectError(() => c.position, Error, `position: ${gone}`, { code: 15 });
    expectError(() => c.shape, Error, `position: ${gone}`, { code: 15 });
    expectError(() => c.body, Error, `body: ${gone}`, { code: 15 });
    expectError(() => c.setPosition(v(1, 2, 3)), Error, `setPosition: ${gone}`, { code: 15 });
    expectError(() => c.move(v(1, 0, 0)), Error, `move: ${gone}`, { code: 15 });
    expect(c.disposed).toBe(false);
    c.dispose();
    expect(c.disposed).toBe(true);
    expect(w.bodyCount).toBe(1); // the floor, untouched
    w.dispose();
  });
});

// The gauntlet (issue 13): sweepkit's character controller over the course of common/gauntlet/course.js at 15,
// 30, 60 and 144 steps per second, every figure of the issue asserted (common/gauntlet/run.js measures them with
// its own double-precision referee). The runner itself is checked first with scripted drivers whose figures are
// known by hand: a ghost that walks through everything, a character frozen in place, one whose `grounded` flickers.
import { beforeAll, describe, expect, it } from 'vitest';
import RAPIER from '@dimforge/rapier3d-compat';
import { init } from '../../bindings/js/index.js';
import { COMPARED_RATES, RATES, loadCourse, runGauntlet, runPath } from '../../common/gauntlet/run.js';
import { addPlatforms } from '../../common/gauntlet/world.js';
import { sweepkitDriver } from '../../common/gauntlet/sweepkit_driver.js';
import { rapierDriver } from '../../common/gauntlet/rapier_driver.js';

const course = loadCourse();
const pathNamed = (name) => course.paths.find((p) => p.name === name);

/** A scripted driver: `next(position, desired, frame)` gives the next centre and `grounded`. */
const scripted = (name, next) => ({
  name,
  create(_course, _rate, start) {
    let position = { ...start };
    let frame = 0;
    return {
      stepPlatforms() {},
      move(desired) {
        const r = next(position, desired, frame++);
        position = r.position;
        return r;
      },
      dispose() {},
    };
  },
});
// Walks through everything at its start height.
const ghost = scripted('ghost', (p, d) => ({ position: { x: p.x + d.x, y: p.y, z: p.z + d.z }, grounded: true }));
const frozen = scripted('frozen', (p) => ({ position: p, grounded: true }));
const flicker = scripted('flicker', (p, _d, frame) => ({ position: p, grounded: frame % 2 === 0 }));

describe('the runner, on scripted drivers (figures by hand)', () => {
  it('a ghost on the flat path ends exactly 3 m/s × 3 s on, completes it, no penetration, no rate difference', () => {
    const result = runGauntlet(ghost, course, { rates: [30], paths: ['flat'] });
    const [run] = result.rates[0].paths;
    expect(run.end.x).toBeCloseTo(9, 9);
    expect(run).toMatchObject({ frames: 90, penetrations: 0, completed: true, stuck: null, flips: null });
    expect(result.rateDifference).toEqual([{ name: 'flat', mm: expect.any(Number) }]);
    expect(result.rateDifference[0].mm).toBeLessThan(1e-9);
    expect(COMPARED_RATES).toEqual([30, 120]);
  });

  it('a ghost through the 1 cm wall at 8 m/s is caught inside it: 1 frame at 15 steps/s (x = 4.8), 2 at 30 (4.8, 5.067)', () => {
    // Penetrating while the centre is within r − 1 mm + 5 mm (the wall's half thickness) = 0.304 m of x = 5.
    const at15 = runPath(ghost, course, pathNamed('thin-wall-head-on'), 15);
    const at30 = runPath(ghost, course, pathNamed('thin-wall-head-on'), 30);
    expect([at15.penetrations, at30.penetrations]).toEqual([1, 2]);
    // 4.8 is 0.195 m from the face at 4.995 (a float32 vertex: within 1e-3 mm)
    expect(at15.deepest).toBeCloseTo((0.3 - 0.195) * 1000, 3);
    expect(at30.completed).toBe(false);
  });

  it('a frozen character is stuck on every frame pushed along the crease, and does not complete', () => {
    const run = runPath(frozen, course, pathNamed('crease'), 60);
    expect(run).toMatchObject({ frames: 180, stuck: 180, penetrations: 0, completed: false });
  });

  it('a ghost is never stuck along the thin wall, but walks into it (z + 1 m/s reaches the wall at 0.995 − 0.299 m)', () => {
    const run = runPath(ghost, course, pathNamed('thin-wall-along'), 15);
    expect(run.stuck).toBe(0);
    expect(run.penetrations).toBeGreaterThan(0);
    expect(run.completed).toBe(false);
  });

  it('a grounded that flickers every frame down the stairs flips on every frame but the first', () => {
    const run = runPath(flicker, course, pathNamed('stairs-down'), 30);
    expect(run.flips).toBe(59);
  });
});

describe('the Rapier driver (the course, the capsule and the skin reach Rapier as built)', () => {
  it('walked diagonally into the corner, it rests one radius and one skin from both walls: (6 − 0.31, 49.5 − 0.31)', async () => {
    await RAPIER.init();
    const run = runPath(rapierDriver(RAPIER), course, pathNamed('corner'), 15);
    expect(run.end.x).toBeCloseTo(6 - 0.31, 3);
    expect(run.end.z).toBeCloseTo(48 + 1.5 - 0.31, 3);
    expect(run.end.y).toBeCloseTo(0.81, 2); // standing on the floor, the centre 0.3 + 0.5 + 0.01 above it
    expect(run.penetrations).toBe(0);
  });
});

const sk = await init();

describe('the sweepkit driver\'s platforms (kinematic boxes of a World)', () => {
  it('after 90 steps at 60 per second (t = 1.5 s): the shuttle back at x = 2 + 3·0.5, the turntable turned by 1.5 rad', () => {
    const world = sk.createWorld();
    const [moving, rotating] = course.platforms.map((p) => p.name);
    expect([moving, rotating]).toEqual(['moving', 'rotating']);
    const platforms = addPlatforms(world, course.platforms, 60);
    for (let k = 0; k < 90; k++) {
      platforms.step();
      world.step();
    }
    const shuttle = world.getBody(platforms.handles[0]).shape;
    expect(shuttle.center.x).toBeCloseTo(3.5, 4);
    expect([shuttle.center.y, shuttle.center.z]).toEqual([expect.closeTo(0.85, 5), expect.closeTo(66, 5)]);
    const turntable = world.getBody(platforms.handles[1]).shape;
    // The first column of the rotation matrix: +x turned by 1.5 rad about +y is (cos 1.5, 0, −sin 1.5).
    const [c0, c1, c2] = turntable.rotation.elements;
    expect([c0, c1, c2].map((x) => +x.toFixed(4))).toEqual([+Math.cos(1.5).toFixed(4), 0, +(-Math.sin(1.5)).toFixed(4)]);
    expect(turntable.center.x).toBeCloseTo(5, 5);
    world.dispose();
  });
});

describe('sweepkit\'s controller on the gauntlet', () => {
  let result;
  // Every path at every rate: seconds on a loaded 2-core machine (the js project's hookTimeout is vitest's 10 s).
  beforeAll(() => {
    result = runGauntlet(sweepkitDriver(sk), course, { rates: RATES });
  }, 300_000);
  for (const rate of RATES) {
    describe(`${rate} steps per second`, () => {
      const runs = () => result.rates.find((r) => r.rate === rate).paths;
      it('no frame more than 1 mm into the course or a platform', () => {
        expect(runs().filter((r) => r.penetrations > 0).map((r) => `${r.name}: ${r.penetrations} (${r.deepest.toFixed(2)} mm)`)).toEqual([]);
      });
      it('never stuck pushing along the thin wall or the crease', () => {
        expect(runs().filter((r) => r.stuck > 0).map((r) => `${r.name}: ${r.stuck}`)).toEqual([]);
      });
      it('grounded does not change walking down the stairs', () => {
        expect(runs().find((r) => r.name === 'stairs-down').flips).toBe(0);
      });
      it('every path completed (ends in its goal)', () => {
        expect(runs().filter((r) => !r.completed).map((r) => `${r.name} ended at ${JSON.stringify(r.end)}`)).toEqual([]);
      });
    });
  }
  it('end positions at 30 and 120 steps per second within 1 mm on the flat and slope paths', () => {
    expect(result.rateDifference.filter((d) => !(d.mm <= 1)).map((d) => `${d.name}: ${d.mm.toFixed(2)} mm`)).toEqual([]);
  });
  it('slope-50: at every rate it rests the skin off the 50° face (foot at x = 4): x = 4 − 0.31·tan 25°', () => {
    // The lower sphere's centre (0.31 above the floor) 0.31 from the face: −(x − 4)·sin 50° + 0.31·cos 50° = 0.31.
    const x = 4 - 0.31 * Math.tan((25 * Math.PI) / 180);
    const ends = result.rates.map((r) => r.paths.find((p) => p.name === 'slope-50').end.x);
    expect(ends.map((e) => Math.abs(e - x) < 1e-4)).toEqual(RATES.map(() => true));
  });
});

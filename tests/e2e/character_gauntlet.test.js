// The character scene on the gauntlet (web/src/scenes/gauntlet-character.js) in headless Chromium (web/dist, built
// first: npm run build:web): the scripted run walks and stays on the floor (heights known from
// common/gauntlet/course.js), the slider walks a frame's legs, the walk ends at the same place at 15 and 144 steps
// per second, the debug toggle adds and removes the WorldHelper's LineSegments, and the keyboard walks.
// tests/e2e/scenes.test.js runs the checks every scene gets (loads, Step forward against the JS API in Node,
// replayed calls); tests/e2e/layout.test.js checks its layout on a desktop and a 390 px phone.
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, openScene, readoutOf, stepForwardOn, usePlayground } from './page.js';

const ID = 'gauntlet-character';
const playground = usePlayground();
let page, errors;
beforeAll(() => ({ page, errors } = playground));

const readout = () => readoutOf(page);
/** "(x, y, z)" as numbers. */
const vector = (text) => {
  const [x, y, z] = text.replace(/[()]/g, '').split(',').map(Number);
  return { x, y, z };
};
const distance = (a, b) => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);

// From common/gauntlet/course.js: the capsule (radius 0.3, segment 2 × 0.5 m) stands skin = 0.01 m above its floor;
// lane 0 is flat at y = 0; on lane 2 the stairs climb 0.3 m every 0.4 m from x = 3 to the landing at 1.5 m (x 4.6 to 9).
const SKIN = 0.01;
const STAND = 0.3 + 0.5 + SKIN;
/** The height of the stairs lane's floor straight below x (the step or landing whose top spans x). */
const stairsFloorAt = (x) => (x < 3 ? 0 : x < 4.6 ? 0.3 * (Math.floor((x - 3) / 0.4) + 1) : 1.5);

/** The vertices of every WorldHelper in the scene's drawing (none when it is not in the scene graph). */
const helperVertices = () =>
  page.evaluate(() => {
    let vertices = 0;
    let helpers = 0;
    window.__sweepkit.state.root.traverse((object) => {
      if (object.type !== 'WorldHelper') return;
      helpers++;
      vertices += object.geometry.drawRange.count;
    });
    return { helpers, vertices };
  });

describe('scene gauntlet-character', () => {
  it('the scripted run walks the flat lane at 3 m/s, its capsule resting on the floor (y = 0)', async () => {
    errors.length = 0;
    await openScene(page, ID, 'path=flat');
    let previous = vector((await readout()).position);
    for (let k = 1; k <= 3; k++) {
      await stepForwardOn(page);
      await eventually(async () => (await readout()).frame).toBe(String(k));
      const rows = await readout();
      const p = vector(rows.position);
      // 3 m/s at 60 steps per second: 5 cm a frame along +x, from x = 0; nothing moves it sideways or up.
      expect(p.x).toBeCloseTo(0.05 * (k + 1), 4);
      expect(p.x).toBeGreaterThan(previous.x);
      expect(p.y).toBeCloseTo(STAND, 3);
      expect(Number(rows.feet)).toBeGreaterThanOrEqual(-1e-3);
      expect(rows.grounded).toBe('true');
      expect(vector(rows['ground-normal'])).toEqual({ x: 0, y: 1, z: 0 });
      previous = p;
    }
    expect(errors).toEqual([]);
  });

  it('up the stairs, the capsule\'s bottom never sinks below the step under it', async () => {
    let highest = 0;
    for (const frame of [20, 54, 55, 62, 70, 80, 100, 119]) {
      await openScene(page, ID, `path=stairs-up&frame=${frame}`, { draw: false });
      const rows = await readout();
      const p = vector(rows.position);
      const feet = Number(rows.feet);
      expect(feet, `frame ${frame}`).toBeCloseTo(p.y - 0.8, 3);
      expect(feet, `frame ${frame} at x = ${p.x}`).toBeGreaterThanOrEqual(stairsFloorAt(p.x) - 1e-3);
      highest = Math.max(highest, feet);
    }
    // It climbed: by frame 119 (2 s) it stands on the landing, skin above 1.5 m.
    expect(highest).toBeCloseTo(1.5 + SKIN, 3);
    expect(errors).toEqual([]);
  });

  it('the slider walks the legs of a frame; each leg\'s t is in [0, 1], its plane alone never stops it earlier', async () => {
    // Frame 54 of the stairs: the character meets the first step's nosing (x = 3, y = 0.3) and climbs it.
    const seen = new Map();
    for (const t of [0, 0.3, 0.55, 0.8, 1]) {
      await openScene(page, ID, `path=stairs-up&frame=54&t=${t}`, { draw: false });
      const rows = await readout();
      const [, index, count] = rows.leg.match(/^(\d+) of (\d+): /).map(Number);
      expect(index).toBe(Math.min(count, Math.floor(t * count) + 1));
      const legT = Number(rows['leg-t']);
      expect(legT).toBeGreaterThanOrEqual(0);
      expect(legT).toBeLessThanOrEqual(1);
      if (rows['plane-t'] !== '—') {
        // The contact plane through the reported point, swept alone: touched at the true contact, at or after
        // the leg's stop (which keeps the skin).
        expect(Number(rows['plane-t'])).toBeGreaterThanOrEqual(legT);
        expect(rows['leg-normal']).not.toBe('—');
      }
      seen.set(index, rows);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    const kinds = [...seen.values()].map((rows) => rows['leg-kind']);
    expect(kinds).toContain('slide');
    expect(kinds).toContain('stepUp');
    // The legs differ: their starts are not all the same.
    expect(new Set([...seen.values()].map((rows) => rows['leg-start'])).size).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  });

  it('the turning platform carries the character round its axis (its move starts with a carry leg)', async () => {
    // Lane 12: a platform (top at y = 1 m) turning about +y through (5, ·, 72) at 1 rad/s; the character stands
    // still 1.5 m from the axis, at (6.5, ·, 72). After 4 s (frame 239 at 60 steps per second) it has turned by
    // 4 rad: to (5 + 1.5 cos 4, 1 + stand, 72 − 1.5 sin 4), within the course's goal box of ±5 cm.
    await openScene(page, ID, 'path=rotating-platform&frame=239', { draw: false });
    const rows = await readout();
    expect(rows.leg).toMatch(/^1 of \d+: carry, /);
    const p = vector(rows.position);
    expect(Math.abs(p.x - (5 + 1.5 * Math.cos(4)))).toBeLessThan(0.05);
    expect(Math.abs(p.z - (72 - 1.5 * Math.sin(4)))).toBeLessThan(0.05);
    expect(p.y).toBeCloseTo(1 + STAND, 3);
    // Carried, never walked: 1.5 m from the axis all the way.
    expect(Math.hypot(p.x - 5, p.z - 72)).toBeCloseTo(1.5, 3);
    expect(errors).toEqual([]);
  });

  it('the flat walk ends within 1 mm of the same place at 15 and at 144 steps per second', async () => {
    const ends = {};
    for (const rate of [15, 144]) {
      await openScene(page, ID, `path=flat&rate=${rate}`, { draw: false });
      const rows = await readout();
      ends[rate] = vector(rows.end);
      expect(Number(rows['rate-diff'])).toBeLessThan(1);
    }
    // 3 m/s for 3 s from x = 0, standing on the floor.
    for (const end of Object.values(ends)) {
      expect(Math.abs(end.x - 9)).toBeLessThan(1e-3);
      expect(Math.abs(end.y - STAND)).toBeLessThan(1e-3);
      expect(Math.abs(end.z)).toBeLessThan(1e-3);
    }
    expect(distance(ends[15], ends[144])).toBeLessThan(1e-3);
    expect(errors).toEqual([]);
  });

  it('the debug toggle adds and removes the WorldHelper\'s LineSegments', async () => {
    await openScene(page, ID, 'path=stairs-up&frame=30');
    const on = await helperVertices();
    expect(on.helpers).toBe(1);
    // The course's triangle edges alone are thousands of segments.
    expect(on.vertices).toBeGreaterThan(2000);
    const toggle = page.getByRole('checkbox', { name: 'debug drawing (WorldHelper)' });
    await toggle.click();
    await eventually(helperVertices).toEqual({ helpers: 0, vertices: 0 });
    await toggle.click();
    await eventually(async () => (await helperVertices()).helpers).toBe(1);
    expect((await helperVertices()).vertices).toBe(on.vertices);
    // Its BVH level 1 is the root's box: 12 more segments.
    await page.getByRole('textbox', { name: 'its BVH level (0: none)' }).fill('1');
    await page.keyboard.press('Enter');
    await eventually(async () => (await helperVertices()).vertices).toBe(on.vertices + 24);
    expect(errors).toEqual([]);
  });

  it('with the scripted run off, the keyboard walks the character (D: +x at 3 m/s)', async () => {
    await openScene(page, ID, 'path=flat&scripted=false', { draw: false });
    const before = vector((await readout()).position);
    await page.locator('#readout').click();
    await page.keyboard.down('d');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.evaluate(() => window.__sweepkit.clock.advance(0.5)); // 30 frames of 1/60 s
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.keyboard.up('d');
    const rows = await readout();
    const frame = Number(rows.frame);
    expect(frame).toBeGreaterThanOrEqual(30);
    const after = vector(rows.position);
    // Every frame from the first one the key was held: 5 cm along +x.
    expect(after.x - before.x).toBeCloseTo(0.05 * frame, 3);
    expect(after.z).toBeCloseTo(before.z, 4);
    expect(errors).toEqual([]);
  });
});

// character.move per call (issue 13, "Speed"): sweepkit's controller (world.createCharacter) against Rapier's
// KinematicCharacterController on the same level in the same run: the game level of common/level.js with
// its terrain at 224 segments (about 100,000 triangles; one triangle mesh / one trimesh collider), a capsule
// (radius 0.3 m, segment 1 m) walking a 6 m circle over the plaza and into the stairs at 3 m/s, 60 steps per
// second, gravity 9.81 m/s² reset while grounded; autostep 0.35 m and snap to ground 0.3 m on in both (the
// settings of common/gauntlet/world.js). Times are CPU time per call, the contenders interleaved
// (bench/measure.mjs). Goals: at most 25 µs a call, at least 3× Rapier's rate.
// Usage: node bench/character.mjs [--quick] (after scripts/build-wasm.sh; `npm run bench` runs it). Writes
// bench/CHARACTER.md; --quick (a 64-segment terrain, fewer moves) writes nothing.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import RAPIER from '@dimforge/rapier3d-compat';
import { init } from '../bindings/js/index.js';
import { trianglesOfObject } from '../bindings/three/index.js';
import { buildLevel } from '../common/level.js';
import { CONTROLLER } from '../common/gauntlet/world.js';
import { timeTogether } from './measure.mjs';

const QUICK = process.argv.includes('--quick');
const SEGMENTS = QUICK ? 64 : 224;
const MOVES = QUICK ? 120 : 600; // per contender and round (10 s of walking at 60 steps per second)
const RATE = 60;
const SPEED = 3; // m/s
const CIRCLE = 6; // m, radius of the walk around the origin (the plaza's middle; stairs at x 4–7.2, z 2.5–5.5)
const RADIUS = 0.3;
const HALF = 0.5;
const SKIN = 0.01;
const START = { x: CIRCLE, y: RADIUS + HALF + SKIN, z: 0 };

const loadBefore = os.loadavg();
const sk = await init();
await RAPIER.init();
const level = trianglesOfObject(buildLevel({ terrainSegments: SEGMENTS }));
const triangleCount = level.indices.length / 3;

/**
 * A walker: `move(desired)` of one controller, driven round the circle; `run(n)` makes n calls and returns the
 * distance walked (the benchmark's sink), `state()` where it is.
 */
function walker(move) {
  let t = 0;
  let vy = 0;
  let grounded = false;
  let grounds = 0;
  let calls = 0;
  let last = { ...START };
  const dt = 1 / RATE;
  return {
    run(n) {
      let walked = 0;
      for (let i = 0; i < n; i++) {
        const heading = (SPEED / CIRCLE) * t + Math.PI / 2; // tangent to the circle through START
        vy = (grounded ? 0 : vy) - 9.81 * dt;
        const r = move({ x: SPEED * dt * Math.cos(heading), y: vy * dt, z: -SPEED * dt * Math.sin(heading) });
        grounded = r.grounded;
        grounds += grounded ? 1 : 0;
        calls++;
        const p = r.position; // (a target each controller reuses: copied)
        walked += Math.hypot(p.x - last.x, p.z - last.z);
        last = { x: p.x, y: p.y, z: p.z };
        t += dt;
      }
      return walked;
    },
    state: () => ({ position: last, groundedShare: grounds / calls }),
  };
}

function sweepkitWalker() {
  const world = sk.createWorld();
  world.addMesh(level);
  const character = world.createCharacter({
    shape: { start: { ...START, y: START.y - HALF }, end: { ...START, y: START.y + HALF }, radius: RADIUS },
    ...CONTROLLER,
    skin: SKIN,
  });
  const target = { position: { x: 0, y: 0, z: 0 } };
  return walker((d) => character.move(d, undefined, target));
}

function rapierWalker() {
  const world = new RAPIER.World({ x: 0, y: 0, z: 0 });
  world.createCollider(RAPIER.ColliderDesc.trimesh(level.positions, level.indices, RAPIER.TriMeshFlags.FIX_INTERNAL_EDGES));
  const collider = world.createCollider(RAPIER.ColliderDesc.capsule(HALF, RADIUS).setTranslation(START.x, START.y, START.z));
  const controller = world.createCharacterController(SKIN);
  controller.setMaxSlopeClimbAngle(CONTROLLER.maxSlopeClimbAngle);
  controller.setMinSlopeSlideAngle(CONTROLLER.minSlopeSlideAngle);
  controller.enableAutostep(CONTROLLER.stepHeight, CONTROLLER.stepMinWidth, true);
  controller.enableSnapToGround(CONTROLLER.snapToGround);
  world.step();
  const position = { ...START };
  const result = { position, grounded: false };
  return walker((d) => {
    controller.computeColliderMovement(collider, d);
    const m = controller.computedMovement();
    position.x += m.x;
    position.y += m.y;
    position.z += m.z;
    collider.setTranslation(position);
    result.grounded = controller.computedGrounded();
    return result;
  });
}

const walkers = { Rapier: rapierWalker(), sweepkit: sweepkitWalker() };
console.log(`level: ${triangleCount} triangles; ${MOVES} moves per round`);
const ns = timeTogether(Object.fromEntries(Object.entries(walkers).map(([name, w]) => [name, () => w.run(MOVES)])), MOVES);
const loadAfter = os.loadavg();

if (!QUICK) {
  const us = (name) => (ns[name] / 1000).toFixed(1);
  const where = (name) => {
    const { position: p, groundedShare } = walkers[name].state();
    return `ended at (${p.x.toFixed(2)}, ${p.y.toFixed(2)}, ${p.z.toFixed(2)}), grounded on ${(100 * groundedShare).toFixed(0)} % of calls`;
  };
  const lines = [
    '# character.move per call: sweepkit against Rapier',
    '',
    'Generated by `node bench/character.mjs` (part of `npm run bench`); do not edit by hand.',
    `Run ${new Date().toISOString().slice(0, 10)} on ${os.cpus()[0]?.model ?? 'an unknown CPU'}, Node ${process.version}, ` +
      `Rapier (@dimforge/rapier3d-compat) ${RAPIER.version()}; load average ${loadBefore[0].toFixed(2)} before, ${loadAfter[0].toFixed(2)} after.`,
    '',
    `The level of common/level.js, terrain at ${SEGMENTS} segments: ${triangleCount} triangles, one triangle mesh`,
    '(sweepkit) / one trimesh collider with FIX_INTERNAL_EDGES (Rapier). A capsule (radius 0.3 m, segment 1 m) walks a',
    `${CIRCLE} m circle across the plaza and into the stairs at ${SPEED} m/s, ${RATE} steps per second, with gravity; autostep`,
    `${CONTROLLER.stepHeight} m and snap to ground ${CONTROLLER.snapToGround} m on in both. CPU time per call, median of rounds of ${MOVES} calls,`,
    'the contenders interleaved (bench/measure.mjs). Goals (issue 13): at most 25 µs a call, at least 3× faster than Rapier.',
    '',
    '| controller | µs per move | where it walked |',
    '|---|---|---|',
    `| sweepkit \`character.move\` | ${us('sweepkit')} | ${where('sweepkit')} |`,
    `| Rapier \`computeColliderMovement\` | ${us('Rapier')} | ${where('Rapier')} |`,
    '',
    `Ratio: sweepkit is ${(ns.Rapier / ns.sweepkit).toFixed(2)}× Rapier's rate.`,
  ];
  writeFileSync(new URL('./CHARACTER.md', import.meta.url), `${lines.join('\n')}\n`);
  console.log('wrote bench/CHARACTER.md');
}

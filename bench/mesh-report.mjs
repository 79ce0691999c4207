// bench/MESH.md from bench/mesh.mjs's measurements: the tables, the ratios (peer ÷ sweepkit: above 1, sweepkit
// is faster) and which of issue 12's goals the run meets.
import os from 'node:os';

const f = (x, digits = 1) => (x === undefined ? '–' : x.toFixed(digits));
const us = (ns) => (ns === undefined ? '–' : (ns / 1000).toFixed(2));
const ratio = (peer, mine) => (peer === undefined ? '–' : `${(peer / mine).toFixed(2)}×`);
const kilo = (n) => n.toLocaleString('en-US');

function buildTable(meshes) {
  const rows = meshes.map((m) => {
    const b = m.builds;
    const tri = m.sk.triangleCount;
    return `| ${m.name} | ${kilo(tri)} | ${f(b.sweepkit)} | ${f(b.bvh)} (${ratio(b.bvh, b.sweepkit)}) | ${f(b.rapier)} (${ratio(b.rapier, b.sweepkit)}) | ` +
      `${b.octree === undefined ? 'not built' : `${f(b.octree)} (${ratio(b.octree, b.sweepkit)})`} | ${f(b.serialize, 2)} | ${f(b.load, 2)} | ` +
      `${f(m.memory.sweepkit / tri)} | ${f(m.memory.bvh / tri)} | ${f(m.bytes / tri)} |`;
  });
  return [
    '| mesh | triangles | sweepkit `createTriangleMesh` ms | three-mesh-bvh `new MeshBVH` ms | Rapier `ColliderDesc.trimesh` + `createCollider` ms | three `Octree.fromGraphNode` ms | sweepkit `serialize` ms | sweepkit `loadTriangleMesh` ms | sweepkit bytes / triangle (`memoryBytes`) | MeshBVH bytes / triangle (its roots) | serialised bytes / triangle |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function queryTable(meshes, title, key, agreeKey, columns) {
  const head = `| mesh | ${columns.map(([, label]) => label).join(' | ')} |`;
  const rows = meshes.map((m) => {
    const t = m.q[key];
    if (!t) return null;
    const mine = t[columns[0][0]];
    const cells = columns.map(([name], i) => {
      if (t[name] === undefined) return 'not run';
      const agree = m.q[agreeKey]?.[name];
      return i === 0 ? us(t[name]) : `${us(t[name])} (${ratio(t[name], mine)}${agree === undefined ? '' : `, ${agree} disagree`})`;
    });
    return `| ${m.name} | ${cells.join(' | ')} |`;
  }).filter(Boolean);
  return [`**${title}** (µs per call; in brackets peer ÷ sweepkit and the cases of ${meshes[0].q.rays.length} whose answer differs from sweepkit's by more than 0.1 %)`, '',
    head, `|${'---|'.repeat(columns.length + 1)}`, ...rows].join('\n');
}

function goals(meshes) {
  const big = meshes.find((m) => m.name.includes('707'));
  const level = meshes.find((m) => m.q.capsule?.octreeCapsule5 !== undefined);
  const lines = [];
  const verdict = (ok) => (ok ? '**met**' : '**missed**');
  if (big) {
    const b = big.builds;
    const p = big.phases;
    const top = big.phasesTopTier;
    const bvh = p && top ? `the BVH alone ${f(top.bvhAgain.median)} ms wall-clock, ${f(top.bvhCpu.median)} ms CPU time, median of ` +
      `the rebuilds compiled by V8's optimising tier (node --no-liftoff); ${f(p.bvhAgain.median)} ms in this process, whose ` +
      `dynamic tier-up may not have happened; in the first whole builds of a fresh instance ${f(p.bvh)} ms; SAH cost ` +
      `${p.sah.toFixed(2)}, depth ${p.depth}; bench/wasm/mesh_phases.cpp` : 'the BVH phase not timed (build/wasm/sweepkit_bench_mesh_phases.cjs is not built)';
    lines.push(`- 1M-triangle BVH build in WASM ≤ 150 ms, single thread: ${p && top ? verdict(top.bvhAgain.median <= 150) : '**not measured**'} (${bvh}). ` +
      `Faster than three-mesh-bvh: ${verdict(b.sweepkit < b.bvh)} (${f(b.sweepkit)} ms for the whole createTriangleMesh — ` +
      `welding, degenerate triangles, normals, adjacency${p ? `: ${f(p.adjacency + p.classify)} ms with the edges' classification` : ''}, ` +
      `and the BVH — vs ${f(b.bvh)} ms for MeshBVH).`);
  } else {
    lines.push('- 1M-triangle build: not measured in this run.');
  }
  const worst = (key, peer, mine) => Math.min(...meshes.map((m) => (m.q[key][peer] ?? Infinity) / m.q[key][mine]));
  const ray = worst('ray', 'bvhRay', 'skRay');
  const rayBatch = worst('ray', 'bvhRay', 'skRayBatch');
  const sphereBatch = worst('sphere', 'bvhSphereOverlap', 'skSphereBatch');
  const floor = meshes.map((m) => m.q.ray.skRayOutside);
  const worstMesh = meshes.reduce((a, m) => (m.q.ray.bvhRay / m.q.ray.skRay < a.q.ray.bvhRay / a.q.ray.skRay ? m : a));
  lines.push(`- Closest-hit raycast ≥ 3× three-mesh-bvh's rate per call: ${verdict(ray >= 3)} (the smallest ratio over the meshes: ${ray.toFixed(2)}×). ` +
    `A call whose ray misses the mesh's root box costs ${us(Math.min(...floor))}–${us(Math.max(...floor))} µs (input checks, the WASM call, reading the answer): ` +
    `where three-mesh-bvh is fastest (${worstMesh.name}) 3× its rate means ${us(worstMesh.q.ray.bvhRay / 3)} µs a call, of which that floor is ` +
    `${f((100 * worstMesh.q.ray.skRayOutside) / (worstMesh.q.ray.bvhRay / 3), 0)} %: per call little is left for the walk itself, which batches would avoid. ` +
    `In batches (\`raycastBatch\`): ${verdict(rayBatch >= 3)} (smallest ratio ${rayBatch.toFixed(2)}×).`);
  const sphere = worst('sphere', 'bvhSphereOverlap', 'skSweep');
  const sweep = worst('sphere', 'bvhSphereSweep', 'skSweep');
  const sweepBatch = worst('sphere', 'bvhSphereSweep', 'skSphereBatch');
  lines.push(`- Sphere cast ≥ 3× three-mesh-bvh per call, against its sphere \`shapecast\` (the overlap of the sphere at the frame's end, ` +
    `a cheaper question than a sweep's time of impact: three-mesh-bvh has no sphere cast): ${verdict(sphere >= 3)} (smallest ratio ${sphere.toFixed(2)}×); ` +
    `in batches (\`sphereCastBatch\`): ${verdict(sphereBatch >= 3)} (smallest ratio ${sphereBatch.toFixed(2)}×). ` +
    `Against the same question asked of three-mesh-bvh (its \`shapecast\` walk ordered by entry time, with an exact sphere–triangle sweep in JS, ` +
    `bench/three_mesh_bvh_sphere_cast.js): ${verdict(sweep >= 3)} per call (smallest ratio ${sweep.toFixed(2)}×), ${verdict(sweepBatch >= 3)} in batches (${sweepBatch.toFixed(2)}×).`);
  if (level) {
    const c = level.q.capsule;
    lines.push(`- Capsule sweep per frame faster than Octree's 5 substeps of \`capsuleIntersect\`: ${verdict(c.skSweep < c.octreeCapsule5)} ` +
      `(${us(c.skSweep)} µs vs ${us(c.octreeCapsule5)} µs on ${level.name}; ${level.q.capsuleHits} of ${level.q.capsules.length} frames touch the level).`);
  }
  return lines.join('\n');
}

/** The whole report as Markdown. */
export function report({ meshes, wasm, loadBefore, loadAfter, CASES, CALLS, BUILDS }) {
  const cpus = os.cpus();
  return `# Triangle meshes against three-mesh-bvh, three.js Octree and Rapier

Written by \`node bench/mesh.mjs\` (\`npm run bench\`), ${new Date().toISOString().slice(0, 10)}, Node ${process.version},
${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, load average ${loadBefore.map((x) => x.toFixed(1)).join(' ')} before and
${loadAfter.map((x) => x.toFixed(1)).join(' ')} after (a shared machine: the ratios, measured in one process with the
contenders interleaved, count more than the times). Builds: median wall-clock of ${BUILDS} after one untimed warm-up, single thread. Queries:
median CPU time per call over 11 rounds of ${CALLS} calls on ${CASES} seeded cases (bench/measure.mjs). Every
contender gets the same arrays (\`sweepkit/three\`'s triangles of the mesh or scene, in world space).

## Goals (issue 12)

${goals(meshes)}

## Build, load and memory

${buildTable(meshes)}

sweepkit's time is the whole \`createTriangleMesh\`: the arrays copied into WASM, vertices welded, degenerate
triangles dropped, edge adjacency and classification, the binned-SAH BVH. \`loadTriangleMesh\` reads the bytes of
\`serialize()\` (checked: header, checksum, every index) without a rebuild. Rapier's trimesh uses its default flags
(no internal-edge fixing). Memory: sweepkit's \`memoryBytes\` is all the mesh holds in WASM (welded vertices,
triangles, normals, edge adjacency, the input's indices, the BVH); MeshBVH's column counts only its node buffers,
as it queries the geometry's own position and index arrays (about 18 bytes per triangle more, reordered in place). three's Octree is built only where it takes seconds, not minutes
(\`SWEEPKIT_BENCH_MESH_LARGE=1\` builds it on every mesh). The WASM core: ${kilo(wasm.bytes)} bytes,
${kilo(wasm.brotli)} brotli.

## Queries

${queryTable(meshes, 'Closest-hit raycast', 'ray', 'rayAgree', [
    ['skRay', 'sweepkit `mesh.raycast`'], ['skRayBatch', 'sweepkit `mesh.raycastBatch` (per ray)'],
    ['bvhRay', 'three-mesh-bvh `raycastFirst` (DoubleSide)'],
    ['rapierRay', 'Rapier `Collider.castRay`'], ['octreeRay', 'Octree `rayIntersect` (front faces only)']])}

Rays start in the mesh's bounds grown by 20 % each side, in random directions, endless; sweepkit and three-mesh-bvh
are two-sided, Rapier's trimesh too; the Octree's test culls back faces, so it disagrees where a ray meets a back
face first.

${queryTable(meshes, 'Sphere cast', 'sphere', 'sphereAgree', [
    ['skSweep', 'sweepkit `mesh.sweep` (time of impact)'], ['skSphereBatch', 'sweepkit `mesh.sphereCastBatch` (per cast)'],
    ['bvhSphereOverlap', 'three-mesh-bvh `shapecast` (overlap at the end only)'],
    ['bvhSphereSweep', 'three-mesh-bvh `shapecast` + a sphere–triangle sweep in JS (time of impact)'],
    ['rapierSphere', 'Rapier `Collider.castShape` (ball)']])}

Spheres of radius 0.5 % of the mesh's diagonal, starting clear of it, moving 5 % of the diagonal. On the 1M level
that is a sphere of 1.4 m moving 14 m over a terrain of 0.28 m cells (2 triangles per 0.08 m²): by area, the
strip it sweeps (about 17 m × 2.8 m) holds some 1,200 triangles to sweep exactly where they are near, while the
sphere at the end covers about 6 m², some 150 triangles, for an overlap test (an estimate, not a count).

${queryTable(meshes, 'Capsule, one 60 Hz frame', 'capsule', 'none', [
    ['skSweep', 'sweepkit `mesh.sweep` (exact first contact)'], ['octreeCapsule5', 'Octree: 5 substeps of `capsuleIntersect` + push-out']])}

A character's capsule (radius 0.35 m, 1 m segment) walking on the plaza (feet 1–10 cm above it), at up to 12 m/s
across and 5 m/s down (the Octree is built on the 1M level only with \`SWEEPKIT_BENCH_MESH_LARGE=1\`). The
substeps answer a different question: they push the capsule out of what it overlaps at five sampled poses, and
miss a wall thinner than a fifth of the frame's motion; the sweep reports the first contact of the whole motion.
`;
}

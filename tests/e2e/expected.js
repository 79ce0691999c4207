// What each scene's readout must show for frame k at slider time t, asked of the JS API here in Node (its
// own WebAssembly instance, not the page's). Only the scenes' input builders are shared with the page:
// they define where the shapes are in frame k. Which query answers which question, and how the answers
// become the readout's numbers, is written out here again, so a scene that calls the wrong query, passes
// the wrong shapes or shows a stale answer fails the test.
//
// Each function returns {readout key: value}; a value is a number, a boolean, a string or an {x, y, z}
// vector, compared with the text on the page to the decimals shown there (see `shows` in scenes.test.js).
import * as THREE from 'three';
import aabbAabb, { boxesAt } from '../../web/src/scenes/aabb-aabb.js';
import aabbSphere, { shapesAt } from '../../web/src/scenes/aabb-sphere.js';
import character, { buildLevel, lookDirection, RAY_LENGTH, replay, slideOptions, wantedAt } from '../../web/src/scenes/character.js';
import pairs, { frameDisplacements, LOOP_LIMIT, makeObjects as pairObjects, startShapes } from '../../web/src/scenes/pairs.js';
import rain, { makeObjects as rainObjects, makePlanes, placeAt as placeRain } from '../../web/src/scenes/rain.js';
import sphereSphere, { frameInputs as spheresAt } from '../../web/src/scenes/sphere-sphere.js';
import spherePlane, { frameInputs as spherePlaneAt } from '../../web/src/scenes/sphere-plane.js';
import sweptVolumes, { makeObstacles, moverAt, volumesOf } from '../../web/src/scenes/swept-volumes.js';
import tunnelling, { frameShapes, framesPerShot, LANES } from '../../web/src/scenes/tunnelling.js';

/** The default parameters of every scene (what a link without a query shows), by id. */
export const DEFAULTS = Object.fromEntries(
  [spherePlane, sphereSphere, aabbAabb, aabbSphere, tunnelling, sweptVolumes, rain, pairs, character].map((s) => [s.id, s.params]),
);

/** The rows of a SweepHit: vectors of a miss show as "—". */
function sweepValues(hit, { prefix = '', position = 'position' } = {}) {
  const vector = (v) => (hit.hit ? v : '—');
  return {
    [`${prefix}status`]: hit.status,
    [`${prefix}t`]: hit.t,
    [`${prefix}${position}`]: hit.position,
    [`${prefix}point`]: vector(hit.point),
    [`${prefix}normal`]: vector(hit.normal),
  };
}

/** The rows of a Contact: vectors of a miss show as "—". */
function contactValues(contact, prefix = '') {
  const vector = (v) => (contact.hit ? v : '—');
  return {
    [`${prefix}hit`]: contact.hit,
    [`${prefix}depth`]: contact.depth,
    [`${prefix}normal`]: vector(contact.normal),
    [`${prefix}pointA`]: vector(contact.pointA),
    [`${prefix}pointB`]: vector(contact.pointB),
  };
}

/** A sphere at `center` + u·d (a copy). */
const moved = (sphere, d, u) => new THREE.Sphere(sphere.center.clone().addScaledVector(d, u), sphere.radius);

/** The roots of |s + t v|² = R² by the textbook formula (to check the page's roots, which come from the core). */
function quadraticRoots({ sphereA, displacementA, sphereB, displacementB }) {
  const s = new THREE.Vector3().subVectors(sphereB.center, sphereA.center);
  const v = new THREE.Vector3().subVectors(displacementB, displacementA);
  const R = sphereA.radius + sphereB.radius;
  const [a, b, c] = [v.dot(v), 2 * s.dot(v), s.dot(s) - R * R];
  const disc = b * b - 4 * a * c;
  if (disc < 0) return [];
  return [(-b - Math.sqrt(disc)) / (2 * a), (-b + Math.sqrt(disc)) / (2 * a)].filter((x) => x >= -0.5 && x <= 1.5);
}

export const EXPECTED = {
  'sphere-plane'(sk, params, k) {
    const { sphere, displacement, plane, end } = spherePlaneAt(params, k);
    const hit = sk.sweepSpherePlane(sphere, displacement, plane);
    const { position, ...rest } = sweepValues(hit);
    const atStart = sk.overlapSpherePlane(sphere, plane);
    const atEnd = sk.overlapSpherePlane(new THREE.Sphere(end, sphere.radius), plane);
    return {
      ...rest,
      ci: position,
      hit: hit.hit,
      r: sphere.radius,
      d0: plane.distanceToPoint(sphere.center),
      d1: plane.distanceToPoint(end),
      ...(!atStart && !atEnd ? { discrete: 'misses it (C0 and C1 clear)' } : {}),
    };
  },

  'sphere-sphere'(sk, params, k) {
    const inputs = spheresAt(params, k);
    const { sphereA, displacementA, sphereB, displacementB } = inputs;
    const hit = sk.sweepSphereSphere(sphereA, displacementA, sphereB, displacementB);
    const ends = [0, 1].map((u) => sk.overlapSphereSphere(moved(sphereA, displacementA, u), moved(sphereB, displacementB, u)));
    const roots = quadraticRoots(inputs);
    return {
      ...sweepValues(hit),
      hit: hit.hit,
      discrete: ends.map((touch, u) => `t = ${u}: ${touch ? 'overlap' : 'clear'}`).join(', '),
      // The page's roots come from the core (sweeps over [−0.5, 1.5]); they agree with the formula.
      roots: roots.length ? { list: roots, tolerance: 2e-3 } : '—',
    };
  },

  'aabb-aabb'(sk, params, k, t) {
    const { aabbA, aabbB } = boxesAt(params, k + t);
    return contactValues(sk.contactAabbAabb(aabbA, aabbB));
  },

  'aabb-sphere'(sk, params, k, t) {
    const { aabb, sphere } = shapesAt(params, k + t);
    const contact = sk.contactAabbSphere(aabb, sphere);
    const inside = sk.overlapSphereAabb(new THREE.Sphere(sphere.center.clone(), 0), aabb);
    // P by the textbook clamp, to check the page's P (which comes from the core).
    const p = aabb.clampPoint(sphere.center, new THREE.Vector3());
    return { ...contactValues(contact), centre: sphere.center, inside: inside ? 'yes' : 'no', p };
  },

  tunnelling(sk, params, k) {
    // Valid while no shot has been stopped in an earlier frame of its run (the first frames of a shot).
    const frames = framesPerShot(params.speed);
    const [shot, j] = [Math.floor(k / frames), k % frames];
    const values = {};
    for (const lane of LANES) {
      const { shape, end, displacement, wall } = frameShapes(params, lane, shot, j);
      const still = { x: 0, y: 0, z: 0 };
      const prefix = `${lane.shape}-${lane.test}`;
      if (lane.test === 'discrete') {
        const hit = lane.shape === 'sphere' ? sk.overlapSphereAabb(end, wall) : sk.overlapAabbAabb(end, wall);
        values[prefix] = hit ? 'hit' : 'miss';
      } else {
        const hit = lane.shape === 'sphere'
          ? sk.sweepSphereAabb(shape, displacement, wall, still)
          : sk.sweepAabbAabb(shape, displacement, wall, still);
        values[`${prefix}-status`] = hit.status;
        values[`${prefix}-t`] = hit.t;
      }
    }
    return values;
  },

  'swept-volumes'(sk, params, k) {
    const mover = moverAt(params, k);
    const volumes = volumesOf(mover);
    const still = { x: 0, y: 0, z: 0 };
    const d = mover.displacement;
    const sphereMover = mover.shape.radius !== undefined;
    const rows = makeObstacles(params).map(({ kind, shape }) => {
      const ball = kind === 'sphere';
      let sweep;
      if (sphereMover) sweep = ball ? sk.sweepSphereSphere(mover.shape, d, shape, still) : sk.sweepSphereAabb(mover.shape, d, shape, still);
      else sweep = ball ? sk.sweepSphereAabb(shape, still, mover.shape, d) : sk.sweepAabbAabb(mover.shape, d, shape, still);
      return {
        sweep,
        sphere: ball ? sk.overlapSphereSphere(volumes.sphere, shape) : sk.overlapSphereAabb(volumes.sphere, shape),
        capsule: ball ? sk.overlapSphereCapsule(shape, volumes.capsule) : sk.contactCapsuleAabb(volumes.capsule, shape).hit,
        box: ball ? sk.overlapSphereAabb(shape, volumes.box) : sk.overlapAabbAabb(volumes.box, shape),
      };
    });
    const hits = rows.filter((r) => r.sweep.hit).length;
    const count = (key) => `${rows.filter((r) => r[key]).length}, ${rows.filter((r) => r[key] && !r.sweep.hit).length}`;
    return {
      hits: `${hits} of ${rows.length}`,
      'fp-sphere': count('sphere'),
      'fp-capsule': count('capsule'),
      'fp-box': count('box'),
      'o0-status': rows[0].sweep.status,
      'o0-t': rows[0].sweep.t,
    };
  },

  rain(sk, params, k) {
    const objects = rainObjects(params);
    const planes = makePlanes(params);
    placeRain(objects, k);
    let impacts = 0;
    const sweep = (o, plane) => (o.box ? sk.sweepAabbPlane(o.aabb, o.velocity, plane) : sk.sweepSpherePlane(o.sphere, o.velocity, plane));
    for (const o of objects) for (const plane of planes) if (sweep(o, plane).status === 'hit') impacts++;
    const first = sweep(objects[0], planes[0]);
    return {
      sweeps: String(objects.length * planes.length),
      impacts: String(impacts),
      'o0-status': first.status,
      'o0-t': first.t,
      'o0-position': first.position,
    };
  },

  pairs(sk, params, k) {
    // A world of its own, fed frame by frame (one setDisplacement per body), stepped over frames 0…k.
    const objects = pairObjects(params);
    const n = objects.length;
    const world = sk.createWorld();
    const handles = startShapes(objects).map((shape) => world.addBody(shape));
    const d = new Float32Array(3 * n);
    for (let frame = 0; frame <= k; frame++) {
      frameDisplacements(objects, frame, d);
      handles.forEach((h, i) => world.setDisplacement(h, { x: d[3 * i], y: d[3 * i + 1], z: d[3 * i + 2] }));
      world.step();
    }
    const { pairsTested, touching } = world.stepInfo;
    const events = world.events();
    const shapes = handles.map((h) => world.getBody(h).shape); // the bodies at the frame's end
    world.dispose();
    const of = (type, transient) => events.filter((e) => e.type === type && (transient === undefined || e.transient === transient));
    const key = ({ a, b }) => `${handles.indexOf(a)} – ${handles.indexOf(b)}`;
    const worldPairs = [...of('begin', false), ...of('stay')].map(key).sort();

    // The O(N²) loop: the generic contact on every pair of the world's own bodies.
    const all = (n * (n - 1)) / 2;
    const skipped = `skipped (N > ${LOOP_LIMIT.toLocaleString('en')})`;
    const found = [];
    if (n <= LOOP_LIMIT) {
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (sk.contact(shapes[i], shapes[j]).hit) found.push(`${i} – ${j}`);
    }
    const transient = of('begin', true).length;
    const values = {
      objects: String(n),
      formula: String(all),
      tests: n <= LOOP_LIMIT ? String(all) : skipped,
      'world-tests': String(pairsTested),
      'world-touching': String(touching),
      pairs: n <= LOOP_LIMIT ? String(found.length) : skipped,
      agree: n <= LOOP_LIMIT ? (JSON.stringify(found.sort()) === JSON.stringify(worldPairs) ? 'yes' : 'no') : 'not compared (loop skipped)',
      begin: `${of('begin').length}${transient ? ` (${transient} transient)` : ''}`,
      stay: String(of('stay').length),
      end: String(of('end').length),
    };
    // The example: the world's first touching pair (events are sorted), its contact from i towards j.
    const first = [...of('begin', false), ...of('stay')].sort((p, q) => p.a - q.a || p.b - q.b)[0];
    const [i, j] = first ? [handles.indexOf(first.a), handles.indexOf(first.b)] : [0, 1];
    const { 'ex-hit': hit, 'ex-depth': depth, 'ex-normal': normal } = contactValues(sk.contact(shapes[i], shapes[j]), 'ex-');
    return { ...values, example: `${i} – ${j}`, 'ex-hit': hit, 'ex-depth': depth, 'ex-normal': normal };
  },

  character(sk, params, k) {
    // A world of its own holding the level; the character replayed through frames 0…k − 1 with moveAndSlide.
    const { world, names, shapes } = buildLevel(sk);
    try {
      const center = replay(world, params, k)[k];
      const sphere = { center, radius: params.radius };
      const wanted = wantedAt(params, k);
      const slide = world.moveAndSlide(sphere, wanted, slideOptions(params));
      const cast = world.sphereCast(sphere, wanted);
      const target = cast.body ?? [...names.keys()][0];
      const free = sk.sweep(sphere, wanted, shapes.get(target), { x: 0, y: 0, z: 0 });
      const ray = world.raycast({ origin: center, direction: lookDirection(wanted) }, RAY_LENGTH);
      const name = (body) => (body === null ? '—' : names.get(body));
      return {
        start: center,
        wanted,
        'slide-position': slide.position,
        'slide-collisions': String(slide.collisions),
        'slide-body': name(slide.body),
        'slide-normal': slide.hit ? slide.normal : '—',
        'cast-status': cast.status,
        'cast-t': cast.t,
        'cast-body': name(cast.body),
        'free-target': name(target),
        ...sweepValues(free, { prefix: 'free-' }),
        'ray-body': ray.hit ? name(ray.body) : 'nothing',
        'ray-t': ray.hit ? ray.t : '—',
      };
    } finally {
      world.dispose();
    }
  },
};

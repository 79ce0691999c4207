// The peers of bench/convex.mjs: the same seeded cases as Rapier (@dimforge/rapier3d-compat) and Jolt
// (jolt-physics) objects, each engine's pair-level query, and its answer in sweepkit's terms (hit, depth,
// normal from A to B; or hit and t) for the agreement check before timing.
//
// Rapier 0.21: `Shape.contactShape` / `Shape.castShape` take two shapes with poses (plain {x,y,z} and
// {x,y,z,w}); each call converts both shapes, positions and rotations to WASM objects and frees them again.
// `Collider.contactCollider` / `Collider.castCollider` use colliders whose shapes and poses already live in WASM.
// Jolt (jolt-physics 1.x): no shape-vs-shape function (CollisionDispatch) is exposed; the closest is
// `TransformedShape.CollideShape` / `TransformedShape.CastShape`: B as a TransformedShape (shape and pose, no
// body, no broadphase), A as a Shape with its pose (an RMat44; for a cast an RShapeCast holding the motion).

/** A case's shape as {kind, center, rotation (unit quaternion), halfSize or halfHeight and radius}. */
export function pose(shape) {
  if (shape.halfSize) return { kind: 'box', center: shape.center, rotation: shape.rotation, halfSize: shape.halfSize };
  // A capsule: centred at the segment's midpoint, its axis (local +y in both engines) rotated onto end − start.
  const { start: s, end: e, radius } = shape;
  const d = { x: e.x - s.x, y: e.y - s.y, z: e.z - s.z };
  const len = Math.hypot(d.x, d.y, d.z);
  const center = { x: (s.x + e.x) / 2, y: (s.y + e.y) / 2, z: (s.z + e.z) / 2 };
  return { kind: 'capsule', center, rotation: fromYTo(d.x / len, d.y / len, d.z / len), halfHeight: len / 2, radius };
}

/** The unit quaternion that turns +y onto the unit vector (x, y, z). */
function fromYTo(x, y, z) {
  if (y < -1 + 1e-9) return { x: 1, y: 0, z: 0, w: 0 }; // half a turn about x
  // q = (y × d, 1 + y·d), normalised: the half-way rotation.
  const q = { x: z, y: 0, z: -x, w: 1 + y };
  const n = Math.hypot(q.x, q.z, q.w);
  return { x: q.x / n, y: 0, z: q.z / n, w: q.w / n };
}

// ---- Rapier ----

function rapierShape(RAPIER, p) {
  return p.kind === 'box'
    ? new RAPIER.Cuboid(p.halfSize.x, p.halfSize.y, p.halfSize.z)
    : new RAPIER.Capsule(p.halfHeight, p.radius);
}

function rapierCollider(RAPIER, world, p) {
  const desc = p.kind === 'box'
    ? RAPIER.ColliderDesc.cuboid(p.halfSize.x, p.halfSize.y, p.halfSize.z)
    : RAPIER.ColliderDesc.capsule(p.halfHeight, p.radius);
  return world.createCollider(desc.setTranslation(p.center.x, p.center.y, p.center.z).setRotation(p.rotation));
}

/**
 * Rapier's objects for the pairs: per case the shapes (made once) and poses of A and B, and a collider of each
 * in one World (never stepped: a collider without a body keeps the pose it was made with).
 */
export function rapierPairs(RAPIER, pairs) {
  const world = new RAPIER.World({ x: 0, y: 0, z: 0 });
  return pairs.map(({ a, b, da }) => {
    const pa = pose(a);
    const pb = pose(b);
    return {
      shapeA: rapierShape(RAPIER, pa), posA: pa.center, rotA: pa.rotation,
      shapeB: rapierShape(RAPIER, pb), posB: pb.center, rotB: pb.rotation,
      colliderA: rapierCollider(RAPIER, world, pa), colliderB: rapierCollider(RAPIER, world, pb),
      velA: da ?? { x: 0, y: 0, z: 0 },
    };
  });
}

/** Rapier's contact in sweepkit's terms: penetration only (prediction 0), normal1 points from A out towards B. */
export const rapierContactAnswer = (c) =>
  c && c.distance <= 0 ? { hit: true, depth: -c.distance, normal: c.normal1 } : { hit: false, depth: 0 };

/** Rapier's cast in sweepkit's terms (maxToi 1 with the frame's displacement as velocity: t is the fraction). */
export const rapierCastAnswer = (h) => (h ? { hit: true, t: h.time_of_impact } : { hit: false, t: 1 });

// ---- Jolt ----

/**
 * Jolt registers its shapes' collide and cast functions (CollisionDispatch) when a JoltInterface is made:
 * without one, every query calls a null function. One object layer, one broadphase layer; nothing is added.
 */
export function joltRegister(J) {
  const layers = new J.BroadPhaseLayerInterfaceTable(1, 1);
  layers.MapObjectToBroadPhaseLayer(0, new J.BroadPhaseLayer(0));
  const pairs = new J.ObjectLayerPairFilterTable(1);
  const settings = Object.assign(new J.JoltSettings(), {
    mBroadPhaseLayerInterface: layers,
    mObjectLayerPairFilter: pairs,
    mObjectVsBroadPhaseLayerFilter: new J.ObjectVsBroadPhaseLayerFilterTable(layers, 1, pairs, 1),
  });
  const jolt = new J.JoltInterface(settings);
  J.destroy(settings);
  return jolt;
}

function joltShape(J, p) {
  if (p.kind === 'capsule') return new J.CapsuleShape(p.halfHeight, p.radius);
  const half = new J.Vec3(p.halfSize.x, p.halfSize.y, p.halfSize.z);
  const shape = new J.BoxShape(half, 0); // exact boxes, as sweepkit's (Jolt's default rounds edges by 5 cm)
  J.destroy(half);
  return shape;
}

/** A pose as an RMat44: the rotation matrix's columns from the quaternion, then the translation. */
function joltMatrix(J, { center: c, rotation: { x, y, z, w } }) {
  const m = new J.RMat44();
  const cols = [
    [1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y)],
    [2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x)],
    [2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)],
  ];
  const v = cols.map(([a, b, d]) => new J.Vec3(a, b, d));
  m.SetAxisX(v[0]);
  m.SetAxisY(v[1]);
  m.SetAxisZ(v[2]);
  const t = new J.RVec3(c.x, c.y, c.z);
  m.SetTranslation(t);
  for (const o of [...v, t]) J.destroy(o);
  return m;
}

/**
 * Jolt's objects for the pairs: per case A's shape and pose (and, for a cast, the RShapeCast of its motion:
 * its constructor computes the swept bounds, so it is made once per case) and B as a TransformedShape.
 * Jolt is given its best case: everything is a Jolt object before timing; a game would write the poses.
 */
export function joltPairs(J, pairs) {
  const one = new J.Float3(1, 1, 1);
  const scale = new J.Vec3(1, 1, 1);
  const items = pairs.map(({ a, b, da }) => {
    const pa = pose(a);
    const pb = pose(b);
    const shapeA = joltShape(J, pa);
    shapeA.AddRef();
    const matA = joltMatrix(J, pa);
    const tsB = new J.TransformedShape();
    const shapeB = joltShape(J, pb);
    shapeB.AddRef();
    tsB.mShape = shapeB;
    tsB.mShapePositionCOM = new J.RVec3(pb.center.x, pb.center.y, pb.center.z);
    tsB.mShapeRotation = new J.Quat(pb.rotation.x, pb.rotation.y, pb.rotation.z, pb.rotation.w);
    tsB.mShapeScale = one;
    let cast = null;
    if (da) {
      const dir = new J.Vec3(da.x, da.y, da.z);
      cast = new J.RShapeCast(shapeA, scale, matA, dir);
      J.destroy(dir);
    }
    return { shapeA, matA, tsB, cast };
  });
  const collideSettings = new J.CollideShapeSettings();
  collideSettings.mMaxSeparationDistance = 0; // penetration and touching only, as sweepkit's contact
  const castSettings = new J.ShapeCastSettings();
  return {
    items, scale, collideSettings, castSettings,
    base: new J.RVec3(0, 0, 0),
    filter: new J.ShapeFilter(),
    collideCollector: new J.CollideShapeClosestHitCollisionCollector(),
    castCollector: new J.CastShapeClosestHitCollisionCollector(),
  };
}

/** Jolt's collide in sweepkit's terms: mPenetrationAxis moves shape 2 (B) out, so it runs from A to B. */
export function joltContactAnswer(collector) {
  if (!collector.HadHit()) return { hit: false, depth: 0 };
  const h = collector.get_mHit();
  const axis = h.get_mPenetrationAxis();
  const n = Math.hypot(axis.GetX(), axis.GetY(), axis.GetZ());
  return { hit: true, depth: h.get_mPenetrationDepth(), normal: { x: axis.GetX() / n, y: axis.GetY() / n, z: axis.GetZ() / n } };
}

/** Jolt's cast in sweepkit's terms: mFraction of the RShapeCast's direction (A's displacement). */
export const joltCastAnswer = (collector) =>
  collector.HadHit() ? { hit: true, t: collector.get_mHit().get_mFraction() } : { hit: false, t: 1 };

// The boundary between JavaScript and the WebAssembly core, described once. scripts/generate-bindings.mjs
// reads this file and writes every piece of glue that depends on it (see GENERATED below); nothing in
// those files is written by hand. Adding a query is one entry in QUERIES plus its C++ function; adding a
// shape is one entry in SHAPES (and its C++ struct), after which every generic query accepts it; adding a field
// to a result or record is one field in RESULTS or RECORDS (and in the C++ struct), after which its generated
// reader (bindings/js/generated/readers.js), the one every caller reads it with, returns it. The traces
// (bindings/embind/trace*.cpp, emscripten::val objects for step-through views) are the one exception.
//
// Kinds of argument: a shape name from SHAPES (a duck-typed object with those fields), 'shape' (any of
// the SHAPES that have a `tag`: the generic dispatch), 'vec3' ({x, y, z}), 'real' (a number).
// Every number crosses as a float32 parameter of a plain `extern "C"` export; every result is written by
// the core into one result buffer in WASM memory (bindings/embind/result_buffer.hpp) and read from there.

/** The files the generator writes, relative to the repository root. */
export const GENERATED = Object.freeze({
  cppExports: 'bindings/embind/generated_queries.cpp',
  cppShapeIo: 'bindings/embind/generated_shape_io.hpp',
  cppEnumNames: 'bindings/embind/generated_enum_names.hpp',
  cppInputErrorText: 'core/src/generated/input_error_text.inc',
  jsQueries: 'bindings/js/generated/queries.js',
  jsLayout: 'bindings/js/generated/layout.js',
  jsShapes: 'bindings/js/generated/shapes.js',
  jsReaders: 'bindings/js/generated/readers.js',
  jsInfer: 'bindings/js/generated/infer.js',
  dts: 'bindings/js/generated/queries.d.ts',
});

/**
 * Shapes, in the order of their fields in the C++ struct and in WASM memory (float32 words). `tag` is the
 * sweepkit::ShapeType value for shapes the generic dispatch and the World hold; `infer.fields` are the fields
 * whose presence identifies the shape when no explicit `type` is given (a vector or hull field as an object, a
 * number field as a key), tested by `infer.rank`, most specific first (lowest rank first): one inference,
 * bindings/js/generated/infer.js, for the JS API, the mesh queries and sweepkit/three's outlines.
 */
export const SHAPES = {
  sphere: {
    cpp: 'Sphere', tag: 0, fields: [['center', 'vec3'], ['radius', 'real']], infer: { rank: 3, fields: ['center', 'radius'] },
    doc: 'A solid sphere. `THREE.Sphere` fits. `radius` >= 0.', tsName: 'SphereLike',
  },
  capsule: {
    cpp: 'Capsule', tag: 1, fields: [['start', 'vec3'], ['end', 'vec3'], ['radius', 'real']],
    infer: { rank: 2, fields: ['start', 'end', 'radius'] },
    doc: "All points within `radius` of the segment start–end. three's examples `Capsule` fits.", tsName: 'CapsuleLike',
  },
  aabb: {
    cpp: 'Aabb', tag: 2, fields: [['min', 'vec3'], ['max', 'vec3']], infer: { rank: 4, fields: ['min', 'max'] },
    doc: 'An axis-aligned box with min <= max on every axis. `THREE.Box3` fits.', tsName: 'AabbLike',
  },
  plane: {
    cpp: 'Plane', tag: 3, fields: [['normal', 'vec3'], ['constant', 'real']], infer: { rank: 5, fields: ['normal', 'constant'] },
    doc: 'The plane normal·p + constant = 0 with a unit normal. `THREE.Plane` fits.', tsName: 'PlaneLike',
  },
  obb: {
    cpp: 'Obb', tag: 4, fields: [['center', 'vec3'], ['halfSize', 'vec3'], ['rotation', 'rotation']],
    infer: { rank: 1, fields: ['center', 'halfSize'] },
    doc: `An oriented box: the points center + R·l with |l_i| <= halfSize_i, R the rotation (a three.js \`Matrix3\`
    whose columns are the box's axes, or a unit quaternion \`{x, y, z, w}\`; omitted: the identity). three's
    examples \`OBB\` fits as it is. halfSize >= 0 on every axis.`, tsName: 'ObbLike',
  },
  convexHull: {
    cpp: 'ConvexHullShape', tag: 5, fields: [['hull', 'hull'], ['position', 'vec3'], ['rotation', 'rotation']],
    infer: { rank: 0, fields: ['hull'] },
    doc: `A convex hull (from createConvexHull) placed in the world: world = position + R·local. A ConvexHull is
    itself one, at its own \`position\` and \`rotation\`; \`{hull, position, rotation}\` places it elsewhere.`,
    tsName: 'ConvexHullLike',
  },
  triangleMesh: {
    cpp: 'TriangleMeshShape', tag: 6, fields: [['mesh', 'mesh'], ['position', 'vec3', { optional: true }], ['rotation', 'rotation']],
    infer: { rank: 0, fields: ['mesh'] },
    doc: `A triangle mesh (from createTriangleMesh or loadTriangleMesh) placed in the world: world = position + R·local.
    A TriangleMesh is itself one, at the origin and unrotated; \`{mesh, position, rotation}\` places it elsewhere
    (\`position\` omitted: the origin). A composite shape: the generic queries name the triangle met (the result's
    \`subShapeA\` / \`subShapeB\` / \`subShape\`: its index in the arrays the mesh was built from, three.js's
    faceIndex). A surface: two meshes, or a mesh and a plane, are not a pair.`,
    tsName: 'TriangleMeshLike',
  },
  ray: {
    cpp: 'Ray', fields: [['origin', 'vec3'], ['direction', 'vec3']],
    doc: 'The points origin + t·direction, t in [0, maxFraction]. `THREE.Ray` fits (unit direction: t is a distance).',
    tsName: 'RayLike',
  },
};

/** The fields of a contact after the result header, shared by Contact and ContactManifold. */
const CONTACT_FIELDS = [
      ['depth', 'real', 'depth', 'Penetration depth along `normal`, >= 0: moving B by depth·normal (or A by -depth·normal) separates them. 0 when just touching, and for a miss.'],
      ['normal', 'vec3', 'normal', 'Unit contact normal from A towards B; (0, 0, 0) for a miss.'],
      ['pointA', 'vec3', 'point_a', 'The point of A reaching deepest into B (its surface point furthest along +normal); (0, 0, 0) for a miss.'],
      ['pointB', 'vec3', 'point_b', 'The point of B reaching deepest into A; pointA - pointB = depth·normal. (0, 0, 0) for a miss.'],
];

/**
 * The parts of a composite shape a result met (a mesh's triangle, sweepkit/results/sub_shape.hpp), after a result's
 * other fields: uint32 in the core (kNoSubShape when none), which JS reads as an int32 (-1 when none). The core counts
 * a mesh's kept triangles; the bindings answer with the triangle's index in the arrays the mesh was built from
 * (bindings/embind/source_triangles.hpp), as the mesh's own queries do.
 */
const SUB_SHAPES = [
  ['subShapeA', 'int', 'sub_shape_a', "The part of A met: a TriangleMesh's triangle (its index in the arrays the mesh was built from); -1 when A is not composite, and for a miss."],
  ['subShapeB', 'int', 'sub_shape_b', "The part of B met: a TriangleMesh's triangle; -1 when B is not composite, and for a miss."],
];
/** SUB_SHAPES where JS never gets a composite shape's answer (Contact: only the typed convex pairs answer with it). */
const SUB_SHAPES_NOT_READ = SUB_SHAPES.map(([js, type, cpp, doc]) => [js, type, cpp, doc, { skip: true }]);

/**
 * Result structs: after the common header (status, error, error_argument: int32 at byte 0, 4, 8), their
 * fields as float32 words (an 'int' field an int32), each [JS name, type, C++ field, doc, options?] (options:
 * `skip`, a field JS does not read). `hit` lists the statuses for which the JS result's `hit` is true; `status`
 * whether the JS result carries the status name. Overlap results are booleans in JS.
 */
export const RESULTS = {
  SweepHit: {
    cpp: 'SweepHit', hit: ['hit', 'initial_overlap'], status: true,
    fields: [
      ['t', 'real', 't', 'Time of impact as a fraction of the frame\'s motion, in [0, 1]; 0 for an initial overlap, 1 for a miss.'],
      ['position', 'vec3', 'position', "The first shape's reference point at t (sphere centre, capsule start, box min); the end position for a miss."],
      ['point', 'vec3', 'point', 'Contact point in world space at t; (0, 0, 0) for a miss.'],
      ['normal', 'vec3', 'normal', 'Unit contact normal from the first shape towards the second; (0, 0, 0) for a miss.'],
      ...SUB_SHAPES,
    ],
    doc: 'Result of a sweep (time-of-impact) query. Every field is a finite number in every outcome.',
  },
  Contact: {
    cpp: 'Contact', hit: ['hit'], status: false,
    fields: [...CONTACT_FIELDS, ...SUB_SHAPES_NOT_READ],
    doc: 'Result of a discrete contact test between shape A and shape B at one instant. Every field is a finite number in every outcome.',
  },
  ContactManifold: {
    cpp: 'ContactManifold', hit: ['hit'], status: false,
    fields: [
      ...CONTACT_FIELDS,
      ...SUB_SHAPES,
      ['points', 'manifold', 'point_count', 'The contact manifold: up to four points {pointA, pointB, depth, id}, each with pointA - pointB = depth·normal; `id` names the features in contact and stays the same while the shapes rest on them. Oriented boxes and hulls against each other: the clipped face (1-4 points) or the crossing edges (1); every other pair: one point, the contact\'s. Empty for a miss.'],
    ],
    doc: 'A contact with its manifold. Every number is finite in every outcome.',
  },
  RaycastHit: {
    cpp: 'RaycastHit', hit: ['hit', 'initial_overlap'], status: true,
    fields: [
      ['t', 'real', 't', 'Hit fraction along `direction`: the hit point is origin + t·direction; maxFraction for a miss (the largest float32 when it is Infinity).'],
      ['point', 'vec3', 'point', 'Hit point in world space; (0, 0, 0) for a miss.'],
      ['normal', 'vec3', 'normal', "Unit surface normal at the hit point, facing the ray; for an origin inside the shape, the direction reversed; for a mesh, the triangle's normal (its counter-clockwise side) whichever side is hit (TriangleMesh.raycast's frontFace says which). (0, 0, 0) for a miss."],
      ['subShape', 'int', 'sub_shape', "The part of the shape hit: a TriangleMesh's triangle (its index in the arrays the mesh was built from); -1 when the shape is not composite, and for a miss."],
    ],
    doc: 'Result of a ray or segment cast. Every field is a finite number in every outcome.',
  },
  Overlap: { cpp: 'Overlap', hit: ['hit'], status: false, fields: [], boolean: true, doc: 'Whether the shapes touch or overlap.' },
};

/**
 * Records JS reads in place from WASM memory (the batches' arrays, the World's, the character's and the meshes'
 * outputs), in the order of their C++ struct: [JS name, type, C++ field, options?]. Types: 'real' a float32,
 * 'int' an int32 (a BodyHandle's value, a count), 'bool' an int32 read as `!== 0`, 'vec3' three float32, an ENUMS
 * name (an int32 read as its JS name; a `flags` enum: one boolean per bit, named by its values), or a RESULTS name
 * (that result struct, header and all, its fields read into the record's object). Options: `miss` the value read
 * when the record's result is no hit; `skip` a field JS does not read. `header`: the record starts with the common
 * result header, with `hit` and `status` as in RESULTS. `cpp` is the struct in namespace sweepkit, declared in
 * `include`; the generator static_asserts every offset and the size, and writes readRecord / newRecord
 * (bindings/js/generated/readers.js), the one reader of each.
 */
export const RECORDS = {
  BatchSweepHit: {
    cpp: 'BatchSweepHit', include: 'sweepkit/results/batch_sweep_hit.hpp',
    fields: [['t', 'real', 't'], ['point', 'vec3', 'point'], ['normal', 'vec3', 'normal'], ['status', 'real', 'status']],
  },
  BatchSummary: {
    cpp: 'BatchSummary', include: 'sweepkit/results/batch_sweep_hit.hpp',
    fields: [['count', 'int', 'count'], ['hits', 'int', 'hits'], ['invalid', 'int', 'invalid'],
      ['firstInvalid', 'int', 'first_invalid']],
  },
  /** A World raycast's hit (raycastClosest, and each of raycastAll's). */
  WorldRaycastHit: {
    cpp: 'WorldRaycastHit', include: 'sweepkit/world/world.hpp',
    fields: [['hit', 'RaycastHit', 'hit', { omit: ['subShape'] }], ['body', 'int', 'body', { miss: null }], ['triangle', 'int', 'triangle', { miss: -1 }]],
  },
  /** A World cast's hit (castClosest, sphereCastClosest). */
  WorldSweepHit: {
    cpp: 'WorldSweepHit', include: 'sweepkit/world/world.hpp',
    fields: [['hit', 'SweepHit', 'hit', { omit: ['subShapeA', 'subShapeB'] }], ['body', 'int', 'body', { miss: null }], ['triangle', 'int', 'triangle', { miss: -1 }]],
  },
  /** push_out_sphere's and move_and_slide's result. */
  SlideResult: {
    cpp: 'SlideResult', include: 'sweepkit/world/character.hpp', header: true, hit: ['hit', 'initial_overlap'], status: true,
    fields: [['position', 'vec3', 'position'], ['collisions', 'int', 'collisions'], ['normal', 'vec3', 'normal'],
      ['body', 'int', 'body', { miss: null }]],
  },
  /** One event of a World step (eventData()'s records). */
  ContactEvent: {
    cpp: 'ContactEvent', include: 'sweepkit/world/world.hpp',
    fields: [['type', 'EventType', 'type'], ['flags', 'EventFlag', 'flags'], ['a', 'int', 'a'], ['b', 'int', 'b'], ['t', 'real', 't'],
      ['depth', 'real', 'depth'], ['normal', 'vec3', 'normal'], ['point', 'vec3', 'point'],
      ['impactSpeed', 'real', 'impact_speed']],
  },
  /** A contact of a character's move (CharacterController::collisions()). */
  CharacterCollision: {
    cpp: 'CharacterCollision', include: 'sweepkit/world/character_controller.hpp',
    fields: [['body', 'int', 'body'], ['normal', 'vec3', 'normal'], ['point', 'vec3', 'point'],
      ['position', 'vec3', 'position']],
  },
  /** A triangle mesh's raycast answer (the closest hit, and each of raycastAll's): bindings/embind/mesh_answer.hpp. */
  MeshRaycastAnswer: {
    cpp: 'bindings::MeshAnswer', include: 'mesh_answer.hpp', header: true, hit: ['hit'], status: true,
    fields: [['t', 'real', 't'], ['position', 'vec3', 'position', { skip: true }], ['point', 'vec3', 'point'],
      ['normal', 'vec3', 'normal'], ['triangle', 'int', 'triangle'], ['feature', 'TriangleFeature', 'feature', { skip: true }],
      ['frontFace', 'bool', 'front_face']],
  },
  /** A triangle mesh's sweep answer: the same struct, read as a sweep hit with the triangle's feature. */
  MeshSweepAnswer: {
    cpp: 'bindings::MeshAnswer', include: 'mesh_answer.hpp', header: true, hit: ['hit', 'initial_overlap'], status: true,
    fields: [['t', 'real', 't'], ['position', 'vec3', 'position'], ['point', 'vec3', 'point'], ['normal', 'vec3', 'normal'],
      ['triangle', 'int', 'triangle'], ['feature', 'TriangleFeature', 'feature'], ['frontFace', 'bool', 'front_face', { skip: true }]],
  },
  /** One point of a shape's contact manifold with a mesh (MeshContactAnswer's points). */
  MeshContactPoint: {
    cpp: 'bindings::ContactPointAnswer', include: 'mesh_answer.hpp',
    fields: [['pointA', 'vec3', 'point_a'], ['pointB', 'vec3', 'point_b'], ['depth', 'real', 'depth'],
      ['triangle', 'int', 'triangle'], ['feature', 'TriangleFeature', 'feature']],
  },
  /**
   * A shape's contact with a mesh (TriangleMesh.contact): the deepest contact and the manifold's points, as many as
   * `pointCount` of the MeshContactPoint array (a field 'Record[capacity]' counted by its `count` option).
   */
  MeshContactAnswer: {
    cpp: 'bindings::ContactAnswer', include: 'mesh_answer.hpp', header: true, hit: ['hit'], status: false,
    fields: [['depth', 'real', 'depth'], ['normal', 'vec3', 'normal'], ['pointA', 'vec3', 'point_a'], ['pointB', 'vec3', 'point_b'],
      ['pointCount', 'int', 'point_count', { skip: true }], ['points', 'MeshContactPoint[4]', 'points', { count: 'pointCount' }]],
  },
  /** A mesh's closest point to a point (TriangleMesh.closestPoint). */
  MeshClosestAnswer: {
    cpp: 'bindings::ClosestAnswer', include: 'mesh_answer.hpp', header: true, hit: ['hit'], status: false,
    fields: [['distance', 'real', 'distance'], ['point', 'vec3', 'point'], ['triangle', 'int', 'triangle'],
      ['feature', 'TriangleFeature', 'feature']],
  },
  /** A mesh batch's or overlap's outcome: the first rejected entry (-1: none) and the number of hits. */
  MeshBatchAnswer: {
    cpp: 'bindings::BatchAnswer', include: 'mesh_answer.hpp', header: true, hit: ['hit'], status: false,
    fields: [['index', 'int', 'index'], ['hits', 'int', 'hits']],
  },
  /** A World step's counts (world.stepInfo): sweepkit::StepResult as the core returns it. */
  StepResult: {
    cpp: 'StepResult', include: 'sweepkit/world/world.hpp',
    fields: [['events', 'int', 'events'], ['pairsTested', 'int', 'pairs_tested'], ['touching', 'int', 'touching'],
      ['rejectedDisplacements', 'int', 'rejected_displacements'], ['firstRejected', 'int', 'first_rejected'],
      ['rejection', 'int', 'rejection', { skip: true }]],
  },
  /** createConvexHull's refusal (hull_answer.hpp): the result header and the offending point (-1: none). */
  HullError: {
    cpp: 'bindings::HullError', include: 'hull_answer.hpp', header: true, hit: ['hit'], status: false,
    fields: [['index', 'int', 'error_index']],
  },
  /** A built hull's sizes (hull_answer.hpp). */
  HullCounts: {
    cpp: 'bindings::HullCounts', include: 'hull_answer.hpp',
    fields: [['vertices', 'int', 'vertices'], ['faces', 'int', 'faces'], ['faceVertices', 'int', 'face_vertices'],
      ['edges', 'int', 'edges'], ['flat', 'bool', 'flat']],
  },
  /** A face of a ConvexHull, read in place from the hull's array: its plane and its loop in the face-loop array. */
  HullFace: {
    cpp: 'HullFace', include: 'sweepkit/shapes/convex_hull.hpp',
    fields: [['normal', 'vec3', 'normal'], ['constant', 'real', 'constant'], ['first', 'int', 'first'],
      ['count', 'int', 'count']],
  },
  /** A World body (world.readBody): its shape as a tag and shape words (read by SHAPE_FIELDS), then its state. */
  BodyAnswer: {
    cpp: 'bindings::BodyAnswer', include: 'body_answer.hpp',
    fields: [['type', 'int', 'type', { skip: true }], ['shape', 'shapeWords', 'shape', { skip: true }],
      ['displacement', 'vec3', 'displacement'], ['kind', 'BodyKind', 'kind'], ['layer', 'uint', 'layer'],
      ['mask', 'uint', 'mask'], ['sensor', 'bool', 'sensor']],
  },
  /**
   * A character's answer (bindings/embind/character_answer.hpp): a move's position, ground and step (read into its
   * result), the body handle, the counts of the collisions and legs left in the controller's arrays, and create()'s
   * errors (the skipped fields, read by their offsets).
   */
  CharacterAnswer: {
    cpp: 'bindings::CharacterAnswer', include: 'character_answer.hpp',
    fields: [['position', 'vec3', 'position'], ['body', 'int', 'body', { skip: true }], ['grounded', 'bool', 'grounded'],
      ['stepped', 'bool', 'stepped'], ['groundNormal', 'vec3', 'ground_normal'], ['groundBody', 'int', 'ground_body'],
      ['collisionCount', 'int', 'collision_count', { skip: true }], ['legCount', 'int', 'leg_count', { skip: true }],
      ['shapeError', 'int', 'shape_error', { skip: true }], ['worldError', 'int', 'world_error', { skip: true }]],
  },
  /** A leg of a traced character move. */
  CharacterLeg: {
    cpp: 'CharacterLeg', include: 'sweepkit/world/character_controller.hpp',
    fields: [['kind', 'LegKind', 'kind'], ['start', 'vec3', 'start'], ['displacement', 'vec3', 'displacement'],
      ['t', 'real', 't'], ['normal', 'vec3', 'normal'], ['body', 'int', 'body']],
  },
};

/** Words of the common result header. */
export const RESULT_HEADER = Object.freeze({ status: 0, error: 1, errorArgument: 2, words: 3 });

/**
 * The queries: JS name (the C++ function is its snake_case copy in the header of the same name under
 * sweepkit/query/, or `cpp` when given), arguments [name, kind, default?], result, docs. `dispatch`
 * queries take any shape and live in sweepkit/dispatch/dispatch.hpp. A pair function's name lists its shapes in
 * the canonical order of dispatch.hpp (sphere, capsule, aabb, plane); `deprecated` marks a former name kept
 * as an alias (exported, and tagged @deprecated in the .d.ts).
 */
export const QUERIES = [
  // ---- sweeps (time of impact) ----
  { name: 'sweepSpherePlane', args: [['sphere', 'sphere'], ['displacement', 'vec3'], ['plane', 'plane']], result: 'SweepHit', doc: `Time of impact of a sphere moving by \`displacement\` over the frame against a fixed plane,
    approaching from either side. \`normal\` points from the sphere towards the plane, \`point\` is where
    the sphere touches the plane, \`position\` is the centre at impact (Ci).
    Source: shared reference 000, fixed for both sides; Ericson, Real-Time Collision Detection §5.5.3.
    @throws {RangeError} non-finite values, negative radius, zero or non-unit plane normal.` },
  { name: 'sweepSphereSphere', args: [['sphereA', 'sphere'], ['displacementA', 'vec3'], ['sphereB', 'sphere'], ['displacementB', 'vec3']], result: 'SweepHit', doc: `Time of impact of two moving spheres. \`normal\` points from A's centre towards B's at t,
    \`point\` is where the surfaces touch, \`position\` is A's centre at t.
    Source: shared reference 001, fixed for no relative motion, grazing and initial overlap;
    Ericson §5.5.5; Ray Tracing Gems ch. 7 for the stable discriminant.
    @throws {RangeError} non-finite values or a negative radius.` },
  { name: 'sweepSphereAabb', args: [['sphere', 'sphere'], ['displacementA', 'vec3'], ['aabb', 'aabb'], ['displacementB', 'vec3']], result: 'SweepHit', doc: `Time of impact of a moving sphere and a moving box (\`THREE.Box3\` fits). Exact: the sphere's centre is
    cast against the box rounded by the radius, so a sphere clipping an edge or corner hits when its
    surface reaches it, not when it enters the box's expanded bounds. \`normal\` points from the sphere
    towards the box (minus the box's outward normal at the contact: a face normal, or diagonal at an edge
    or corner), \`point\` is the contact point on the box's surface, \`position\` is the centre at t.
    Initial overlap: \`point\` is the box point closest to the centre (a centre inside is pushed out through
    the nearest face).
    Source: Ericson, Real-Time Collision Detection §5.5.7.
    @throws {RangeError} naming 'sphere', 'displacementA', 'aabb' or 'displacementB'.` },
  { name: 'sweepSphereCapsule', args: [['sphere', 'sphere'], ['displacementA', 'vec3'], ['capsule', 'capsule'], ['displacementB', 'vec3']], result: 'SweepHit', doc: `Time of impact of a moving sphere and a moving capsule: the sphere's centre cast against the capsule
    inflated by the sphere's radius (cylinder plus end spheres, stable roots). \`normal\` points from the
    sphere towards the capsule, \`point\` is the contact point, \`position\` is the centre at t. Initial
    overlap: \`point\` is midway between the two surfaces, as sweepSphereSphere.
    Source: Ericson §5.3.7 and §5.5.7; Ray Tracing Gems ch. 7.
    @throws {RangeError} naming 'sphere', 'displacementA', 'capsule' or 'displacementB'.` },
  { name: 'sweepAabbPlane', args: [['aabb', 'aabb'], ['displacement', 'vec3'], ['plane', 'plane']], result: 'SweepHit', doc: `Time of impact of a moving box against a fixed plane, from either side. \`normal\` points from the box
    towards the plane, \`point\` is the box vertex that touches it (the centre of the touching face or edge
    when several touch at once, e.g. a box falling flat on the ground), \`position\` is the box's \`min\` at t.
    Initial overlap: \`point\` is the deepest vertex projected onto the plane.
    Source: Ericson §5.2.3 (projected radius) and §5.5.3.
    @throws {RangeError} naming 'aabb', 'displacement' or 'plane'.` },
  { name: 'sweepAabbAabb', args: [['aabbA', 'aabb'], ['displacementA', 'vec3'], ['aabbB', 'aabb'], ['displacementB', 'vec3']], result: 'SweepHit', doc: `Time of impact of two moving boxes. \`normal\` is the axis (±x, ±y or ±z) of the last slab to start
    overlapping, pointing from A towards B; \`point\` is the centre of the contact face region at t;
    \`position\` is A's \`min\` at t. Initial overlap: \`normal\` is the axis of least penetration and \`point\`
    the centre of the boxes' intersection (ties: x, then y, then z; + before -).
    Source: Ericson §5.5.8 (IntersectMovingAABBAABB).
    @throws {RangeError} naming 'aabbA', 'displacementA', 'aabbB' or 'displacementB'.` },
  { name: 'sweepCapsulePlane', args: [['capsule', 'capsule'], ['displacement', 'vec3'], ['plane', 'plane']], result: 'SweepHit', doc: `Time of impact of a moving capsule (three's examples \`Capsule\` fits) against a fixed plane, from either
    side. The end nearer the plane leads, as a sphere would; \`point\` is where the capsule touches the plane
    (below the segment's middle when it is parallel to the plane), \`normal\` points from the capsule towards
    the plane, \`position\` is the capsule's \`start\` at t. A segment crossing the plane at the start is an
    initial overlap with \`point\` at the crossing.
    Source: Ericson §5.5.3 applied to the nearer end.
    @throws {RangeError} naming 'capsule', 'displacement' or 'plane'.` },
  // ---- discrete contacts ----
  { name: 'contactSphereSphere', args: [['sphereA', 'sphere'], ['sphereB', 'sphere']], result: 'Contact', doc: `Whether two spheres touch or overlap, and the contact that separates them. \`normal\` runs from A's centre
    to B's (+y when the centres coincide); \`pointA\` = A's centre + rA·normal, \`pointB\` = B's centre - rB·normal.
    Source: shared reference 003 (sphere / sphere); Ericson, Real-Time Collision Detection §4.3.1.
    @throws {RangeError} naming 'sphereA' or 'sphereB'.` },
  { name: 'contactSphereCapsule', args: [['sphere', 'sphere'], ['capsule', 'capsule']], result: 'Contact', doc: `Whether a sphere and a capsule touch or overlap, normal from the sphere towards the capsule segment's
    closest point (when the centre lies on the segment: the perpendicular to the segment nearest +y, or +x
    made perpendicular when the segment is within 45° of y).
    Source: Ericson §4.5.1 and §5.1.2; shared reference 003.
    @throws {RangeError} naming 'sphere' or 'capsule'.` },
  { name: 'contactSpherePlane', args: [['sphere', 'sphere'], ['plane', 'plane']], result: 'Contact', doc: `Whether a sphere touches a two-sided plane (|signed distance| <= radius), normal from the sphere towards
    the plane (-plane.normal when the centre is on the positive side or on the plane, +plane.normal otherwise,
    as sweepSpherePlane). \`pointA\` = centre + radius·normal, \`pointB\` = the centre's projection onto the plane.
    Source: Ericson §5.2.2.
    @throws {RangeError} naming 'sphere' or 'plane'.` },
  { name: 'contactCapsuleCapsule', args: [['capsuleA', 'capsule'], ['capsuleB', 'capsule']], result: 'Contact', doc: `Whether two capsules touch or overlap, normal between their segments' closest points (segments that meet:
    the cross product of their directions, or a perpendicular nearest +y when parallel).
    Source: Ericson §4.5.1 and §5.1.9.
    @throws {RangeError} naming 'capsuleA' or 'capsuleB'.` },
  { name: 'contactCapsuleAabb', args: [['capsule', 'capsule'], ['aabb', 'aabb']], result: 'Contact', doc: `Whether a capsule and a box touch or overlap, exactly (the segment's distance to the box <= radius, found
    in closed form), normal from the capsule towards the box. When the segment itself meets the box, the
    capsule's bounding box is pushed off the box along the axis of least penetration (as contactAabbAabb),
    with \`pointA\` the capsule's deepest point along that axis.
    Source: piecewise-quadratic segment / box distance (core/src/query/closest_segment_aabb.hpp); Ericson §5.1.3.
    @throws {RangeError} naming 'capsule' or 'aabb'.` },
  { name: 'contactCapsulePlane', args: [['capsule', 'capsule'], ['plane', 'plane']], result: 'Contact', doc: `Whether a capsule touches a two-sided plane, normal from the capsule towards the plane (the side of the
    segment's midpoint, which needs the shorter push). \`pointA\` = the deepest end (the segment's middle when
    parallel to the plane) + radius·normal, \`pointB\` its projection onto the plane.
    Source: Ericson §5.2.2 applied to the segment's ends.
    @throws {RangeError} naming 'capsule' or 'plane'.` },
  { name: 'contactSphereAabb', args: [['sphere', 'sphere'], ['aabb', 'aabb']], result: 'Contact', doc: `Whether a sphere and a box touch or overlap, normal from the sphere towards the box. The box point closest
    to the centre (by clamping) is \`pointB\`; a centre inside the box leaves through the nearest face
    (depth = distance to that face + radius).
    Source: shared reference 003 (AABB / sphere); Ericson §5.2.5.
    @throws {RangeError} naming 'sphere' or 'aabb'.` },
  { name: 'contactAabbSphere', args: [['aabb', 'aabb'], ['sphere', 'sphere']], result: 'Contact',
    deprecated: 'use contactSphereAabb(sphere, aabb), the canonical order: the same contact seen from the sphere (normal negated, points swapped).',
    doc: `Whether a box and a sphere touch or overlap, normal from the box towards the sphere. The box point closest
    to the centre (by clamping) is \`pointA\`; a centre inside the box is pushed out through the nearest face
    (depth = distance to that face + radius).
    Source: shared reference 003 (AABB / sphere); Ericson §5.2.5.
    @throws {RangeError} naming 'aabb' or 'sphere'.` },
  { name: 'contactAabbAabb', args: [['aabbA', 'aabb'], ['aabbB', 'aabb']], result: 'Contact', doc: `Whether two boxes touch or overlap, and the contact along their axis of least penetration (±x, ±y or ±z;
    ties between axes go to x, then y, then z; the sign points from A's centre to B's, + when equal).
    \`pointA\` is on A's face towards B, \`pointB\` on B's face towards A, both at the centre of the boxes'
    overlap region in the other two axes. \`THREE.Box3\` fits.
    Source: shared reference 003 (AABB / AABB); Ericson §4.2.1.
    @throws {RangeError} naming 'aabbA' or 'aabbB'.` },
  { name: 'contactAabbPlane', args: [['aabb', 'aabb'], ['plane', 'plane']], result: 'Contact', doc: `Whether a box touches a two-sided plane (|centre distance| <= projected radius), normal from the box towards
    the plane (same side rule as contactSpherePlane). \`pointA\` = the box vertex furthest along the normal (the
    centre of the deepest edge or face when the normal has zero components), \`pointB\` its projection.
    Source: Ericson §5.2.3.
    @throws {RangeError} naming 'aabb' or 'plane'.` },
  // ---- boolean overlaps ----
  { name: 'overlapSphereSphere', args: [['sphereA', 'sphere'], ['sphereB', 'sphere']], result: 'Overlap', doc: `Whether two spheres touch or overlap (touching counts); agrees with contactSphereSphere(...).hit.
    @throws {RangeError} naming 'sphereA' or 'sphereB'.` },
  { name: 'overlapSphereCapsule', args: [['sphere', 'sphere'], ['capsule', 'capsule']], result: 'Overlap', doc: `Whether a sphere and a capsule touch or overlap; agrees with contactSphereCapsule(...).hit.
    @throws {RangeError} naming 'sphere' or 'capsule'.` },
  { name: 'overlapSphereAabb', args: [['sphere', 'sphere'], ['aabb', 'aabb']], result: 'Overlap', doc: `Whether a sphere and a box touch or overlap (sphere first); agrees with contactSphereAabb(sphere, aabb).hit.
    @throws {RangeError} naming 'sphere' or 'aabb'.` },
  { name: 'overlapSpherePlane', args: [['sphere', 'sphere'], ['plane', 'plane']], result: 'Overlap', doc: `Whether a sphere touches a two-sided plane; agrees with contactSpherePlane(...).hit.
    @throws {RangeError} naming 'sphere' or 'plane'.` },
  { name: 'overlapCapsuleCapsule', args: [['capsuleA', 'capsule'], ['capsuleB', 'capsule']], result: 'Overlap', doc: `Whether two capsules touch or overlap; agrees with contactCapsuleCapsule(...).hit.
    @throws {RangeError} naming 'capsuleA' or 'capsuleB'.` },
  { name: 'overlapAabbAabb', args: [['aabbA', 'aabb'], ['aabbB', 'aabb']], result: 'Overlap', doc: `Whether two boxes touch or overlap (touching counts); agrees with contactAabbAabb(...).hit.
    @throws {RangeError} naming 'aabbA' or 'aabbB'.` },
  { name: 'overlapAabbPlane', args: [['aabb', 'aabb'], ['plane', 'plane']], result: 'Overlap', doc: `Whether a box touches a two-sided plane; agrees with contactAabbPlane(...).hit.
    @throws {RangeError} naming 'aabb' or 'plane'.` },
  // ---- ray and segment casts ----
  { name: 'raycastSphere', args: [['ray', 'ray'], ['sphere', 'sphere'], ['maxFraction', 'real', Infinity]], result: 'RaycastHit', doc: `Casts a ray against a solid sphere (\`THREE.Sphere\` fits).
    Source: Ericson, Real-Time Collision Detection §5.3.2; Ray Tracing Gems ch. 7 for the stable roots.
    @param maxFraction  upper bound on t, >= 0; default Infinity (the endless ray, as THREE.Ray); 1 for the segment origin to origin + direction.
    @throws {RangeError} naming 'ray', 'sphere' or 'maxFraction'.` },
  { name: 'raycastCapsule', args: [['ray', 'ray'], ['capsule', 'capsule'], ['maxFraction', 'real', Infinity]], result: 'RaycastHit', doc: `Casts a ray against a solid capsule (three's examples \`Capsule\` fits).
    Source: Ericson §5.3.7 with the end spheres of §5.3.2.
    @param maxFraction  upper bound on t, >= 0; default Infinity (the endless ray, as THREE.Ray); 1 for the segment origin to origin + direction.
    @throws {RangeError} naming 'ray', 'capsule' or 'maxFraction'.` },
  { name: 'raycastAabb', args: [['ray', 'ray'], ['aabb', 'aabb'], ['maxFraction', 'real', Infinity]], result: 'RaycastHit', doc: `Casts a ray against a solid box (\`THREE.Box3\` fits); \`normal\` is the entry face's outward normal.
    Source: Ericson §5.3.3 (slab test).
    @param maxFraction  upper bound on t, >= 0; default Infinity (the endless ray, as THREE.Ray); 1 for the segment origin to origin + direction.
    @throws {RangeError} naming 'ray', 'aabb' or 'maxFraction'.` },
  { name: 'raycastPlane', args: [['ray', 'ray'], ['plane', 'plane'], ['maxFraction', 'real', Infinity]], result: 'RaycastHit', doc: `Casts a ray against a two-sided plane (\`THREE.Plane\` fits); \`normal\` faces the ray's origin.
    Source: Ericson §5.3.1.
    @param maxFraction  upper bound on t, >= 0; default Infinity (the endless ray, as THREE.Ray); 1 for the segment origin to origin + direction.
    @throws {RangeError} naming 'ray', 'plane' or 'maxFraction'.` },
  // ---- oriented boxes ----
  { name: 'contactObbObb', header: 'sweepkit/results/manifold.hpp', args: [['obbA', 'obb'], ['obbB', 'obb']], result: 'ContactManifold', doc: `Contact manifold of two oriented boxes by the separating axis test over their 15 axes (3 face axes each, 9
    edge cross products; nearly parallel edges skipped), face axes preferred to edge axes within 1e-3 of the size
    so that resting boxes keep a face contact. A face axis: the other box's most anti-parallel face clipped against
    the reference face's sides (Sutherland–Hodgman), up to 4 points; an edge axis: one point.
    Source: Ericson §4.4.1; Gottschalk et al., OBBTree (1996); Box2D and Jolt for the manifold.
    @throws {RangeError} naming 'obbA' or 'obbB' and the field.` },
  { name: 'contactObbPlane', header: 'sweepkit/query/polytope_plane.hpp', args: [['obb', 'obb'], ['plane', 'plane']], result: 'Contact', doc: `Whether an oriented box touches a two-sided plane, normal from the box towards the plane (the side of the
    box's centre). \`pointA\` = the centre of the deepest corners (a resting face or edge gives its centre),
    \`pointB\` its projection. Source: Ericson §5.2.3.
    @throws {RangeError} naming 'obb' or 'plane'.` },
  { name: 'sweepObbPlane', header: 'sweepkit/query/polytope_plane.hpp', args: [['obb', 'obb'], ['displacement', 'vec3'], ['plane', 'plane']], result: 'SweepHit', doc: `Time of impact of an oriented box moving by \`displacement\` (without turning) against a fixed plane: the
    corners nearest the plane stay nearest, so they sweep as a point (exact). \`position\` is the centre at t.
    @throws {RangeError} naming 'obb', 'displacement' or 'plane'.` },
  { name: 'raycastObb', args: [['ray', 'ray'], ['obb', 'obb'], ['maxFraction', 'real', Infinity]], result: 'RaycastHit', doc: `Casts a ray against an oriented box: the slab test in the box's frame.
    Source: Ericson §5.3.3.
    @param maxFraction  upper bound on t, >= 0; default Infinity (the endless ray, as THREE.Ray); 1 for the segment origin to origin + direction.
    @throws {RangeError} naming 'ray', 'obb' or 'maxFraction'.` },
  // ---- generic dispatch: any pair, either order (sweepkit/dispatch/dispatch.hpp) ----
  { name: 'contact', dispatch: true, cpp: 'contact_manifold', args: [['shapeA', 'shape'], ['shapeB', 'shape']], result: 'ContactManifold', doc: `Discrete contact between any two shapes (sphere, capsule, aabb, plane, obb, convexHull,
    triangleMesh), with its manifold: calls the pair's \`contact<A><B>\` in its canonical order and mirrors the result
    when given the other way round; convex pairs without one go through GJK and EPA. \`points\`: the separating axis
    manifold for oriented boxes and hulls against each other (1-4 points), against a mesh the triangle contacts
    reduced to 1-4 (the deepest kept, the rest to the largest area), the contact's own point otherwise.
    Design after Jolt's collide table with reversed wrappers.
    @throws {TypeError} an object that is no shape, or a pair without a test ((plane, plane), a mesh against a plane
    or a mesh), naming the pair.
    @throws {RangeError} invalid input, naming \`shapeA\` or \`shapeB\` and the field.` },
  { name: 'sweep', dispatch: true, cpp: 'sweep_rotating', args: [['shapeA', 'shape'], ['displacementA', 'motion'], ['shapeB', 'shape'], ['displacementB', 'motion']], result: 'SweepHit', doc: `Time of impact of two moving shapes over one frame (A moves by displacementA, B by displacementB;
    planes may move too). Each motion is a displacement \`{x, y, z}\` or \`{linear, angular}\`: \`angular\` is the
    rotation vector (axis × angle, radians) the shape turns by about its centre at constant angular velocity
    (a capsule's midpoint, a box's centre, a hull's or a mesh's position). \`position\` is A's reference point at t
    (sphere centre, capsule start, box min, obb centre, hull or mesh position, plane point closest to the origin).
    A mesh's triangles against a convex shape, each exactly, nearest first through its BVH, turning too.
    Exact closed forms where a pair has one; otherwise (capsule–capsule, capsule–box, oriented boxes, hulls,
    and any turning shape) conservative advancement on GJK distance: t never after the first contact and
    within 1e-4 of the shapes' size of it.
    @throws {TypeError} the pairs (plane, plane), (mesh, plane) and (mesh, mesh), and a turning shape against a plane.
    @throws {RangeError} invalid input, naming the argument and the field.` },
  { name: 'overlap', dispatch: true, args: [['shapeA', 'shape'], ['shapeB', 'shape']], result: 'Overlap', doc: `Whether any two shapes touch or overlap (touching counts): the pair's overlap test in its canonical order,
    or its contact test where it has no cheaper one. Cheaper than contact(a, b) when only a boolean is needed.
    @throws {TypeError} an object that is no shape, a non-number field, or a pair without a test ((plane, plane), a
    mesh against a plane or a mesh).
    @throws {RangeError} invalid input, naming \`shapeA\` or \`shapeB\` and the field.` },
  { name: 'raycast', dispatch: true, args: [['ray', 'ray'], ['shape', 'shape'], ['maxFraction', 'real', Infinity]], result: 'RaycastHit', doc: `Ray or segment cast against any shape: origin + t·direction for t in [0, maxFraction] (default Infinity:
    the endless ray, as THREE.Ray; 1: the segment from origin to origin + direction). Calls the shape's raycast<Shape>.
    @throws {TypeError} an object that is no shape, or a non-number field.
    @throws {RangeError} invalid input, naming \`ray\`, \`shape\` or \`maxFraction\` and the field.` },
];

/**
 * Enums shared by C++ and JS, as [C++ enumerator, value, ...]. The generator static_asserts every value
 * against the C++ enum (declared in `include`), so a renumbering on either side fails the build. Optional keys
 * say what JS (bindings/js/generated/layout.js) and C++ (bindings/embind/generated_enum_names.hpp) get:
 * - `names`: the JS array of the names JS uses (the values' third entry), by value; `cppNames`: also a C++
 *   `js_name(value)` giving them, for the bindings that answer with strings;
 * - `constants`: a JS object from the SCREAMING_SNAKE enumerator to its value;
 * - `prefix`: one JS constant `<prefix>_<SCREAMING JS name>` per value;
 * - `flags`: the values are `inline constexpr` bit constants (the enumerator is the C++ constant's name);
 * - `describe`: the file with the cases of the core's describe() switch, each value's text its row's last entry.
 */
export const ENUMS = {
  /** sweepkit::Status; the third entry is the name JS results use. */
  Status: {
    cpp: 'Status', include: 'sweepkit/status.hpp', names: 'STATUS_NAMES', prefix: 'STATUS', cppNames: true,
    values: [['miss', 0, 'miss'], ['hit', 1, 'hit'], ['initial_overlap', 2, 'initialOverlap'],
      ['invalid_input', 3, 'invalidInput'], ['unsupported', 4, 'unsupported']],
  },
  /**
   * sweepkit::InputError: [enumerator, value, field of the rejected argument (null: the argument itself),
   * what is wrong, subject of the core's describe() text when the field is null, and the core's own text where
   * the JS words are not true in C++ (a field's C++ name, a rule that only JS inputs have)]. The core's describe()
   * (that text, else `<field or subject> <problem>`) and the JS RangeErrors (`<argument>.<field> <problem>`) read
   * this.
   */
  InputError: {
    cpp: 'InputError', include: 'sweepkit/status.hpp',
    values: [
      ['none', 0, null, 'no error', ''],
      ['center_not_finite', 1, 'center', 'must be finite and within ±1e8'],
      ['radius_not_finite', 2, 'radius', 'must be finite and within ±1e8'],
      ['radius_negative', 3, 'radius', 'must be >= 0'],
      ['vector_not_finite', 4, null, 'must be finite and within ±1e8', 'vector'],
      ['normal_not_finite', 5, 'normal', 'must be finite and within ±1e8'],
      ['normal_zero', 6, 'normal', 'must not be zero'],
      ['normal_not_unit', 7, 'normal', 'must have unit length (within 1e-4)'],
      ['constant_not_finite', 8, 'constant', 'must be finite and within ±1e8'],
      ['min_not_finite', 9, 'min', 'must be finite and within ±1e8'],
      ['max_not_finite', 10, 'max', 'must be finite and within ±1e8'],
      ['min_greater_than_max', 11, null, 'min must be <= max on every axis', ''],
      ['start_not_finite', 12, 'start', 'must be finite and within ±1e8'],
      ['end_not_finite', 13, 'end', 'must be finite and within ±1e8'],
      ['origin_not_finite', 14, 'origin', 'must be finite and within ±1e8'],
      ['direction_not_finite', 15, 'direction', 'must be finite and within ±1e8'],
      ['max_fraction_invalid', 16, null, 'must be >= 0 and not NaN', 'max fraction'],
      ['shape_type_invalid', 17, 'type', "must be one of 'sphere', 'capsule', 'aabb', 'plane', 'obb', 'convexHull', 'triangleMesh'", null,
        'shape type must be a ShapeType: sphere, capsule, aabb, plane, obb, convex hull or triangle mesh'],
      ['half_size_not_finite', 18, 'halfSize', 'must be finite and within ±1e8', null,
        'half_size must be finite and within ±1e8'],
      ['half_size_negative', 19, 'halfSize', 'must be >= 0 on every axis', null, 'half_size must be >= 0 on every axis'],
      ['rotation_not_finite', 20, 'rotation', 'must be finite'],
      ['rotation_not_orthonormal', 21, 'rotation', 'must be a rotation: orthonormal with determinant +1, or a unit quaternion (within 1e-4)', null,
        'rotation must be a rotation matrix: orthonormal within 1e-4 (kRotationTolerance), determinant +1'],
      ['position_not_finite', 22, 'position', 'must be finite and within ±1e8'],
      ['point_not_finite', 23, null, 'must be finite and within ±1e8', 'point'],
      ['too_few_points', 24, null, 'must hold at least 3 distinct points', 'points'],
      ['points_collinear', 25, null, 'must not all lie on one line', 'points'],
      ['tolerance_invalid', 26, 'tolerance', 'must be finite and >= 0'],
      ['hull_invalid', 27, 'hull', 'must be a live ConvexHull (not disposed)', null, 'hull must not be null'],
      ['mesh_invalid', 28, 'mesh', 'must be a live TriangleMesh (not disposed) with triangles', null,
        'mesh must not be null and must have triangles'],
    ],
  },
  /**
   * sweepkit::WorldError: [enumerator, value, what is wrong with the named thing (the JS errors' words), the core's
   * describe() text (core/src/generated/world_error_text.inc)].
   */
  WorldError: {
    cpp: 'WorldError', include: 'sweepkit/world/world.hpp', constants: 'WORLD_ERROR',
    describe: 'core/src/generated/world_error_text.inc',
    values: [
      ['none', 0, 'is valid', 'no error'],
      ['stale_handle', 1, 'is stale (removed, or not a body of this world)', 'stale body handle (removed, null, or not from this world)'],
      ['invalid_shape', 2, 'is not a valid shape', 'invalid shape'],
      ['invalid_displacement', 3, 'must be finite and keep the shape within ±1e8', 'displacement must be finite and keep the shape within +-1e8'],
      ['static_body_moved', 4, 'cannot move a static body', 'a static body cannot move'],
      ['too_many_bodies', 5, 'too many bodies (1,048,576)', 'too many bodies (1,048,576 slots)'],
      ['invalid_kind', 6, "must be 'static', 'kinematic' or 'fast'", 'body kind must be static, kinematic or fast'],
      ['shape_cannot_turn', 7, 'cannot turn: an aabb or a plane (an obb or a mesh body can)', 'an aabb or a plane cannot turn (an obb or a mesh body can)'],
      ['invalid_pose', 8, 'must be a position within ±1e8 and a rotation (orthonormal, or a unit quaternion) that keep the shape within ±1e8',
        'invalid pose (position beyond +-1e8 or not finite, or not a rotation)'],
      ['plane_has_no_pose', 9, 'has no pose: a plane (setShape moves it)', 'a plane has no pose (set its shape)'],
      ['invalid_mesh', 10, 'must be a live TriangleMesh with triangles', 'a mesh body needs a mesh with triangles'],
    ],
  },
  /** sweepkit::BodyKind; the third entry is the name JS options use. */
  BodyKind: {
    cpp: 'BodyKind', include: 'sweepkit/world/world.hpp', names: 'BODY_KINDS',
    values: [['static_body', 0, 'static'], ['kinematic', 1, 'kinematic'], ['fast', 2, 'fast']],
  },
  /** sweepkit::EventType: the `type` of a World event, by the names JS events carry. */
  EventType: {
    cpp: 'EventType', include: 'sweepkit/world/world.hpp', names: 'EVENT_TYPES',
    values: [['begin', 0, 'begin'], ['stay', 1, 'stay'], ['end', 2, 'end']],
  },
  /** The bits of sweepkit::ContactEvent::flags (kEvent*), and the boolean each sets in a JS event. */
  EventFlag: {
    flags: true, include: 'sweepkit/world/world.hpp', prefix: 'EVENT',
    values: [['kEventTransient', 1, 'transient'], ['kEventSensor', 2, 'sensor'], ['kEventRemoved', 4, 'removed']],
  },
  /**
   * sweepkit::CharacterError: why a character call was refused (JS errors carry it as `code`, with their own words:
   * bindings/js/character.js): [enumerator, value, the core's describe() text, in C++ words
   * (core/src/generated/character_error_text.inc)].
   */
  CharacterError: {
    cpp: 'CharacterError', include: 'sweepkit/world/character_controller.hpp', constants: 'CHARACTER_ERROR',
    describe: 'core/src/generated/character_error_text.inc',
    values: [
      ['none', 0, 'no error'],
      ['shape_invalid', 1, 'shape is invalid'],
      ['shape_not_capsule', 2, 'shape must be a capsule or a sphere'],
      ['shape_not_upright', 3, 'shape must be a capsule whose segment is parallel to up'],
      ['up_invalid', 4, 'up must be a finite unit vector'],
      ['max_slope_climb_angle_invalid', 5, 'max_slope_climb_angle must be in [0, pi/2] radians'],
      ['min_slope_slide_angle_invalid', 6, 'min_slope_slide_angle must be in [0, pi/2] radians'],
      ['step_height_invalid', 7, 'step_height must be a finite length >= 0'],
      ['step_min_width_invalid', 8, 'step_min_width must be a finite length >= 0'],
      ['snap_to_ground_invalid', 9, 'snap_to_ground must be a finite length >= 0'],
      ['skin_invalid', 10, 'skin must be a finite length in (0, max(radius, 0.01)]'],
      ['max_iterations_invalid', 11, 'max_iterations must be an integer in [1, 64]'],
      ['displacement_invalid', 12, 'displacement must be finite and within +-1e8'],
      ['position_invalid', 13, 'position must be finite and within +-1e8'],
      ['body_error', 14, "the World refused the character's body"],
      ['not_created', 15, 'the character was destroyed, or its body removed'],
    ],
  },
  /** sweepkit::LegKind: the `kind` of a traced character leg, by its JS name. */
  LegKind: {
    cpp: 'LegKind', include: 'sweepkit/world/character_controller.hpp', names: 'LEG_KINDS',
    values: [['carry', 0, 'carry'], ['slide', 1, 'slide'], ['step_up', 2, 'stepUp'], ['step_forward', 3, 'stepForward'],
      ['step_down', 4, 'stepDown'], ['snap', 5, 'snap'], ['depenetrate', 6, 'depenetrate']],
  },
  /** sweepkit::MeshError: a mesh build, refit or load refused; the third entry is the `meshError` name of JS errors. */
  MeshError: {
    cpp: 'MeshError', include: 'sweepkit/mesh/mesh_error.hpp', names: 'MESH_ERRORS', constants: 'MESH_ERROR', cppNames: true,
    values: [['none', 0, 'none'], ['positions_length_invalid', 1, 'positionsLengthInvalid'],
      ['positions_not_triangles', 2, 'positionsNotTriangles'], ['indices_length_invalid', 3, 'indicesLengthInvalid'],
      ['position_not_finite', 4, 'positionNotFinite'], ['index_out_of_range', 5, 'indexOutOfRange'],
      ['mesh_empty', 6, 'meshEmpty'], ['weld_tolerance_invalid', 7, 'weldToleranceInvalid'],
      ['flat_angle_invalid', 8, 'flatAngleInvalid'], ['too_many_vertices', 9, 'tooManyVertices'],
      ['vertex_count_mismatch', 10, 'vertexCountMismatch'], ['data_too_short', 11, 'dataTooShort'],
      ['bad_magic', 12, 'badMagic'], ['unsupported_version', 13, 'unsupportedVersion'],
      ['real_type_mismatch', 14, 'realTypeMismatch'], ['checksum_mismatch', 15, 'checksumMismatch'],
      ['data_corrupt', 16, 'dataCorrupt']],
  },
  /** sweepkit::TriangleFeature: where on a triangle a mesh sweep's contact lies, by its JS name. */
  /** Floats per entry of a mesh batch's input and output (bindings/embind/mesh_answer.hpp). */
  MeshBatchWords: {
    cpp: 'bindings::MeshBatchWords', include: 'mesh_answer.hpp', constants: 'MESH_BATCH_WORDS',
    values: [['ray', 6], ['sphere', 4], ['displacement', 3], ['ray_out', 5], ['sphere_out', 6]],
  },
  TriangleFeature: {
    cpp: 'TriangleFeature', include: 'sweepkit/shapes/triangle.hpp', names: 'TRIANGLE_FEATURES',
    values: [['face', 0, 'face'], ['edge_ab', 1, 'edgeAB'], ['edge_bc', 2, 'edgeBC'], ['edge_ca', 3, 'edgeCA'],
      ['vertex_a', 4, 'vertexA'], ['vertex_b', 5, 'vertexB'], ['vertex_c', 6, 'vertexC']],
  },
};

/**
 * Default settings of C++ structs that JS fills in for omitted options: [JS name, C++ field, value ('vec3': an
 * {x, y, z}), ...]. The generator static_asserts each against the default-constructed struct (as float32), so the
 * JS defaults are the core's.
 */
export const DEFAULTS = {
  /** createCharacter's options: sweepkit::CharacterSettings. Lengths in metres, angles in radians. */
  CharacterSettings: {
    cpp: 'CharacterSettings', include: 'sweepkit/world/character_controller.hpp', js: 'CHARACTER_DEFAULTS',
    fields: [['up', 'up', { x: 0, y: 1, z: 0 }], ['maxSlopeClimbAngle', 'max_slope_climb_angle', Math.PI / 4],
      ['minSlopeSlideAngle', 'min_slope_slide_angle', (50 * Math.PI) / 180], ['stepHeight', 'step_height', 0.35],
      ['stepMinWidth', 'step_min_width', 0.1], ['snapToGround', 'snap_to_ground', 0.3], ['skin', 'skin', 0.01],
      ['maxIterations', 'max_iterations', 5]],
  },
};

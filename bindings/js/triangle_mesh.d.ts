// Types of bindings/js/triangle_mesh.js: triangle meshes built in the core, their raycasts, sweeps and bytes.
import type { RayLike, ShapeLike, Vec3, Vec3Like } from './generated/queries.js';

/** A motion over the frame: a displacement {x, y, z}, or {linear, angular} (angular: rotation vector, radians). */
export type MeshMotion = Vec3Like | { linear: Vec3Like; angular?: Vec3Like };

/** A ray or segment cast's answer against a mesh. Every number is finite in every outcome. */
export interface MeshRaycastHit {
  hit: boolean;
  status: 'hit' | 'miss';
  /** Hit fraction: point = origin + t·direction; maxFraction on a miss (the largest float32 when Infinity). */
  t: number;
  /** Hit point (world space); (0, 0, 0) on a miss. */
  point: Vec3;
  /** The triangle's unit normal (its counter-clockwise side, whichever side was hit); (0, 0, 0) on a miss. */
  normal: Vec3;
  /** The triangle's index in the input (3·triangle is its first index; three.js's faceIndex); -1 on a miss. */
  triangle: number;
  /** True when the ray came from the side `normal` points to. */
  frontFace: boolean;
}

/** Which part of the triangle (corners a, b, c in the input's order) a sweep touched first. */
export type TriangleFeature = 'face' | 'edgeAB' | 'edgeBC' | 'edgeCA' | 'vertexA' | 'vertexB' | 'vertexC';

/** A sweep's answer against a mesh. Every number is finite in every outcome. */
export interface MeshSweepHit {
  hit: boolean;
  /** 'initialOverlap': touching at the start (t = 0). */
  status: 'hit' | 'miss' | 'initialOverlap';
  /** Time of impact as a fraction of the frame's motion, in [0, 1]; 1 on a miss. */
  t: number;
  /** The shape's reference point at t (sphere centre, capsule start, box min, obb centre, hull position). */
  position: Vec3;
  /** Contact point on the mesh at t (world space); (0, 0, 0) on a miss. */
  point: Vec3;
  /**
   * Unit normal from the shape towards the mesh; on an internal (flat or concave) edge or a corner between such
   * edges, the face's normal (no ghost collisions). (0, 0, 0) on a miss.
   */
  normal: Vec3;
  /** The input index of the triangle touched first; -1 on a miss. */
  triangle: number;
  /** Its feature touched ('face' on a miss). */
  feature: TriangleFeature;
}

/** One point of a shape's contact manifold with a mesh. pointA − pointB = depth·normal (the manifold's normal). */
export interface MeshContactPoint {
  /** pointB + depth·normal (world space): on the shape where the triangle's own contact normal is the manifold's. */
  pointA: Vec3;
  /** On the mesh (world space): its triangle's own contact point. */
  pointB: Vec3;
  /** >= 0, along the manifold's normal. */
  depth: number;
  /** The input index of the triangle this point comes from. */
  triangle: number;
  /** Its feature at pointB (before the internal-edge rule turned the normal to the face's). */
  feature: TriangleFeature;
}

/** A shape's contact with a mesh (TriangleMesh.contact). Every number is finite in every outcome. */
export interface MeshContactManifold {
  /** True when the shape touches or overlaps a triangle. */
  hit: boolean;
  /** The deepest triangle contact's depth, >= 0 (0 on a miss). */
  depth: number;
  /**
   * Unit normal from the shape to the mesh: the deepest triangle contact's, the face's on an internal (flat or
   * concave) edge or a corner between such edges (no ghost contacts). (0, 0, 0) on a miss.
   */
  normal: Vec3;
  /** The deepest contact's point on the shape; (0, 0, 0) on a miss. */
  pointA: Vec3;
  /** Its point on the mesh; pointA − pointB = depth·normal. (0, 0, 0) on a miss. */
  pointB: Vec3;
  /** 1-4 points (none on a miss): the triangle contacts projected on `normal`, the deepest kept and the rest reduced to the largest area (Gregorius, GDC 2015). */
  points: MeshContactPoint[];
}

/** The point of a mesh closest to a point (TriangleMesh.closestPoint). Every number is finite in every outcome. */
export interface MeshClosestPoint {
  /** False when nothing lies within maxDistance. */
  hit: boolean;
  /** |point − the query point| (length units); 0 on a miss. */
  distance: number;
  /** On the mesh (world space); (0, 0, 0) on a miss. */
  point: Vec3;
  /** Its triangle's input index (ties: the lowest); -1 on a miss. */
  triangle: number;
  /** Where on that triangle it lies ('face' on a miss). */
  feature: TriangleFeature;
}

/** The arrays of a mesh, as sweepkit/three's trianglesOfGeometry and trianglesOfObject return them. */
export interface TriangleArrays {
  positions: Float32Array | readonly number[];
  indices?: Uint32Array | Uint16Array | readonly number[] | null;
}

/** Options of createTriangleMesh. */
export interface TriangleMeshOptions {
  /** Weld tolerance relative to the largest |coordinate| (unitless, [0, 1)); default 2^-20. 0: exact duplicates. */
  weldTolerance?: number;
  /** Dihedral angle (radians, [0, π/2]) up to which an edge counts as flat (internal); default the core's. */
  flatAngle?: number;
  /**
   * Internal-edge handling (default true): flat and concave edges answer with the face normal, so a shape sliding
   * across them never meets a ghost collision. false keeps every edge active (raw per-triangle answers, ghosts
   * included), for comparison and debugging.
   */
  fixInternalEdges?: boolean;
}

/**
 * A triangle mesh (welded, degenerate triangles dropped, edge adjacency and a BVH built once), two-sided for
 * queries. It owns WebAssembly memory: dispose() frees it (a forgotten mesh is freed when garbage collected);
 * any query after dispose() is a RangeError naming the method.
 */
export declare class TriangleMesh {
  private constructor();
  readonly triangleCount: number;
  readonly vertexCount: number;
  readonly bounds: { min: Vec3; max: Vec3 };
  /** Bytes of WASM memory held (vertices, triangles, normals, adjacency, BVH). */
  readonly memoryBytes: number;
  /** As built: TriangleMeshOptions.fixInternalEdges. */
  readonly fixInternalEdges: boolean;
  readonly disposed: boolean;
  /**
   * The mesh itself: a TriangleMesh is a shape of sk.sweep, sk.contact, sk.raycast and sk.overlap, at the origin and
   * unrotated (`{mesh, position, rotation}` places it elsewhere).
   */
  readonly mesh: TriangleMesh;
  dispose(): void;
  /**
   * The first triangle the ray origin + t·direction, t in [0, maxFraction], meets (watertight test, BVH near
   * child first). A ray starting on a triangle hits it at t = 0. Ties go to the lowest triangle.
   * @param maxFraction  >= 0; default Infinity (the endless ray).
   * @param target  filled in place and returned (its {x, y, z} fields set component-wise).
   * @throws {TypeError} a non-number field; {RangeError} a non-finite ray or a bad maxFraction.
   */
  raycast<T extends object = MeshRaycastHit>(ray: RayLike, maxFraction?: number, target?: T): T & MeshRaycastHit;
  /** Some triangle the ray meets (the first found, not necessarily the closest): for line of sight. As raycast. */
  raycastAny<T extends object = MeshRaycastHit>(ray: RayLike, maxFraction?: number, target?: T): T & MeshRaycastHit;
  /** Every triangle the ray meets, ordered by t then triangle (a ray through an edge reports each triangle). */
  raycastAll(ray: RayLike, maxFraction?: number): MeshRaycastHit[];
  /**
   * First contact of `shape` moving by `motion` with the mesh moving by `meshDisplacement` (a kinematic mesh):
   * the BVH walked near node first by the swept box, each candidate triangle swept exactly (a sphere, and a
   * translating capsule) or by conservative advancement to 1e-4 of the size; never past the first triangle touched.
   * @param shape  any bounded shape as sk.sweep takes it (a plane is a TypeError).
   * @throws {TypeError} a plane or a non-shape, a non-number field; {RangeError} invalid input naming the field.
   */
  sweep<T extends object = MeshSweepHit>(shape: ShapeLike, motion: MeshMotion,
    meshDisplacement?: Vec3Like, target?: T): T & MeshSweepHit;
  /**
   * The contact manifold of `shape` against the mesh: every overlapping triangle's contact (exact for a sphere;
   * GJK and EPA otherwise), internal edges answering with the face normal, the deepest setting the normal, reduced
   * to at most 4 points. A sphere 0.1 deep in a floor: {hit: true, depth: 0.1, normal: (0, -1, 0), points: [1]}.
   * @param shape  any bounded shape as sk.contact takes it (a plane is a TypeError).
   * @param target  filled in place and returned (its vectors and its points array reused).
   * @throws {TypeError} a plane or a non-shape, a non-number field; {RangeError} invalid input naming the field.
   */
  contact<T extends object = MeshContactManifold>(shape: ShapeLike, target?: T): T & MeshContactManifold;
  /**
   * The input indices of the triangles `shape` touches or overlaps, in increasing order (empty: none); the BVH
   * narrows the candidates, the per-triangle contact decides. The mesh is a surface: a shape inside a closed mesh
   * that touches no triangle overlaps nothing.
   * @throws as contact.
   */
  overlap(shape: ShapeLike): Uint32Array;
  /**
   * The point of the mesh closest to `point` (a best-first BVH walk; Ericson 5.1.5 per triangle).
   * @param maxDistance  >= 0 (length units); default Infinity. Nothing closer: a miss.
   * @throws {TypeError} a non-number; {RangeError} a non-finite point, a negative or NaN maxDistance.
   */
  closestPoint<T extends object = MeshClosestPoint>(point: Vec3Like, maxDistance?: number, target?: T): T & MeshClosestPoint;
  /**
   * The closest hit of each of N rays in one call, as raycast answers each (bit for bit), with no object per ray.
   * @param rays  6 floats per ray: origin x, y, z, direction x, y, z.
   * @param maxFraction  >= 0, for every ray; default Infinity.
   * @param out  at least 5·N floats (a new Float32Array when omitted); returned.
   * @returns per ray [t, nx, ny, nz, triangle]: on a miss t = maxFraction (the largest float32 when Infinity),
   *   the normal (0, 0, 0) and triangle −1 (input indices are exact as floats up to 2^24).
   * @throws {TypeError} not Float32Arrays, a non-number maxFraction; {RangeError} a length not a multiple of 6, out
   *   too short, a bad maxFraction, a non-finite ray (the message names its slice, `index` the ray, `field` the part).
   */
  raycastBatch(rays: Float32Array, maxFraction?: number, out?: Float32Array): Float32Array;
  /**
   * The sweep of each of N spheres moving by its displacement against the mesh at rest, in one call, as
   * sweep(sphere, displacement) answers each (bit for bit), with no object per sphere.
   * @param spheres  4 floats per sphere: centre x, y, z, radius.
   * @param displacements  3 floats per sphere: x, y, z.
   * @param out  at least 6·N floats (a new Float32Array when omitted); returned.
   * @returns per sphere [t, nx, ny, nz, triangle, hit]: hit 0 a miss (t = 1, normal (0, 0, 0), triangle −1), 1 a
   *   hit, 2 touching at the start (t = 0); the normal from the sphere to the mesh.
   * @throws {TypeError} not Float32Arrays; {RangeError} lengths that are not 4·N and 3·N, out too short, a bad
   *   sphere or displacement (the message names its slice, `index` the sphere).
   */
  sphereCastBatch(spheres: Float32Array, displacements: Float32Array, out?: Float32Array): Float32Array;
  /**
   * Moves the vertices of a deforming mesh (the same triangles): one x, y, z per input vertex, as given to
   * createTriangleMesh. Normals, edge classes and the BVH are refitted in O(n), not rebuilt; `bounds` follows. A World
   * body using the mesh sees the new triangles at once, and its new bounds from the World's next step.
   * Errors: TypeError (not a Float32Array); RangeError (another vertex count, a coordinate not finite or beyond ±1e8).
   */
  refit(positions: Float32Array): void;
  /** The mesh as bytes (little-endian, versioned, checksummed; the BVH included) for loadTriangleMesh. */
  serialize(): ArrayBuffer;
}

export interface TriangleMeshApi {
  /**
   * A mesh from positions (x, y, z per vertex) and indices (3 per triangle; omitted: every 3 vertices are a
   * triangle), e.g. a BufferGeometry's `position.array` and `index.array`, or the {positions, indices} of
   * sweepkit/three's trianglesOfObject(gltf.scene). The arrays are copied into WASM memory. Plain arrays work too,
   * checked entry by entry: numbers for positions, integers in [0, 2^32) for indices.
   * @throws {TypeError} arrays of another type, a non-number entry ('positions[4] must be a number (got string "1")'),
   *   a non-number option, an unknown option.
   * @throws {RangeError} with `meshError` (its name), `code` and `index` where it applies: a length not a multiple
   *   of 3, a non-finite position, an index out of range ('indices[7] is out of range (got 12, 4 vertices)') or in
   *   a plain array not an integer in [0, 2^32), no triangle left, an option out of range.
   */
  createTriangleMesh(positions: Float32Array | readonly number[] | TriangleArrays,
    indices?: Uint32Array | Uint16Array | readonly number[],
    options?: TriangleMeshOptions): TriangleMesh;
  /**
   * A mesh from TriangleMesh.serialize's bytes, checked (header, length, checksum, every index and link) and
   * loaded without a rebuild.
   * @throws {TypeError} not an ArrayBuffer or typed array; {RangeError} corrupt bytes, with `meshError`
   *   ('dataTooShort', 'badMagic', 'unsupportedVersion', 'realTypeMismatch', 'checksumMismatch', 'dataCorrupt').
   */
  loadTriangleMesh(bytes: ArrayBuffer | ArrayBufferView): TriangleMesh;
}

// Types of sk.traceSat (bindings/js/trace_sat.js).
import type { ManifoldPoint, ObbLike, Vec3 } from './generated/queries.js';

/** Which features a SAT axis comes from: A's face normal a_i, B's face normal b_j, or the edge cross product a_i × b_j. */
export type SatAxisKind = 'faceA' | 'faceB' | 'edgeEdge';

/** One of the 15 axes of the box–box separating axis test. */
export interface SatTraceAxis {
  kind: SatAxisKind;
  /** A's axis i (0-2); null for a face axis of B. */
  indexA: number | null;
  /** B's axis j (0-2); null for a face axis of A. */
  indexB: number | null;
  /** True for an edge axis of (nearly) parallel edges: not tested (the face axes decide); then axis, the intervals and separation are null. */
  skipped: boolean;
  /** The unit axis, world space: a_i, b_j, or (a_i × b_j) / |a_i × b_j|. */
  axis: Vec3 | null;
  /** A's projection on `axis`, [min, max] (length units along the axis from the world origin). */
  intervalA: [number, number] | null;
  /** B's projection on `axis`, [min, max]. */
  intervalB: [number, number] | null;
  /** The gap between the intervals: > 0 a separating axis, <= 0 an overlap of -separation. */
  separation: number | null;
}

/** A box face: `shape`'s face with outward normal sign · axis `axis` of that box; `index` = 2·axis + (sign < 0). */
export interface SatFace {
  shape: 'A' | 'B';
  index: number;
  axis: number;
  sign: 1 | -1;
}

/** The trace of contact(obbA, obbB): the same answer, axis by axis. */
export interface SatTrace {
  status: 'hit' | 'miss';
  /** True when the boxes touch or overlap. */
  hit: boolean;
  /** The 15 axes in the order tested: 0-2 A's face axes, 3-5 B's, 6 + 3i + j the edge axis a_i × b_j. */
  axes: SatTraceAxis[];
  /**
   * hit: the axis of the reported contact (normal = ±axes[best].axis, depth = -axes[best].separation): the least
   * penetration, except that A's face is kept over B's and a face over an edge unless the other is shallower by
   * more than a small fraction of the boxes' size (resting boxes keep face contacts). miss: the first separating axis.
   */
  best: number;
  /** Penetration depth along `normal`, >= 0 (0 for a miss): exactly sk.contact's. */
  depth: number;
  /** Unit contact normal from A towards B (zero for a miss). */
  normal: Vec3;
  /** The deepest contact points on A and on B (pointA − pointB = depth · normal). */
  pointA: Vec3;
  pointB: Vec3;
  /** The manifold: 1-4 points (the incident face clipped by the reference face's sides), one for an edge contact. */
  points: ManifoldPoint[];
  /** Face contact: the reference face, whose side planes clip the incident face; null for an edge contact or a miss. */
  referenceFace: SatFace | null;
  /** Face contact: the other box's face most anti-parallel to the reference face; else null. */
  incidentFace: SatFace | null;
  /** Edge contact: A's and B's edge, 4·i + (1 if on the −a_{i+1} side) + (2 if on the −a_{i+2} side); else null. */
  edgeA: number | null;
  edgeB: number | null;
}

export interface TraceSatApi {
  /**
   * The separating axis test of two oriented boxes step by step (Gottschalk, Lin and Manocha, "OBBTree", SIGGRAPH
   * 1996; Ericson, Real-Time Collision Detection 4.4; the manifold's face clipping: Gregorius, GDC 2013): the same
   * computation as contact / contactObbObb for the pair, so its depth, normal and points are theirs.
   * @param obbA, obbB  Oriented boxes {center, halfSize, rotation} (three.js OBB: a Matrix3, or an {x, y, z, w} quaternion).
   * @throws {TypeError} an argument that is not an OBB, or a field that is not a number (naming it).
   * @throws {RangeError} a field out of range, as contact names it (a negative halfSize, a rotation that is not orthonormal, ...).
   */
  traceSat(obbA: ObbLike, obbB: ObbLike): SatTrace;
}

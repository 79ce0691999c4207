#pragma once
/// @file
/// Raycasts against a TriangleMesh through its BVH: the closest hit, any hit (line of sight), every hit.
/// Triangles are two-sided; each is tested watertight (raycast_triangle.hpp), and boxes are entered near child
/// first, every subtree entered after the closest hit so far skipped.
///
/// The box test is conservative: its far entry time is grown by 2^-17 (64 float ulps) relative, so a box whose
/// exact slab interval touches the ray's [0, limit] is never dropped by rounding (after Ize, "Robust BVH Ray
/// Traversal", JCGT 2(2), 2013, who shows 2 gamma(3) suffices for the slabs alone).

#include <cstdint>
#include <vector>

#include "sweepkit/mesh/triangle_mesh.hpp"
#include "sweepkit/shapes/ray.hpp"
#include "sweepkit/status.hpp"

namespace sweepkit {

/// A raycast result against a mesh.
/// - `hit`: t in [0, max_fraction], `triangle` (an index into mesh.triangles; mesh.triangle_source maps it to
///   the input), barycentric weights w0, w1, w2 of its corners (point = w0 a + w1 b + w2 c, each in [0, 1]),
///   `point` = origin + t direction, `normal` the triangle's unit normal (counter-clockwise front, whichever side
///   was hit), `front_face` true when the ray came from the normal's side. A ray starting on a triangle hits it at
///   t = 0 (a mesh is a surface: there is no initial overlap).
///   Ties in t (a ray through a shared edge or vertex) go to the lowest triangle index.
/// - `miss`: t = max_fraction (the largest finite Real when infinite), triangle = MeshEdge::kNone, vectors 0.
///   A zero direction misses.
/// - `invalid_input`: t = 0, `error` / `error_argument` (1: the ray, 2: max_fraction).
struct MeshRaycastHit {
  Status status = Status::miss;
  InputError error = InputError::none;
  std::int32_t error_argument = -1;
  Real t = 0;
  std::uint32_t triangle = MeshEdge::kNone;
  Real w0 = 0, w1 = 0, w2 = 0;
  Vec3 point;
  Vec3 normal;
  bool front_face = false;

  constexpr bool hit() const { return status == Status::hit; }
};

/// One BVH node a traversal entered (its box met the ray within the current limit), in visiting order.
struct MeshRayTraceStep {
  std::uint32_t node = 0;       ///< Index into mesh.bvh.nodes.
  std::uint32_t depth = 0;      ///< The root is depth 1.
  Real t_enter = 0;             ///< Entry time of the ray into the node's box (>= 0).
  std::uint32_t tested = 0;     ///< Triangles tested there (a leaf's count; 0 for an inner node).
};

/// The nodes a raycast visited (filled only when passed; appended to, so one trace can hold several casts).
struct MeshRayTrace {
  std::vector<MeshRayTraceStep> steps;
};

/// The first triangle the ray origin + t direction, t in [0, max_fraction], meets.
/// @param mesh          a built mesh.
/// @param ray           origin and direction finite (direction need not be unit; t is in its units).
/// @param max_fraction  >= 0; +infinity for an endless ray.
/// @param trace         optional: appends every node visited.
MeshRaycastHit raycast_mesh(const TriangleMesh& mesh, const Ray& ray, Real max_fraction, MeshRayTrace* trace = nullptr);

/// Some triangle the ray meets within [0, max_fraction] (the first found, not necessarily the closest): for line
/// of sight, stops at the first hit. Same fields and errors as raycast_mesh.
MeshRaycastHit raycast_mesh_any(const TriangleMesh& mesh, const Ray& ray, Real max_fraction, MeshRayTrace* trace = nullptr);

/// Every triangle the ray meets within [0, max_fraction], ordered by t then triangle index, into `hits`
/// (cleared first). A ray through an edge or vertex reports each triangle there.
/// @return the closest hit (as raycast_mesh), a miss, or the invalid_input error (then `hits` is empty).
MeshRaycastHit raycast_mesh_all(const TriangleMesh& mesh, const Ray& ray, Real max_fraction,
                                std::vector<MeshRaycastHit>& hits, MeshRayTrace* trace = nullptr);

}  // namespace sweepkit

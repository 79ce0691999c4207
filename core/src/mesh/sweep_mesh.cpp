#include "sweepkit/mesh/sweep_mesh.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "../query/kernels.hpp"
#include "../validate.hpp"
#include "bvh_walk.hpp"
#include "internal_edges.hpp"
#include "mesh_contacts.hpp"
#include "sphere_sweep_cull.hpp"
#include "swept_box_cull.hpp"
#include "sweepkit/query/shape_triangle.hpp"
#include "sweepkit/shapes/bounds.hpp"

namespace sweepkit {

namespace {

// The slack of the node pruning (a fraction of the frame): far above the rounding of an entry time, far below
// any difference of t that matters.
constexpr Real kPruneSlack = Real(1e-5);

bool turns(const Shape& a, const Motion& m) {
  return !std::holds_alternative<Sphere>(a) && (m.angular.x != 0 || m.angular.y != 0 || m.angular.z != 0);
}

// The box the shape stays inside at its start pose while it turns (its turning bounds), or its bounds.
Aabb start_box(const Shape& a, const Motion& m) {
  if (!turns(a, m)) return bounds_of(a);
  const Sphere s = turning_bounds(a);
  const Vec3 r{s.radius, s.radius, s.radius};
  return {s.center - r, s.center + r};
}

// The walk of a sweep (bvh_walk.hpp): untraced, the 4-wide tree; traced (or a loaded mesh without a 4-wide tree), the
// binary one, ties to the second child. `cull.enter` gives the entry times of one box and of a 4-wide node's four
// (the same operations: the same times), +infinity when never within the frame; `later(t)` whether a node entered
// at t comes after the best contact.
template <class Cull, class Later, class Leaf>
void walk(const TriangleMesh& mesh, MeshRayTrace* trace, const Cull& cull, Later&& later, Leaf&& leaf) {
  const auto keep = [&](Real t) { return t <= 1 && !later(t); };
  if (trace != nullptr || mesh.bvh4.nodes.empty()) {
    detail::walk_bvh2<detail::Ties::second_child>(mesh.bvh, trace, [&](const Aabb& box) { return cull.enter(box); },
                                                  keep, leaf);
  } else {
    detail::walk_bvh4(mesh.bvh4, [&](const MeshBvh4Node& node) { return cull.enter(node); }, keep, leaf);
  }
}

// A sweep's walk with its cull (sphere_sweep_cull.hpp for a sphere, swept_box_cull.hpp for any other shape): node
// boxes through `cull.enter`, then each leaf triangle through `cull.may_touch` before the best contact's t (`best_t`,
// which `test(triangle)` lowers); the triangles left are tested exactly.
template <class Cull, class Later, class Test>
void culled_walk(const Cull& cull, const TriangleMesh& mesh, MeshRayTrace* trace, const Real& best_t, Later&& later,
                 Test&& test) {
  const auto leaf = [&](std::uint32_t first, std::uint32_t count) {
    for (std::uint32_t i = first; i < first + count; ++i) {
      const std::uint32_t tri = mesh.bvh.triangles[i];
      const MeshTriangle& k = mesh.triangles[tri];
      if (cull.may_touch(mesh.vertices[k[0]], mesh.vertices[k[1]], mesh.vertices[k[2]], mesh.normals[tri],
                         std::min(Real(1), best_t + kPruneSlack))) {
        test(tri);
      }
    }
    return true;
  };
  walk(mesh, trace, cull, later, leaf);
}

}  // namespace

MeshSweepHit sweep_shape_mesh(const Shape& a, const Motion& motion_a, const TriangleMesh& mesh,
                              Vec3 mesh_displacement, MeshRayTrace* trace) {
  MeshSweepHit out;
  if (detail::reject_invalid(out, a, motion_a, mesh_displacement)) return out;
  if (is_plane(a) || is_composite(a)) {  // a plane, or a mesh against a mesh: no test
    static_cast<SweepHit&>(out) = detail::unsupported<SweepHit>();
    return out;
  }
  // The mesh's frame: its origin (TriangleMesh::origin) subtracted from the shape, the mesh still and the shape
  // moving by the relative motion.
  const Shape local = translated(a, -mesh.origin);
  const Motion relative{motion_a.linear - mesh_displacement, motion_a.angular};
  out.status = Status::miss;
  out.t = 1;
  Real best_t = Real(2);  // above any t: nothing found yet
  SweepHit best;
  TriangleFeature best_feature = TriangleFeature::face;
  std::uint32_t best_triangle = MeshEdge::kNone;

  if (!mesh.bvh.nodes.empty()) {
    // A node entered after the best t cannot hold an earlier contact. Its entry time is rounded, and a triangle on
    // its box's face is met at that same time: the slack keeps such a node from being skipped by a rounding.
    const auto later = [&](Real t) { return t > best_t + kPruneSlack; };
    const Sphere* sphere = std::get_if<Sphere>(&local);
    const auto test = [&](std::uint32_t tri) {
      TriangleFeature feature = TriangleFeature::face;
      // The kernel: the shape and motion were checked above, the mesh's triangles when it was built.
      const SweepHit h = detail::sweep_shape_triangle(local, relative, local_triangle_of(mesh, tri), {}, &feature);
      if (h.hit() && (h.t < best_t || (h.t == best_t && tri < best_triangle))) {
        best_t = h.t;
        best = h;
        best_feature = feature;
        best_triangle = tri;
      }
    };
    if (sphere != nullptr) {
      const detail::SphereSweepCull cull(sphere->center, sphere->radius, relative.linear);
      culled_walk(cull, mesh, trace, best_t, later, test);
    } else {
      // The shape's box at the start pose (while it turns, the box of its turning bounds), moving by the motion.
      const detail::SweptBoxCull cull(start_box(local, motion_a), relative.linear, mesh.bvh.nodes[0].box);
      culled_walk(cull, mesh, trace, best_t, later, test);
    }
  }
  if (best_triangle == MeshEdge::kNone) {
    out.position = reference_point(turned(a, motion_a.linear, motion_a.angular));  // where the motion ends
    return out;
  }
  if (best.status == Status::initial_overlap) {
    // Touching at the start: the mesh's own contact answers (its deepest triangle contact, after the internal-edge
    // rule), so that a sweep and contact_shape_mesh agree on the normal and the point (on the mesh).
    std::vector<MeshTriangleContact> contacts;
    detail::mesh_triangle_contacts(local, mesh, contacts);
    if (const MeshTriangleContact* c = detail::deepest_contact(contacts)) {
      static_cast<SweepHit&>(out) = best;
      out.normal = c->normal;
      out.point = c->point_b + mesh.origin;
      out.position = reference_point(a);
      out.triangle = c->triangle;
      out.feature = c->feature;
      return out;
    }
  }
  static_cast<SweepHit&>(out) = best;
  out.triangle = best_triangle;
  out.feature = best_feature;
  // Back to world space: the mesh's origin, and the mesh has moved by t · mesh_displacement.
  out.position = best.position + mesh.origin + best.t * mesh_displacement;
  out.point = best.point + mesh.origin + best.t * mesh_displacement;
  if (detail::internal_feature(mesh, best_triangle, best_feature, best.normal)) {
    const Vec3 n = mesh.normals[best_triangle];
    out.normal = dot(n, best.normal) <= 0 ? -n : n;
  }
  return out;
}

}  // namespace sweepkit

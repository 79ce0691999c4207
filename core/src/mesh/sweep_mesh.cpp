#include "sweepkit/mesh/sweep_mesh.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "../validate.hpp"
#include "internal_edges.hpp"
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

}  // namespace

MeshSweepHit sweep_shape_mesh(const Shape& a, const Motion& motion_a, const TriangleMesh& mesh,
                              Vec3 mesh_displacement, MeshRayTrace* trace) {
  MeshSweepHit out;
  const InputError motion_error = detail::check_vector(motion_a.linear) != InputError::none
                                      ? InputError::vector_not_finite
                                      : detail::check_vector(motion_a.angular);
  if (detail::reject(out, detail::check_shape(a), 0) || detail::reject(out, motion_error, 1) ||
      detail::reject(out, detail::check_vector(mesh_displacement), 2)) {
    return out;
  }
  if (is_plane(a)) {
    static_cast<SweepHit&>(out) = detail::unsupported<SweepHit>();
    return out;
  }
  // The mesh's frame: it stays still and the shape moves by the relative motion.
  const Motion relative{motion_a.linear - mesh_displacement, motion_a.angular};
  const Aabb box = start_box(a, motion_a);
  out.status = Status::miss;
  out.t = 1;
  Real best_t = Real(2);  // above any t: nothing found yet
  SweepHit best;
  TriangleFeature best_feature = TriangleFeature::face;
  std::uint32_t best_triangle = MeshEdge::kNone;

  if (!mesh.bvh.nodes.empty()) {
    struct Entry {
      std::uint32_t node;
      std::uint32_t depth;  // the root is 1
      Real t;
    };
    Entry stack[MeshBvh::kMaxDepth * 2];
    int top = 0;
    // A sphere's nodes and triangles go through the cheap rejects of sphere_sweep_cull.hpp first.
    const Sphere* sphere = std::get_if<Sphere>(&a);
    const detail::SphereSweepCull cull = sphere != nullptr ? detail::SphereSweepCull(sphere->center, sphere->radius, relative.linear)
                                                           : detail::SphereSweepCull({}, 0, {});
    // Any other shape's box, swept (swept_box_cull.hpp).
    const detail::SweptBoxCull boxes(box, relative.linear, mesh.bvh.nodes.empty() ? Aabb{} : mesh.bvh.nodes[0].box);
    // The entry time of the swept shape into `node_box` (+infinity: never within the frame).
    const auto enter = [&](const Aabb& node_box) { return sphere != nullptr ? cull.enter(node_box) : boxes.enter(node_box); };
    // A node entered after the best t cannot hold an earlier contact. Its entry time is rounded, and a triangle on
    // its box's face is met at that same time: the slack keeps such a node from being skipped by a rounding.
    const auto later = [&](Real t) { return t > best_t + kPruneSlack; };
    const auto leaf = [&](std::uint32_t first, std::uint32_t count) {
      for (std::uint32_t i = first; i < first + count; ++i) {
        const std::uint32_t tri = mesh.bvh.triangles[i];
        if (sphere != nullptr) {
          const MeshTriangle& v = mesh.triangles[tri];
          if (!cull.may_touch(mesh.vertices[v[0]], mesh.vertices[v[1]], mesh.vertices[v[2]], mesh.normals[tri],
                              std::min(Real(1), best_t + kPruneSlack))) {
            continue;
          }
        }
        TriangleFeature feature = TriangleFeature::face;
        const SweepHit h = sweep_shape_triangle(a, relative, triangle_of(mesh, tri), {}, &feature);
        if (!h.hit()) continue;
        if (h.t < best_t || (h.t == best_t && tri < best_triangle)) {
          best_t = h.t;
          best = h;
          best_feature = feature;
          best_triangle = tri;
        }
      }
      return true;
    };
    if (sphere != nullptr && trace == nullptr && !mesh.bvh4.nodes.empty()) {
      // A sphere's walk (untraced) goes through the 4-wide tree: the same entry times, four boxes at once.
      detail::walk_bvh4(mesh.bvh4, [&](const MeshBvh4Node& node) { return cull.enter(node); },
                        [&](Real t) { return !later(t); }, leaf);
    } else if (trace == nullptr && !mesh.bvh4.nodes.empty()) {
      // Any other shape's (untraced) too: its box swept against four node boxes at once, the same entry times.
      detail::walk_bvh4(mesh.bvh4, [&](const MeshBvh4Node& node) { return boxes.enter(node); },
                        [&](Real t) { return !later(t); }, leaf);
    } else {
      const Real t_root = enter(mesh.bvh.nodes[0].box);
      if (t_root <= 1) stack[top++] = {0, 1, t_root};
      while (top > 0) {
        const Entry e = stack[--top];
        if (later(e.t)) continue;
        const MeshBvhNode& node = mesh.bvh.nodes[e.node];
        if (trace != nullptr) trace->steps.push_back({e.node, e.depth, e.t, node.count});
        if (node.leaf()) {
          leaf(node.index, node.count);
          continue;
        }
        // Both children by their entry times; the nearer one is pushed last, so it is visited first.
        Entry children[2];
        int n = 0;
        for (std::uint32_t c = node.index; c < node.index + 2; ++c) {
          const Real t = enter(mesh.bvh.nodes[c].box);
          if (t <= 1 && !later(t)) children[n++] = {c, e.depth + 1, t};
        }
        if (n == 2 && children[0].t < children[1].t) std::swap(children[0], children[1]);
        for (int k = 0; k < n; ++k) stack[top++] = children[k];
      }
    }
  }
  if (best_triangle == MeshEdge::kNone) {
    out.position = reference_point(turned(a, motion_a.linear, motion_a.angular));  // where the motion ends
    return out;
  }
  static_cast<SweepHit&>(out) = best;
  out.triangle = best_triangle;
  out.feature = best_feature;
  // Back to world space: the mesh has moved by t · mesh_displacement.
  out.position = best.position + best.t * mesh_displacement;
  out.point = best.point + best.t * mesh_displacement;
  if (detail::internal_feature(mesh, best_triangle, best_feature)) {
    const Vec3 n = mesh.normals[best_triangle];
    out.normal = dot(n, best.normal) <= 0 ? -n : n;
  }
  return out;
}

}  // namespace sweepkit

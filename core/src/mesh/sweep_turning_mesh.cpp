#include "sweepkit/mesh/sweep_turning_mesh.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "../query/convex_pair.hpp"
#include "../query/triangle_feature.hpp"
#include "bvh_walk.hpp"
#include "sweepkit/convex/time_of_impact.hpp"

namespace sweepkit {

namespace {

// The slack of the node pruning (a fraction of the frame), as sweep_mesh.cpp's.
constexpr Real kPruneSlack = Real(1e-5);

// The mesh at the start, in the frame of its position: its rotation as a quaternion, and what bounds how fast a
// point of it at distance r from the pivot closes a gap (per frame): linear_speed + angular_speed · r.
struct TurningMesh {
  Quat rotation;
  Real linear_speed;   // |v_mesh − v_a|
  Real angular_speed;  // |ω_mesh|

  // The earliest fraction at which anything inside the sphere (centre `local`, mesh local space; radius `radius`)
  // can come within the shape's sphere `reach` (same frame): 0 when they are within `margin` at the start.
  Real reach_time(Vec3 local, Real radius, const Sphere& reach) const {
    const Vec3 centre = rotate(rotation, local);
    const Real gap = length(centre - reach.center) - radius - reach.radius;
    // Rounding: of the lengths (1e-5 of the coordinates) and of the time of impact's target separation (1e-4 of the
    // sizes, time_of_impact_target): the cull never skips what time_of_impact would report.
    const Real margin = Real(1e-3) * (radius + reach.radius) +
                        Real(1e-5) * (length(centre) + length(reach.center)) + Real(1e-30);
    if (!(gap > margin)) return 0;
    const Real speed = linear_speed + angular_speed * (length(local) + radius);
    if (!(speed > 0)) return std::numeric_limits<Real>::infinity();
    return (gap - margin) / speed;
  }
};

// The triangle's three corners in the mesh's local space (origin + stored vertex), a proxy posed with the mesh.
ConvexProxy triangle_proxy(const TriangleMesh& mesh, std::uint32_t index) {
  ConvexProxy p;
  const MeshTriangle& t = mesh.triangles[index];
  for (std::size_t k = 0; k < 3; ++k) p.inline_points[k] = mesh.vertex(t[k]);
  p.count = 3;
  return p;
}

template <detail::ConvexShape A>
MeshSweepHit sweep_turning(const A& a, const Motion& motion_a, const TriangleMeshShape& posed, const Motion& mesh_motion) {
  const TriangleMesh& mesh = *posed.mesh;
  const Vec3 o = posed.position;
  const A local_a = moved_by(a, -o);
  const PosedProxy pa = detail::posed_proxy(local_a);
  const Sphere reach = turning_bounds(Shape{local_a});
  const Pose mesh_pose{Vec3{}, from_mat3(detail::orthonormalized(posed.rotation))};
  const TurningMesh turning{mesh_pose.rotation, length(mesh_motion.linear - motion_a.linear),
                            length(mesh_motion.angular)};

  MeshSweepHit best;
  Real best_t = 1;
  bool found = false;
  const auto keep = [&](Real t) { return t <= best_t + kPruneSlack; };
  const auto enter = [&](const Aabb& box) {
    return turning.reach_time(mesh.origin + (box.min + box.max) * Real(0.5), length(box.max - box.min) * Real(0.5), reach);
  };
  detail::walk_bvh2<detail::Ties::second_child>(mesh.bvh, nullptr, enter, keep, [&](std::uint32_t first, std::uint32_t count) {
    for (std::uint32_t k = first; k < first + count; ++k) {
      const std::uint32_t index = mesh.bvh.triangles[k];
      const ConvexProxy tri = triangle_proxy(mesh, index);
      SweepHit h = detail::time_of_impact(pa.proxy, pa.pose, motion_a, tri, mesh_pose, mesh_motion);
      if (!(h.hit() || h.status == Status::initial_overlap)) continue;
      if (found && (h.t > best_t || (h.t == best_t && index > best.triangle))) continue;
      static_cast<SweepHit&>(best) = h;
      best.triangle = index;
      best_t = h.t;
      found = true;
    }
    return true;
  });

  best.position = detail::reference_at(local_a, pa, motion_a, best.t) + o;
  if (!found) {
    best.status = Status::miss;
    best.t = 1;
    best.position = detail::reference_at(local_a, pa, motion_a, 1) + o;
    return best;
  }
  // The triangle where the mesh is at t, in the frame of the start position, for its feature.
  const Pose at = pose_at(mesh_pose, mesh_motion, best.t);
  const MeshTriangle& t = mesh.triangles[best.triangle];
  const Triangle moved{to_world(at, mesh.vertex(t[0])), to_world(at, mesh.vertex(t[1])), to_world(at, mesh.vertex(t[2]))};
  best.feature = detail::feature_at(moved, best.normal, best.point);
  best.point = best.point + o;
  return best;
}

}  // namespace

MeshSweepHit sweep_shape_turning_mesh(const Shape& a, const Motion& motion_a, const TriangleMeshShape& mesh,
                                      const Motion& mesh_motion) {
  return visit_shape(
      [&](const auto& sa) -> MeshSweepHit {
        using A = std::decay_t<decltype(sa)>;
        if constexpr (detail::ConvexShape<A>) {
          return sweep_turning(sa, motion_a, mesh, mesh_motion);
        } else {
          MeshSweepHit out;
          static_cast<SweepHit&>(out) = detail::unsupported<SweepHit>();
          return out;
        }
      },
      a);
}

}  // namespace sweepkit

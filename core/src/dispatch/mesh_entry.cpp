#include "mesh_entry.hpp"

#include <vector>

#include "sweepkit/mesh/contact_mesh.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"
#include "sweepkit/mesh/sweep_turning_mesh.hpp"

namespace sweepkit::detail {

namespace {

// The mesh's pose as a frame: world = position + rotation · local. Unrotated (the usual static level), the frame
// is a translation only, and every point moves by one exact-as-can-be subtraction, as the mesh's own frame does
// (TriangleMesh::origin): the answer depends on where the shape is relative to the mesh, not on where both sit.
struct PoseFrame {
  Vec3 position;
  Mat3 rotation;
  bool rotated;

  explicit PoseFrame(const TriangleMeshShape& m)
      : position(m.position), rotation(m.rotation), rotated(!is_identity(m.rotation)) {}

  Vec3 point_in(Vec3 p) const { return rotated ? transpose_times(rotation, p - position) : p - position; }
  Vec3 vector_in(Vec3 v) const { return rotated ? transpose_times(rotation, v) : v; }
  Mat3 rotation_in(const Mat3& r) const { return rotated ? transpose(rotation) * r : r; }
  Vec3 point_out(Vec3 p) const { return rotated ? position + rotation * p : position + p; }
  Vec3 vector_out(Vec3 v) const { return rotated ? rotation * v : v; }

  // `s` in the frame: an Aabb in a rotated frame is the Obb of the same points.
  Shape shape_in(const Shape& s) const {
    struct Visitor {
      const PoseFrame& f;
      Shape operator()(const Sphere& x) const { return Sphere{f.point_in(x.center), x.radius}; }
      Shape operator()(const Capsule& x) const { return Capsule{f.point_in(x.start), f.point_in(x.end), x.radius}; }
      Shape operator()(const Aabb& x) const {
        if (!f.rotated) return Aabb{x.min - f.position, x.max - f.position};
        const Vec3 half = (x.max - x.min) * Real(0.5);
        return Obb{f.point_in(x.min + half), half, transpose(f.rotation)};
      }
      Shape operator()(const Plane& x) const { return x; }  // never asked (unsupported)
      Shape operator()(const Obb& x) const { return Obb{f.point_in(x.center), x.half_size, f.rotation_in(x.rotation)}; }
      Shape operator()(const ConvexHullShape& x) const {
        return ConvexHullShape{x.hull, f.point_in(x.position), f.rotation_in(x.rotation)};
      }
      Shape operator()(const TriangleMeshShape& x) const { return x; }  // never asked (unsupported)
    };
    return visit_shape(Visitor{*this}, s);
  }
};

}  // namespace

ContactManifold contact_manifold_with_mesh(const Shape& shape, const TriangleMeshShape& mesh) {
  const PoseFrame f(mesh);
  const MeshContactManifold m = contact_shape_mesh(f.shape_in(shape), *mesh.mesh);
  ContactManifold out;
  static_cast<Contact&>(out) = static_cast<const Contact&>(m);
  if (!out.hit()) return out;
  out.normal = f.vector_out(m.normal);
  out.point_a = f.point_out(m.point_a);
  out.point_b = f.point_out(m.point_b);
  out.point_count = m.point_count;
  for (int k = 0; k < m.point_count; ++k) {
    const MeshTriangleContact& c = m.points[k];
    out.points[k] = {f.point_out(c.point_a), f.point_out(c.point_b), c.depth,
                     (c.triangle << 2) | static_cast<std::uint32_t>(k)};
  }
  return out;
}

SweepHit sweep_with_mesh(const Shape& shape, const Motion& motion, const TriangleMeshShape& mesh, Vec3 mesh_displacement) {
  const PoseFrame f(mesh);
  const MeshSweepHit m = sweep_shape_mesh(f.shape_in(shape), Motion{f.vector_in(motion.linear), f.vector_in(motion.angular)},
                                          *mesh.mesh, f.vector_in(mesh_displacement));
  SweepHit out = static_cast<const SweepHit&>(m);
  // As every sweep: A's reference point along the caller's own motion, to t (the end for a miss).
  const bool turns = motion.angular.x != 0 || motion.angular.y != 0 || motion.angular.z != 0;
  out.position = turns ? reference_point(turned(shape, out.t * motion.linear, out.t * motion.angular))
                       : reference_point(shape) + out.t * motion.linear;
  if (!out.hit()) return out;
  out.point = f.point_out(m.point);
  out.normal = f.vector_out(m.normal);
  out.sub_shape_b = m.triangle;
  return out;
}

SweepHit sweep_with_turning_mesh(const Shape& shape, const Motion& motion, const TriangleMeshShape& mesh,
                                 const Motion& mesh_motion) {
  const MeshSweepHit m = sweep_shape_turning_mesh(shape, motion, mesh, mesh_motion);
  SweepHit out = static_cast<const SweepHit&>(m);
  if (out.hit() || out.status == Status::initial_overlap) out.sub_shape_b = m.triangle;
  return out;
}

bool overlaps_mesh(const Shape& shape, const TriangleMeshShape& mesh) {
  std::vector<std::uint32_t> triangles;
  return overlap_shape_mesh(PoseFrame(mesh).shape_in(shape), *mesh.mesh, triangles) > 0;
}

RaycastHit raycast_mesh_shape(const Ray& ray, const TriangleMeshShape& mesh, Real max_fraction) {
  const PoseFrame f(mesh);
  const MeshRaycastHit m = raycast_mesh(*mesh.mesh, Ray{f.point_in(ray.origin), f.vector_in(ray.direction)}, max_fraction);
  RaycastHit out;
  out.status = m.status;
  out.error = m.error;
  out.error_argument = m.error_argument;
  out.t = m.t;
  if (!m.hit()) return out;
  out.point = f.point_out(m.point);
  out.normal = f.vector_out(m.normal);
  out.sub_shape = m.triangle;
  return out;
}

}  // namespace sweepkit::detail

// Mesh bodies in the World: ordinary bodies whose shape is a TriangleMeshShape (their pairs and queries go through
// the dispatch as any body's). What is theirs alone: add_mesh_body's errors, and their bounds, which a refit of the
// mesh (refit_triangle_mesh) changes without the World being told.
#include "sweepkit/mesh/triangle_mesh.hpp"
#include "sweepkit/shapes/bounds.hpp"
#include "world_internal.hpp"

namespace sweepkit {

using world_detail::check_shape;

namespace {

bool same(Vec3 p, Vec3 q) { return p.x == q.x && p.y == q.y && p.z == q.z; }

}  // namespace

AddBodyResult World::add_mesh_body(const MeshBodyDesc& desc) {
  AddBodyResult result;
  if (desc.kind != BodyKind::static_body && desc.kind != BodyKind::kinematic && desc.kind != BodyKind::fast) {
    result.error = WorldError::invalid_kind;
    return result;
  }
  if (desc.mesh == nullptr || desc.mesh->triangles.empty() || desc.mesh->bvh.nodes.empty()) {
    result.error = WorldError::invalid_mesh;
    return result;
  }
  const TriangleMeshShape shape{desc.mesh, desc.position, desc.rotation};
  // The pose, and the bounds it gives (beyond ±1e8: a mesh placed too far).
  if (check_shape(shape) != InputError::none || check_shape(bounds_of(shape)) != InputError::none) {
    result.error = WorldError::invalid_pose;
    return result;
  }
  result.body = insert_body(BodyDesc{shape, desc.kind, desc.layer, desc.mask, desc.sensor}, result.error);
  return result;
}

void World::mark_mesh(std::uint32_t slot) {
  Slot& s = slots_[slot];
  if (!is_composite(shapes_[slot])) {
    s.bits = static_cast<std::uint8_t>(s.bits & ~kMesh);
    return;
  }
  s.bits |= kMesh;
  if (mesh_bounds_.size() < slots_.size()) mesh_bounds_.resize(slots_.size());  // made on the first mesh body
  mesh_bounds_[slot] = bounds_of(shapes_[slot]);
}

void World::refresh_mesh_bounds() {
  for (std::uint32_t slot = 0; slot < mesh_bounds_.size(); ++slot) {
    if ((slots_[slot].bits & (kMesh | kAlive)) != (kMesh | kAlive)) continue;
    const Aabb bounds = bounds_of(shapes_[slot]);
    if (same(bounds.min, mesh_bounds_[slot].min) && same(bounds.max, mesh_bounds_[slot].max)) continue;
    mesh_bounds_[slot] = bounds;
    invalidate_queries();
  }
}

}  // namespace sweepkit

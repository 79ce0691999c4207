// Mesh bodies in the World: storage (a mesh and the position of its local origin per slot), their pairs in the
// step and the queries against them. Every mesh query runs in the mesh's local space: the other shape, ray or
// point is moved by -position, and the answer's points by +position; normals and t need no change (a translation).
#include <utility>

#include "sweepkit/mesh/contact_mesh.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"
#include "sweepkit/query/dispatch.hpp"
#include "world_internal.hpp"

namespace sweepkit {

using world_detail::check_shape;

namespace {

// The mesh's bounds (TriangleMesh::bounds; a mesh body always has triangles) placed at `position`.
Aabb placed_bounds(const TriangleMesh& mesh, Vec3 position) {
  const Aabb local = mesh.bounds();
  return {local.min + position, local.max + position};
}

bool same(Vec3 p, Vec3 q) { return p.x == q.x && p.y == q.y && p.z == q.z; }

// A contact of A against B read the other way round: B against A.
Contact reversed(Contact c) {
  c.normal = -c.normal;
  std::swap(c.point_a, c.point_b);
  return c;
}

// contact_shape_mesh of `shape` (world space) against `body`'s mesh placed at `position`: the manifold's normal
// (from the shape to the mesh) and depth, with its deepest point pair in world space.
Contact contact_with_mesh(const Shape& shape, const TriangleMesh& mesh, Vec3 position) {
  const MeshContactManifold m = contact_shape_mesh(translated(shape, -position), mesh);
  Contact c = static_cast<const Contact&>(m);
  if (c.hit()) {
    c.point_a = c.point_a + position;
    c.point_b = c.point_b + position;
  }
  return c;
}

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
  if (detail::check_vector(desc.position) != InputError::none) {
    result.error = WorldError::invalid_pose;
    return result;
  }
  BodyDesc body{placed_bounds(*desc.mesh, desc.position), desc.kind, desc.layer, desc.mask, desc.sensor};
  if (check_shape(body.shape) != InputError::none) {  // bounds beyond ±1e8
    result.error = WorldError::invalid_pose;
    return result;
  }
  result.body = insert_body(body, result.error);
  if (result.body.is_null()) return result;
  const std::uint32_t slot = result.body.index();
  if (meshes_.size() < slots_.size()) meshes_.resize(slots_.size());  // made on the first mesh body
  meshes_[slot] = {desc.mesh, desc.position};
  slots_[slot].bits |= kMesh;
  return result;
}

void World::clear_mesh(std::uint32_t slot) {
  slots_[slot].bits = static_cast<std::uint8_t>(slots_[slot].bits & ~kMesh);
  if (slot < meshes_.size()) meshes_[slot] = {};
}

WorldError World::set_mesh_position(std::uint32_t slot, Vec3 position) {
  const Shape bounds = placed_bounds(*meshes_[slot].mesh, position);
  if (check_shape(bounds) != InputError::none) return WorldError::invalid_pose;
  shapes_[slot] = bounds;
  meshes_[slot].position = position;
  invalidate_queries();
  return WorldError::none;
}

void World::refresh_mesh_bounds() {
  for (std::uint32_t slot = 0; slot < meshes_.size(); ++slot) {
    if (meshes_[slot].mesh == nullptr) continue;
    const Aabb bounds = placed_bounds(*meshes_[slot].mesh, meshes_[slot].position);
    const Aabb& held = std::get<Aabb>(shapes_[slot]);
    if (same(bounds.min, held.min) && same(bounds.max, held.max)) continue;
    shapes_[slot] = bounds;
    invalidate_queries();
  }
}

void World::move_meshes() {
  for (std::uint32_t slot = 0; slot < meshes_.size(); ++slot) {
    if (meshes_[slot].mesh != nullptr) meshes_[slot].position = meshes_[slot].position + displacements_[slot];
  }
}

// The mesh of a pair and the other body: the other body is A when its slot is the lower. Two meshes, or a mesh and
// a plane, are never in contact (no test between them).
World::MeshPairSides World::mesh_pair_sides(std::uint32_t a, std::uint32_t b) const {
  const bool a_mesh = (slots_[a].bits & kMesh) != 0;
  const std::uint32_t other = a_mesh ? b : a;
  return {a_mesh ? a : b, other, a_mesh, !(slots_[other].bits & kMesh) && !is_plane(shapes_[other])};
}

Contact World::mesh_pair_contact(std::uint32_t a, std::uint32_t b) const {
  const MeshPairSides s = mesh_pair_sides(a, b);
  if (!s.supported) return Contact{};
  const MeshBody& body = meshes_[s.mesh];
  const Contact c = contact_with_mesh(end_shapes_[s.other], *body.mesh, body.position + displacements_[s.mesh]);
  return s.mesh_is_a ? reversed(c) : c;
}

SweepHit World::mesh_pair_sweep(std::uint32_t a, std::uint32_t b) const {
  const MeshPairSides s = mesh_pair_sides(a, b);
  if (!s.supported) return SweepHit{};
  const MeshBody& body = meshes_[s.mesh];
  SweepHit h = sweep_shape_mesh(translated(shapes_[s.other], -body.position),
                                Motion{displacements_[s.other], angular_of(s.other)}, *body.mesh, displacements_[s.mesh]);
  h.position = h.position + body.position;
  h.point = h.point + body.position;
  if (s.mesh_is_a) h.normal = -h.normal;  // from the mesh (a) to the other body (b)
  return h;
}

RaycastHit World::raycast_slot(const Ray& ray, std::uint32_t slot, Real max_fraction, std::uint32_t& triangle) const {
  if (!(slots_[slot].bits & kMesh)) return raycast(ray, shapes_[slot], max_fraction);
  const MeshBody& body = meshes_[slot];
  const MeshRaycastHit m = raycast_mesh(*body.mesh, Ray{ray.origin - body.position, ray.direction}, max_fraction);
  RaycastHit h;
  h.status = m.status;
  h.error = m.error;
  h.error_argument = m.error_argument;
  h.t = m.t;
  h.point = m.point + body.position;
  h.normal = m.normal;
  if (m.hit()) triangle = body.mesh->triangle_source[m.triangle];
  return h;
}

SweepHit World::cast_slot(const Shape& shape, Vec3 displacement, std::uint32_t slot, std::uint32_t& triangle) const {
  if (!(slots_[slot].bits & kMesh)) return sweep(shape, displacement, shapes_[slot], Vec3{});
  if (is_plane(shape)) return SweepHit{};  // a plane cast against a mesh body: skipped
  const MeshBody& body = meshes_[slot];
  const MeshSweepHit m = sweep_shape_mesh(translated(shape, -body.position), Motion{displacement, {}}, *body.mesh);
  SweepHit h = static_cast<const SweepHit&>(m);
  h.position = h.position + body.position;
  h.point = h.point + body.position;
  if (m.hit()) triangle = body.mesh->triangle_source[m.triangle];
  return h;
}

Contact World::contact_slot(const Shape& shape, std::uint32_t slot) const {
  if (!(slots_[slot].bits & kMesh)) return contact(shape, shapes_[slot]);
  if (is_plane(shape)) return Contact{};
  return contact_with_mesh(shape, *meshes_[slot].mesh, meshes_[slot].position);
}

Contact World::contact_body(const Shape& shape, BodyHandle body) const {
  if (!contains(body)) {
    Contact c;
    c.status = Status::invalid_input;
    c.error_argument = 1;
    return c;
  }
  if (const InputError e = check_shape(shape); e != InputError::none) {
    Contact c;
    c.status = Status::invalid_input;
    c.error = e;
    c.error_argument = 0;
    return c;
  }
  if (is_plane(shape) && (slots_[body.index()].bits & kMesh)) return detail::unsupported<Contact>();
  return contact_slot(shape, body.index());
}

}  // namespace sweepkit

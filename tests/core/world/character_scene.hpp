#pragma once
// Scenes for the character controller's tests, built either from box bodies (Aabb, Obb) or, with the same
// geometry, as the triangles of one static mesh body (a level as world.addMesh loads it).

#include <algorithm>
#include <cmath>
#include <deque>
#include <vector>

#include "common/mesh_fixtures.hpp"
#include "sweepkit/world/character_controller.hpp"
#include "sweepkit/world/world.hpp"

namespace sweepkit::test {

/// Rotation about +z by `angle` radians (a ramp rising towards +x for angle > 0).
inline Mat3 rotation_z(Real angle) {
  const Real c = std::cos(angle), s = std::sin(angle);
  return Mat3{{Vec3{c, s, 0}, Vec3{-s, c, 0}, Vec3{0, 0, 1}}};
}

/// The 12 outward triangles of a box's 8 corners (corner i: +x half when i & 1, +y when i & 2, +z when i & 4).
inline void append_box(MeshData& m, const Obb& b) {
  const auto base = static_cast<std::uint32_t>(m.positions.size() / 3);
  for (int i = 0; i < 8; ++i) {
    const Vec3 local{i & 1 ? b.half_size.x : -b.half_size.x, i & 2 ? b.half_size.y : -b.half_size.y,
                     i & 4 ? b.half_size.z : -b.half_size.z};
    const Vec3 p = b.center + b.rotation * local;
    m.positions.insert(m.positions.end(), {static_cast<float>(p.x), static_cast<float>(p.y), static_cast<float>(p.z)});
  }
  for (const std::uint32_t i : {0, 4, 6, 0, 6, 2, 1, 3, 7, 1, 7, 5, 0, 1, 5, 0, 5, 4,
                                2, 6, 7, 2, 7, 3, 0, 2, 3, 0, 3, 1, 4, 5, 7, 4, 7, 6}) {
    m.indices.push_back(base + i);
  }
}

/// Rotation about +x by `angle` radians (+y turns towards +z).
inline Mat3 rotation_x(Real angle) {
  const Real c = std::cos(angle), s = std::sin(angle);
  return Mat3{{Vec3{1, 0, 0}, Vec3{0, c, s}, Vec3{0, -s, c}}};
}

/// A level: static boxes as bodies, or (as_mesh) as one mesh body added by finish().
struct Scene {
  explicit Scene(bool mesh) : as_mesh(mesh) {}

  bool as_mesh;
  World world;
  MeshData level;
  std::deque<TriangleMesh> meshes;  // stable addresses: the bodies point at them

  void box(Vec3 min, Vec3 max) { obb((min + max) * Real(0.5), (max - min) * Real(0.5), Mat3{}); }
  void obb(Vec3 centre, Vec3 half, const Mat3& rotation) {
    const Obb b{centre, half, rotation};
    if (as_mesh) {
      append_box(level, b);
    } else if (rotation.col[0].x == 1 && rotation.col[1].y == 1) {
      world.add_body({Aabb{centre - half, centre + half}, BodyKind::static_body});
    } else {
      world.add_body({b, BodyKind::static_body});
    }
  }
  /// A ramp whose top face is the plane y = x·tan(angle), starting at the origin towards +x: 10 long (along the
  /// face), 10 wide (z in [-5, 5]), 1 thick.
  void ramp(Real angle) {
    const Mat3 r = rotation_z(angle);
    const Vec3 half{5, 0.5f, 5};
    obb(r * Vec3{half.x, -half.y, 0}, half, r);
  }
  /// A kinematic box: a mesh body of its triangles (as_mesh) or an Aabb body.
  BodyHandle moving_box(Vec3 min, Vec3 max) {
    if (!as_mesh) return world.add_body({Aabb{min, max}, BodyKind::kinematic}).body;
    MeshData m;
    append_box(m, Obb{(min + max) * Real(0.5), (max - min) * Real(0.5), Mat3{}});
    meshes.push_back(build(m));
    MeshBodyDesc desc;
    desc.mesh = &meshes.back();
    desc.kind = BodyKind::kinematic;
    return world.add_mesh_body(desc).body;
  }
  /// Adds the level's mesh body (mesh scenes); call once the static geometry is in.
  void finish() {
    if (!as_mesh || level.indices.empty()) return;
    meshes.push_back(build(level));
    MeshBodyDesc desc;
    desc.mesh = &meshes.back();
    world.add_mesh_body(desc);
  }
};

/// A floor (top at y = 0, x and z in [-10, 10]) and on it a kinematic platform box x, z in [-2, 2], y in
/// [0.5, 1] (top at y = 1); the scene finished. @return the platform.
inline BodyHandle floor_and_platform(Scene& s) {
  s.box({-10, -1, -10}, {10, 0, 10});
  const BodyHandle platform = s.moving_box({-2, 0.5f, -2}, {2, 1, 2});
  s.finish();
  return platform;
}

/// The default skin (CharacterSettings::skin), and the centre height of a person() standing on a surface.
inline constexpr Real kSkin = Real(0.01);
inline constexpr Real kStand = Real(0.9) + kSkin;

/// A 1.8 m capsule character (radius 0.3, segment 1.2) standing with its bottom at `feet` (centre 0.9 above).
inline Capsule person(Vec3 feet) { return Capsule{feet + Vec3{0, 0.3f, 0}, feet + Vec3{0, 1.5f, 0}, 0.3f}; }

/// The deepest overlap of the character with any other body but `spare` (0 when apart).
inline Real deepest(const World& w, const CharacterController& c, BodyHandle spare = {}) {
  std::vector<BodyHandle> bodies;
  QueryFilter f;
  f.ignore = c.body();
  w.overlap(c.shape(), f, bodies);
  Real depth = 0;
  for (const BodyHandle b : bodies) {
    if (b != spare) depth = std::max(depth, w.contact_body(c.shape(), b).depth);
  }
  return depth;
}

}  // namespace sweepkit::test

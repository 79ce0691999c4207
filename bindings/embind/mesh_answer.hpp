#pragma once
// The answers of a triangle mesh's queries as JS reads them: its raycast or sweep (triangle_mesh.cpp writes it into
// the result buffer, and each of raycastAll's hits into its array), its contact manifold, closest point and
// batches (mesh_queries.cpp): the MeshRaycastAnswer, MeshSweepAnswer, MeshContactAnswer, MeshContactPoint,
// MeshClosestAnswer and MeshBatchAnswer records and the MeshBatchWords enum of bindings/schema.js, whose offsets,
// sizes and values generated_queries.cpp static_asserts. Each answer starts with the common result header
// (status, error, error_argument).

#include <cstdint>

namespace sweepkit::bindings {

/// The common result header, then the fields. `triangle` is the input's index (-1 on a miss); `position` only for
/// sweeps; `feature` (a TriangleFeature value) only for sweeps; `front_face` (0 or 1) only for raycasts.
struct MeshAnswer {
  std::int32_t status = 0;
  std::int32_t error = 0;
  std::int32_t error_argument = -1;
  float t = 0;
  float position[3] = {};
  float point[3] = {};
  float normal[3] = {};
  std::int32_t triangle = -1;
  std::int32_t feature = 0;
  std::int32_t front_face = 0;
};

/// One manifold point of a contact with a mesh: on the shape, on the mesh, depth along the manifold normal, the input's
/// triangle index and its TriangleFeature.
struct ContactPointAnswer {
  float point_a[3] = {};
  float point_b[3] = {};
  float depth = 0;
  std::int32_t triangle = -1;
  std::int32_t feature = 0;
};

/// contact_shape_mesh's answer: the header, the deepest contact (normal from the shape to the mesh) and 0-4
/// manifold points.
struct ContactAnswer {
  std::int32_t status = 0;
  std::int32_t error = 0;
  std::int32_t error_argument = -1;
  float depth = 0;
  float normal[3] = {};
  float point_a[3] = {};
  float point_b[3] = {};
  std::int32_t point_count = 0;
  ContactPointAnswer points[4];
};

/// closest_point_on_mesh's answer: the header, the distance, the point, the input's triangle index (-1 on a miss)
/// and its TriangleFeature.
struct ClosestAnswer {
  std::int32_t status = 0;
  std::int32_t error = 0;
  std::int32_t error_argument = -1;
  float distance = 0;
  float point[3] = {};
  std::int32_t triangle = -1;
  std::int32_t feature = 0;
};

/// A batch's or an overlap's outcome: the header (a batch: invalid_input at the first rejected entry, miss
/// otherwise), that entry's index (-1: none) and the number of hits (an overlap: of triangles touched).
struct BatchAnswer {
  std::int32_t status = 0;
  std::int32_t error = 0;
  std::int32_t error_argument = -1;
  std::int32_t index = -1;
  std::int32_t hits = 0;
};

/// Floats per entry of the mesh batches: their inputs (a ray: origin, direction; a sphere: centre, radius; a
/// sphere's displacement) and outputs (a ray: t, normal, triangle; a sphere: t, normal, triangle, hit).
enum class MeshBatchWords : int { ray = 6, sphere = 4, displacement = 3, ray_out = 5, sphere_out = 6 };

}  // namespace sweepkit::bindings

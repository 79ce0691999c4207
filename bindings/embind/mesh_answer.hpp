#pragma once
// The answer of a triangle mesh's raycast or sweep as JS reads it (triangle_mesh.cpp writes it into the result
// buffer, and each of raycastAll's hits into its array): the MeshRaycastAnswer and MeshSweepAnswer records of
// bindings/schema.js, whose offsets generated_queries.cpp static_asserts.

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

}  // namespace sweepkit::bindings

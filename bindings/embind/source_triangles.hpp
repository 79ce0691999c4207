#pragma once
// The generic queries' answers as JS reads them: a mesh's sub-shape is the index of the triangle in the arrays the
// mesh was built from (three.js's faceIndex, TriangleMesh::triangle_source), as the mesh's own queries answer, where
// the core counts the triangles it kept (welded, degenerate ones dropped). generated_queries.cpp passes every
// dispatched result through source_triangles before publishing it.

#include <variant>

#include "sweepkit/mesh/triangle_mesh.hpp"
#include "sweepkit/results/sub_shape.hpp"
#include "sweepkit/shapes/shape.hpp"

namespace sweepkit::bindings {

/// `sub_shape` as an input triangle when `shape` is a mesh and a triangle was met; otherwise unchanged.
inline std::uint32_t source_triangle(std::uint32_t sub_shape, const Shape& shape) {
  const auto* m = std::get_if<TriangleMeshShape>(&shape);
  if (m == nullptr || m->mesh == nullptr || sub_shape >= m->mesh->triangle_source.size()) return sub_shape;
  return m->mesh->triangle_source[sub_shape];
}

/// `result` of the query on `a` and `b` with its sub-shapes as input triangles (a result without them unchanged).
template <class Result>
Result source_triangles(Result result, const Shape& a, const Shape& b) {
  if constexpr (requires { result.sub_shape_a; }) {
    result.sub_shape_a = source_triangle(result.sub_shape_a, a);
    result.sub_shape_b = source_triangle(result.sub_shape_b, b);
  }
  return result;
}

/// `result` of a raycast against `shape` with its sub-shape as an input triangle.
template <class Result>
Result source_triangles(Result result, const Shape& shape) {
  if constexpr (requires { result.sub_shape; }) result.sub_shape = source_triangle(result.sub_shape, shape);
  return result;
}

}  // namespace sweepkit::bindings

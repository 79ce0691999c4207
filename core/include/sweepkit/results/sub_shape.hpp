#pragma once
/// @file
/// Which part of a composite shape a query met.

#include <cstdint>

namespace sweepkit {

/// A result's `sub_shape` when the shape is not composite (or on a miss). A composite shape (a TriangleMeshShape)
/// answers with the index of the part it met: a mesh's triangle (an index into TriangleMesh::triangles;
/// TriangleMesh::triangle_source maps it to the input, three.js's faceIndex). After Jolt's SubShapeID.
inline constexpr std::uint32_t kNoSubShape = 0xFFFFFFFFu;

}  // namespace sweepkit

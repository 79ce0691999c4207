#pragma once
// The kinds of shape field that do not cross the boundary as they sit in the C++ struct: a rotation (a kind word,
// then a 3×3 matrix by columns or a quaternion), a convex hull (the id of a hull the JS side created) and a
// triangle mesh (the id of a mesh the JS side created, in two words). The generated readers and writers
// (generated_shape_io.hpp, generated_queries.cpp) call these; the words' layout is bindings/schema.js's
// ('rotation': ROTATION_WORDS words; 'hull': one; 'mesh': two).

#include <cmath>

#include "sweepkit/math/mat3.hpp"
#include "sweepkit/math/quat.hpp"
#include "sweepkit/shapes/checks.hpp"
#include "sweepkit/shapes/convex_hull.hpp"
#include "sweepkit/shapes/triangle_mesh_shape.hpp"

namespace sweepkit::bindings {

/// Rotation kinds of the first rotation word.
inline constexpr int kRotationMatrix = 0;      ///< w1..w9: a 3×3 matrix by columns (three.js Matrix3.elements).
inline constexpr int kRotationQuaternion = 1;  ///< w1..w4: a quaternion x, y, z, w (three.js Quaternion).

/// The rotation matrix of the words, made exact where the core will accept it, so that every kernel sees an exact
/// rotation (the edge where a rotation is accepted; a matrix or quaternion off by its tolerance would otherwise
/// scale boxes by up to |q|² and give normals off unit length):
/// - a quaternion with | |q| − 1 | <= kRotationTolerance (the documented rule, on |q| itself): the matrix of q / |q|;
///   any other: to_mat3_scaled(q), off orthonormal by | |q|² − 1 | > 2 kRotationTolerance, which the core's check
///   rejects, naming the field (as a NaN quaternion's non-finite matrix);
/// - a matrix that the core's check accepts (check_rotation): Gram–Schmidt on its columns; any other as given.
inline Mat3 rotation_from_words(float kind, float w1, float w2, float w3, float w4, float w5, float w6, float w7,
                                float w8, float w9) {
  if (kind == kRotationQuaternion) {
    const Quat q{w1, w2, w3, w4};
    if (is_finite(q) && std::fabs(std::sqrt(length_squared(q)) - 1) <= kRotationTolerance) return to_mat3(normalized(q));
    return to_mat3_scaled(q);
  }
  const Mat3 m{{Vec3{w1, w2, w3}, Vec3{w4, w5, w6}, Vec3{w7, w8, w9}}};
  if (check_rotation_matrix(m) != InputError::none) return m;
  const Vec3 x = m.col[0] * (Real(1) / length(m.col[0]));
  Vec3 y = m.col[1] - x * dot(x, m.col[1]);
  y = y * (Real(1) / length(y));
  return {{x, y, cross(x, y)}};
}

/// The hull with id `id` (1-based; 0 and disposed ids give null, which the core rejects as a missing hull).
const ConvexHull* hull_at(float id);

/// The id of a registered hull, or 0 for null.
float hull_id(const ConvexHull* hull);

/// Bits of a mesh id in its first word (its low bits; the second word holds the bits above them). Each word is an
/// integer below 2^16, which a float32 holds exactly (an id, up to 2^31 - 1, does not fit one float32).
inline constexpr int kMeshIdLowBits = 16;

/// The live mesh whose id (mesh_registry.hpp) has the words `low` and `high`, or null (an unknown or removed id,
/// words that are not such integers), which the core rejects as mesh_invalid.
const TriangleMesh* mesh_at(float low, float high);

/// Word `part` (0: low, 1: high) of the id of the registered `mesh`; 0 for null or a mesh not registered.
float mesh_id_word(const TriangleMesh* mesh, int part);

}  // namespace sweepkit::bindings

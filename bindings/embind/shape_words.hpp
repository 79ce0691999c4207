#pragma once
// The two kinds of shape field that do not cross the boundary as they sit in the C++ struct: a rotation (a kind
// word, then a 3×3 matrix by columns or a quaternion) and a convex hull (the id of a hull the JS side created).
// The generated readers and writers (generated_shape_io.hpp, generated_queries.cpp) call these; the words'
// layout is bindings/schema.js's ('rotation': ROTATION_WORDS words; 'hull': one).

#include "sweepkit/math/mat3.hpp"
#include "sweepkit/math/quat.hpp"
#include "sweepkit/shapes/convex_hull.hpp"

namespace sweepkit::bindings {

/// Rotation kinds of the first rotation word.
inline constexpr int kRotationMatrix = 0;      ///< w1..w9: a 3×3 matrix by columns (three.js Matrix3.elements).
inline constexpr int kRotationQuaternion = 1;  ///< w1..w4: a quaternion x, y, z, w (three.js Quaternion).

/// The rotation matrix of the words: the matrix as given, or the quaternion's (to_mat3_scaled: a quaternion off
/// unit length gives a matrix off orthonormal, which the core's check rejects, naming the field).
inline Mat3 rotation_from_words(float kind, float w1, float w2, float w3, float w4, float w5, float w6, float w7,
                                float w8, float w9) {
  if (kind == kRotationQuaternion) return to_mat3_scaled(Quat{w1, w2, w3, w4});
  return Mat3{{Vec3{w1, w2, w3}, Vec3{w4, w5, w6}, Vec3{w7, w8, w9}}};
}

/// The hull with id `id` (1-based; 0 and disposed ids give null, which the core rejects as a missing hull).
const ConvexHull* hull_at(float id);

/// The id of a registered hull, or 0 for null.
float hull_id(const ConvexHull* hull);

}  // namespace sweepkit::bindings

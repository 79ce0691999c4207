#include "sweepkit/query/raycast_obb.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "sweepkit/math/quat.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

const Real kHalfPi = Real(1.57079632679);

TEST(RaycastObb, RotatedBoxIsHitOnItsEdge) {
  // The unit-half cube turned 45° about z has an edge at x = -√2 (y = 0): a ray from x = -5 along +x meets it at
  // t = 5 - √2; the entry face is one of the two meeting there, with outward normal (-1, ±1, 0)/√2.
  const Obb box{{0, 0, 0}, {1, 1, 1}, to_mat3(from_rotation_vector({0, 0, kHalfPi / 2}))};
  const RaycastHit h = raycast_obb({{-5, 0, 0}, {1, 0, 0}}, box, 10);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 5 - std::sqrt(2.0), 1e-5);
  EXPECT_VEC_NEAR(h.point, (Vec3{Real(-std::sqrt(2.0)), 0, 0}), 1e-5f);
  EXPECT_NEAR(h.normal.x, -std::sqrt(0.5), 1e-5);
  EXPECT_NEAR(std::fabs(h.normal.y), std::sqrt(0.5), 1e-5);
}

TEST(RaycastObb, FaceHitMissAndInside) {
  // Box centre (3, 0, 0), half (1, 2, 3), turned a quarter about y: its local x (half 1) now runs along -z, local
  // z (half 3) along +x, so it spans x in [0, 6]. A ray from the origin along +x starts on its face x = 0: inside.
  const Obb box{{3, 0, 0}, {1, 2, 3}, to_mat3(from_rotation_vector({0, kHalfPi, 0}))};
  EXPECT_EQ(raycast_obb({{0, 0, 0}, {1, 0, 0}}, box, 1).status, Status::initial_overlap);
  const RaycastHit h = raycast_obb({{-4, 0, 0}, {2, 0, 0}}, box, 10);  // x = -4 + 2t reaches 0 at t = 2
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 2, 1e-5);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), 1e-5f);
  const RaycastHit miss = raycast_obb({{-4, 2.5f, 0}, {1, 0, 0}}, box, 10);  // above its y half size 2
  EXPECT_EQ(miss.status, Status::miss);
  EXPECT_EQ(miss.t, 10);
}

TEST(RaycastObb, InvalidRotationIsNamed) {
  Obb box{{0, 0, 0}, {1, 1, 1}, {}};
  box.rotation.col[0] = {2, 0, 0};  // not orthonormal
  const RaycastHit h = raycast_obb({{0, 0, 0}, {1, 0, 0}}, box, 1);
  EXPECT_EQ(h.status, Status::invalid_input);
  EXPECT_EQ(h.error, InputError::rotation_not_orthonormal);
  EXPECT_EQ(h.error_argument, 1);
  box.rotation = {{Vec3{1, 0, 0}, Vec3{0, 1, 0}, Vec3{0, 0, -1}}};  // a reflection: det -1
  EXPECT_EQ(raycast_obb({{0, 0, 0}, {1, 0, 0}}, box, 1).error, InputError::rotation_not_orthonormal);
}

TEST(RaycastObb, AFarBoxIsAMissNotAnInvalidOriginRegression) {
  // Issue 24: the ray (-5, 0.25, 0.1) + t (10, 0, 0) and a unit box at z = 1e8 turned 0.6 rad about z. Both are
  // valid (every coordinate within ±1e8); the ray in the box's frame has its origin ~1e8 from the box, which the
  // old code checked as an input and rejected as `ray.origin`. The ray stays at z = 0.1, 1e8 from the box: a miss.
  const Obb box{{0, 0, Real(1e8)}, {1, 1, 1}, to_mat3(Quat{0, 0, std::sin(Real(0.3)), std::cos(Real(0.3))})};
  const RaycastHit h = raycast_obb({{-5, 0.25f, 0.1f}, {10, 0, 0}}, box, 1);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, 1);
  // The same box at z = 0 is hit. The point (x, 0.25, 0.1) has local coordinates (x cos 0.6 + 0.25 sin 0.6,
  // -x sin 0.6 + 0.25 cos 0.6, 0.1); the ray enters at the later of its entries into the local x and y slabs.
  const Obb near{{0, 0, 0}, box.half_size, box.rotation};
  const RaycastHit n = raycast_obb({{-5, 0.25f, 0.1f}, {10, 0, 0}}, near, 1);
  ASSERT_EQ(n.status, Status::hit);
  const double c = std::cos(0.6), s = std::sin(0.6);
  // local x = -1 at x = (-1 - 0.25 s) / c; local y = +1 at x = (0.25 c - 1) / s (y falls as x grows); the later entry.
  const double x_face = (-1 - 0.25 * s) / c, y_face = (0.25 * c - 1) / s;
  const double x_entry = std::max(x_face, y_face);
  EXPECT_NEAR(n.t, (x_entry + 5) / 10, 1e-6);
}

TEST(RaycastObb, AnAcceptedRotationOffOrthonormalIsMadeExact) {
  // The matrix of a quaternion 2.4e-5 long (to_mat3_scaled: R^T R = (1 + 2.4e-5)^4 I, within the 1e-4 tolerance)
  // scaled the box by |q|² and the normal by as much; the kernel now uses the exact rotation: the unit box
  // turned 45° about z, whose edge at x = -√2 the ray from x = -5 meets at t = 5 - √2 with a unit normal.
  const Real k = Real(1 + 2.4e-5);
  const Quat q = from_rotation_vector({0, 0, Real(0.785398163397)});
  const Obb box{{0, 0, 0}, {1, 1, 1}, to_mat3_scaled(Quat{q.x * k, q.y * k, q.z * k, q.w * k})};
  const RaycastHit h = raycast_obb({{-5, 0, 0}, {1, 0, 0}}, box, 10);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 5 - std::sqrt(2.0), 2e-6);
  EXPECT_NEAR(length(h.normal), 1, 1e-6);
}

}  // namespace
}  // namespace sweepkit

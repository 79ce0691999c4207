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

}  // namespace
}  // namespace sweepkit

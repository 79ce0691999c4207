#include "sweepkit/math/quat.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace sweepkit {
namespace {

constexpr double kPi = 3.14159265358979323846;

void expect_near(Vec3 a, Vec3 b, double tol) {
  EXPECT_NEAR(a.x, b.x, tol);
  EXPECT_NEAR(a.y, b.y, tol);
  EXPECT_NEAR(a.z, b.z, tol);
}

TEST(Quat, QuarterTurnAboutZTakesXToY) {
  // Rotation vector (0, 0, π/2): right-hand rule about +z takes +x to +y and +y to -x.
  const Quat q = from_rotation_vector({0, 0, Real(kPi / 2)});
  EXPECT_NEAR(q.w, std::sqrt(0.5), 1e-6);
  EXPECT_NEAR(q.z, std::sqrt(0.5), 1e-6);
  expect_near(rotate(q, {1, 0, 0}), {0, 1, 0}, 1e-6);
  expect_near(rotate(q, {0, 1, 0}), {-1, 0, 0}, 1e-6);
  const Mat3 m = to_mat3(q);
  expect_near(m.col[0], {0, 1, 0}, 1e-6);
  expect_near(m.col[1], {-1, 0, 0}, 1e-6);
  expect_near(m.col[2], {0, 0, 1}, 1e-6);
}

TEST(Quat, MatrixRoundTripOverEveryShepperdBranch) {
  // Half turns about x, y, z drive the trace to -1, so each of Shepperd's three non-trace branches is taken.
  const Vec3 vectors[] = {{0.3f, -0.2f, 0.1f}, {Real(kPi), 0, 0}, {0, Real(kPi), 0}, {0, 0, Real(kPi)},
                          {1.0f, 2.0f, -2.5f}};
  for (Vec3 v : vectors) {
    const Quat q = from_rotation_vector(v);
    const Quat back = from_mat3(to_mat3(q));
    const Real sign = (back.w * q.w + back.x * q.x + back.y * q.y + back.z * q.z) < 0 ? Real(-1) : Real(1);
    EXPECT_NEAR(back.x * sign, q.x, 1e-6);
    EXPECT_NEAR(back.y * sign, q.y, 1e-6);
    EXPECT_NEAR(back.z * sign, q.z, 1e-6);
    EXPECT_NEAR(back.w * sign, q.w, 1e-6);
  }
}

TEST(Quat, TinyRotationVectorIsItsFirstOrderRotation) {
  // For θ = 1e-6 about x, v = (0, 1, 0) turns by ≈ θ towards +z.
  const Quat q = from_rotation_vector({Real(1e-6), 0, 0});
  const Vec3 r = rotate(q, {0, 1, 0});
  EXPECT_NEAR(r.z, 1e-6, 1e-12);
  EXPECT_NEAR(length_squared(q), 1.0, 1e-7);
}

TEST(Quat, ProductComposesRotations) {
  // a = quarter turn about z, b = quarter turn about x; (a·b) applies b then a: +y -> +z (b) -> +z (a).
  const Quat a = from_rotation_vector({0, 0, Real(kPi / 2)});
  const Quat b = from_rotation_vector({Real(kPi / 2), 0, 0});
  expect_near(rotate(a * b, {0, 1, 0}), {0, 0, 1}, 1e-6);
  expect_near(rotate(a * b, {0, 0, 1}), {1, 0, 0}, 1e-6);  // +z -> -y (b) -> +x (a)
}

TEST(Quat, ScaledMatrixIsTheRotationTimesTheSquaredLength) {
  // For unit q it is to_mat3(q); for 2q every entry is 4 times that (so a check of orthonormality rejects it).
  const Quat q = from_rotation_vector({0.3f, -0.9f, 0.4f});
  const Mat3 unit = to_mat3(q);
  const Mat3 same = to_mat3_scaled(q);
  const Mat3 four = to_mat3_scaled(Quat{2 * q.x, 2 * q.y, 2 * q.z, 2 * q.w});
  for (int c = 0; c < 3; ++c) {
    expect_near(same.col[c], unit.col[c], 1e-6);
    expect_near(four.col[c], unit.col[c] * 4, 4e-6);
  }
}

TEST(Mat3, TransposeTimesUndoesRotation) {
  const Mat3 m = to_mat3(from_rotation_vector({0.4f, -1.1f, 0.7f}));
  const Vec3 v{1.5f, -2, 0.25f};
  expect_near(transpose_times(m, m * v), v, 1e-6);
  expect_near(transpose(m) * (m * v), v, 1e-6);
}

}  // namespace
}  // namespace sweepkit

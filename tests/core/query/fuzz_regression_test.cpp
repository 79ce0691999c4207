// Regressions found by the libFuzzer target (tests/fuzz/fuzz_core.cpp), each with the fuzzer's input.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "sweepkit/convex/convex_proxy.hpp"
#include "sweepkit/convex/gjk.hpp"
#include "sweepkit/query/contact_capsule_capsule.hpp"
#include "sweepkit/dispatch/dispatch.hpp"
#include "sweepkit/query/raycast_capsule.hpp"
#include "sweepkit/query/sweep_sphere_capsule.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

TEST(ContactCapsuleCapsule, TinyCrossingSegmentsGaveANonUnitNormalRegression) {
  // Segments 3e-11 and 1e-11 long meeting at the origin: |da × db|² = 8e-44 is subnormal in float32, so
  // normalising by its square root gave a normal of length 0.996.
  const Capsule a{{0, 0, 2.91038305e-11f}, {0, 0, 2.05596255e-38f}, 1.08420217e-19f};
  const Capsule b{
      {-3.10330509e-36f, 9.84412465e-12f, 3.41411937e-39f}, {7.66636377e-41f, 1.54074983e-33f, 1.40129846e-45f}, 0};
  const Contact c = contact_capsule_capsule(a, b);
  ASSERT_TRUE(c.hit());
  EXPECT_NEAR(length(c.normal), 1, 1e-6f);
  EXPECT_VEC_NEAR(c.normal, (Vec3{-1, 0, 0}), 1e-6f);  // unit(da × db): (0, 0, -) × (0, +, 0) = -x
}

TEST(RaycastCapsule, EndlessRayGrazingWithinRoundingGaveAHitAtT1e31WithAZeroNormalRegression) {
  // The ray starts 2e-7 (relative) outside the end sphere and moves along -z, away from touching, with a
  // 7e-35 component towards it: the discriminant rounds to 0 and the root c / -b came out 2.8e31, where
  // origin + t d was 1e33 and the normal's squared length overflowed (normal 0). The root is now capped at
  // the closest approach: touching within rounding at once (t ~ 1e-40), with a unit normal.
  const Ray ray{{-0.0f, -7.53121948f, -7.52938843f}, {0, 7.34386594e-35f, -38.125f}};
  const Capsule capsule{{-7.52938843f, 0, -7.53121948f}, {-7.52938843f, -7.52938843f, -7.52938843f}, 7.52938843f};
  const RaycastHit h = raycast_capsule(ray, capsule, std::numeric_limits<Real>::infinity());
  EXPECT_TRUE(test::VecNear(h.point, ray.origin, 1e-5f) || h.status == Status::miss);
  if (h.status == Status::hit) {
    EXPECT_LE(h.t, 1e-30f);
    EXPECT_NEAR(length(h.normal), 1, 1e-6f);
  }
}

TEST(SweepSphereCapsule, JustTouchingAtTheStartWhereTheContactTestRoundsToApartGaveAZeroNormalRegression) {
  if (sizeof(Real) != 4) GTEST_SKIP() << "float32 rounding case (this is the SWEEPKIT_DOUBLE build)";
  // A 1e-37 sphere 1.4e-19 beyond the end of a zero-radius capsule: the sweep, in the capsule's frame, finds
  // them touching at the start; contact_sphere_capsule, in world coordinates, rounds them apart and reports
  // a miss with a zero normal, which the initial-overlap answer had taken over.
  const Sphere a{{1.41618995e-19f, 0, 2.97317279e-39f}, 7.8503565e-38f};
  const Capsule b{{-3.36590915e-07f, 0, 0}, {0, 0, 0}, 0};
  const SweepHit h = sweep_sphere_capsule(a, {0, 0, 0}, b, {0, 0, 0});
  ASSERT_EQ(h.status, Status::initial_overlap);
  EXPECT_NEAR(length(h.normal), 1, 1e-6f);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(SweepCapsuleAabb, TinyShapesWhereGjksVolumeTestUnderflowedGaveAnOverlapWithANaNPointRegression) {
  // A capsule of ~1e-11 and a box 5e-10 tall but 2.6e-20 wide, 7e-12 apart: GJK's tetrahedron had a volume of
  // 1e-40 (subnormal), its side tests rounded to 0, so the origin seemed inside (overlap), with NaN witness
  // points. The simplex is now solved at unit scale. By hand: the segment (s e, e, (1 − s) e), e = 2^-37 · 1.35,
  // is nearest the box (x <= 0, z ~ 0) at s = 1/2, (e/2, e, e/2), and the box's nearest point is (0, e, 0):
  // distance e / sqrt(2), direction from the capsule to the box (-1, 0, -1) / sqrt(2).
  const float e = 0x1.5a5a5ap-37f;
  const Aabb box{{-0x1.ef3cp-66f, 0x1.0001p-133f, 0}, {0, 0x1.153c6p-31f, 0x1p-133f}};
  const Capsule capsule{{0, 0x1.5a5ab8p-37f, e}, {e, e, 0x1.6968p-136f}, 0x1p-140f};
  const SweepHit h = sweep(box, {0, 0, 0}, capsule, {0, 0, 0});
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_TRUE(test::AllFinite(h));
  const PosedProxy pa = proxy_of(capsule), pb = proxy_of(box);
  const GjkResult g = gjk_distance(pa.proxy, pa.pose, pb.proxy, pb.pose);
  ASSERT_FALSE(g.overlap);
  EXPECT_NEAR(g.distance / e, 1 / std::sqrt(2.0f), 1e-4f);
  EXPECT_VEC_NEAR(g.normal, (Vec3{-1, 0, -1} * (1 / std::sqrt(2.0f))), 1e-4f);
}

}  // namespace
}  // namespace sweepkit

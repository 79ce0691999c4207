// The generic contact / sweep dispatch: each pair reaches its function, either argument order gives the
// same answer mirrored (normal negated, points swapped), planes may move, errors keep the caller's
// argument index, and pairs without a test are reported as unsupported.

#include "sweepkit/dispatch/dispatch.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "sweepkit/query/sweep_sphere_plane.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-5f;

TEST(Contact, ReversedPairIsMirrored) {
  // Unit sphere at the origin, box from x = 0.5: they overlap by 0.5 along x.
  const Sphere s{{0, 0, 0}, 1};
  const Aabb b{{0.5f, -1, -1}, {2, 1, 1}};
  const Contact c = contact(s, b);  // the canonical order (sphere, aabb): a direct call
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.depth, 0.5f, kTol);
  EXPECT_VEC_NEAR(c.normal, (Vec3{1, 0, 0}), kTol);   // from the sphere towards the box
  EXPECT_VEC_NEAR(c.point_a, (Vec3{1, 0, 0}), kTol);  // the sphere's point deepest in the box
  EXPECT_VEC_NEAR(c.point_b, (Vec3{0.5f, 0, 0}), kTol);
  const Contact swapped = contact(b, s);  // mirrored by the dispatch: exactly negated and swapped
  EXPECT_VEC_NEAR(swapped.normal, -c.normal, 0);
  EXPECT_VEC_NEAR(swapped.point_a, c.point_b, 0);
  EXPECT_VEC_NEAR(swapped.point_b, c.point_a, 0);
}

TEST(Contact, PlanePlaneIsUnsupported) {
  const Contact c = contact(Plane{{0, 1, 0}, 0}, Plane{{1, 0, 0}, 0});
  EXPECT_EQ(c.status, Status::unsupported);
  EXPECT_EQ(c.depth, 0);
}

TEST(Contact, UnsupportedPairStillReportsInvalidInputFirst) {
  const Contact c = contact(Plane{{0, 1, 0}, 0}, Plane{{0, 0, 0}, 0});
  EXPECT_EQ(c.status, Status::invalid_input);
  EXPECT_EQ(c.error, InputError::normal_zero);
  EXPECT_EQ(c.error_argument, 1);
}

TEST(Contact, ErrorArgumentFollowsTheCallersOrder) {
  const Sphere bad{{0, 0, 0}, -1};
  const Aabb box{{0, 0, 0}, {1, 1, 1}};
  EXPECT_EQ(contact(bad, box).error_argument, 0);  // mirrored call: the sphere is argument 1 of contact_aabb_sphere
  EXPECT_EQ(contact(box, bad).error_argument, 1);
  EXPECT_EQ(contact(bad, box).error, InputError::radius_negative);
}

TEST(Sweep, MovingPlaneMeetsRestingSphere) {
  // The floor y = 0 rises by 5; a unit sphere rests at y = 3. Gap 3 - 1 = 2 closed at 5 per frame: t = 0.4,
  // when the floor is at y = 2.
  const SweepHit h = sweep(Plane{{0, 1, 0}, 0}, {0, 5, 0}, Sphere{{0, 3, 0}, 1}, {0, 0, 0});
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.4f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), kTol);    // from the plane towards the sphere
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 2, 0}), kTol);     // on the plane where it is at t
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 2, 0}), kTol);  // the plane's point closest to the origin, at t
}

TEST(Sweep, SphereAndPlaneBothMoving) {
  // Sphere from y = 3 down by 2, floor up by 2: relative closing 4 over a gap of 2, t = 0.5. At t the
  // centre is at y = 2 and the floor at y = 1.
  const SweepHit h = sweep(Sphere{{0, 3, 0}, 1}, {0, -2, 0}, Plane{{0, 1, 0}, 0}, {0, 2, 0});
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 2, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 1, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), kTol);
}

TEST(Sweep, OpposedMotionsWithinTheRangeAreNotRejected) {
  // Every input is within ±1e8, their relative motion (1.2e8) is not: it is no input, so it is not checked.
  // Unit sphere at x = -10 moving +6e7, plane x = 0 moving -6e7. Gap 10 - 1 = 9 closed at 1.2e8 per frame:
  // t = 9 / 1.2e8 = 7.5e-8, when the centre is at -10 + 4.5 = -5.5 and the plane at x = -4.5.
  const Plane wall{{1, 0, 0}, 0};
  const Sphere ball{{-10, 0, 0}, 1};
  for (const bool plane_first : {false, true}) {
    const SweepHit h = plane_first ? sweep(wall, {-6e7f, 0, 0}, ball, {6e7f, 0, 0})
                                   : sweep(ball, {6e7f, 0, 0}, wall, {-6e7f, 0, 0});
    ASSERT_EQ(h.status, Status::hit) << "plane first: " << plane_first;
    EXPECT_NEAR(h.t, 7.5e-8f, 7.5e-8f * 1e-6f);
    EXPECT_VEC_NEAR(h.point, (Vec3{-4.5f, 0, 0}), 1e-5f);
    EXPECT_VEC_NEAR(h.normal, (Vec3{plane_first ? -1.0f : 1.0f, 0, 0}), 0);
    // position is the first shape's reference point at t: the centre, or the plane's point nearest the origin.
    EXPECT_VEC_NEAR(h.position, (Vec3{plane_first ? -4.5f : -5.5f, 0, 0}), 1e-5f);
  }
}

TEST(Sweep, RelativeMotionOfTwiceTheRangeStaysExact) {
  // The extremes: a point at x = -1e8 moving +1e8 and the plane x = 1e8 moving -1e8 close their 2e8 gap at
  // 2e8 per frame, meeting at the origin at t = 1 (every value here is a float32 exactly).
  const Plane far_wall{{1, 0, 0}, -1e8f};
  for (const Shape& a : {Shape{Sphere{{-1e8f, 0, 0}, 0}}, Shape{Aabb{{-1e8f, 0, 0}, {-1e8f, 0, 0}}},
                         Shape{Capsule{{-1e8f, 0, 0}, {-1e8f, 0, 0}, 0}}}) {
    const SweepHit h = sweep(a, {1e8f, 0, 0}, far_wall, {-1e8f, 0, 0});
    ASSERT_EQ(h.status, Status::hit) << "shape " << a.index();
    EXPECT_EQ(h.t, 1);
    EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), 0);
    EXPECT_VEC_NEAR(h.position, (Vec3{0, 0, 0}), 0);
    EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), 0);
  }
}

TEST(Sweep, FixedPlaneMatchesThePairFunction) {
  const Sphere s{{1, 4, -2}, 0.5f};
  const Plane p{{0, 0.6f, 0.8f}, -1};
  const Vec3 d{0.5f, -9, 3};
  const SweepHit g = sweep(s, d, p, {0, 0, 0});
  const SweepHit f = sweep_sphere_plane(s, d, p);
  EXPECT_EQ(g.status, f.status);
  EXPECT_EQ(g.t, f.t);
  EXPECT_VEC_NEAR(g.point, f.point, 0);
  EXPECT_VEC_NEAR(g.normal, f.normal, 0);
  EXPECT_VEC_NEAR(g.position, f.position, 0);
}

TEST(Sweep, MissOfAReversedPairEndsAtTheFirstShapesEndPosition) {
  // Box moving away from a sphere: miss, t = 1, position = the box's min corner moved by its displacement.
  const SweepHit h = sweep(Aabb{{2, 0, 0}, {3, 1, 1}}, {1, 0, 0}, Sphere{{0, 0, 0}, 1}, {0, 0, 0});
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, 1);
  EXPECT_VEC_NEAR(h.position, (Vec3{3, 0, 0}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 0}), 0);
}

TEST(Sweep, PlanePlaneIsTheOnlyPairWithoutASweep) {
  const Plane p{{0, 1, 0}, 0};
  const SweepHit h = sweep(p, {1, 0, 0}, p, {0, 0, 0});
  EXPECT_EQ(h.status, Status::unsupported);
  EXPECT_EQ(h.t, 1);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(Sweep, CapsulePairsWithoutAClosedFormSweepByConservativeAdvancement) {
  // Capsule (0,0,0)-(0,1,0) r 0.5 moving +10 x. Against a box whose face is x = 5: the surface x = 0.5 reaches
  // it at t = 4.5 / 10. Against an upright capsule at x = 8 (r 0.5): the axes 8 apart, touching at 1 apart,
  // t = 7 / 10. Conservative advancement: never after the exact t, within its target (1e-4 of the size) of it.
  const Capsule c{{0, 0, 0}, {0, 1, 0}, 0.5f};
  const struct {
    Shape other;
    Real t;
  } cases[] = {{Aabb{{5, -5, -5}, {6, 5, 5}}, Real(0.45)}, {Capsule{{8, -1, 0}, {8, 2, 0}, 0.5f}, Real(0.7)}};
  for (const auto& k : cases) {
    const SweepHit h = sweep(c, {10, 0, 0}, k.other, {0, 0, 0});
    ASSERT_EQ(h.status, Status::hit);
    EXPECT_LE(h.t, k.t);
    EXPECT_GT(h.t, k.t - Real(1e-4));
    EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), 1e-3f);
    EXPECT_NEAR(h.point.x, 10 * k.t + 0.5f, 2e-3f);
    EXPECT_VEC_NEAR(h.position, (Vec3{10 * h.t, 0, 0}), 1e-5f);  // the capsule's start at t
  }
}

TEST(Sweep, ErrorArgumentFollowsTheCallersOrder) {
  const Sphere s{{0, 0, 0}, 1};
  const Aabb bad{{1, 0, 0}, {0, 1, 1}};  // min.x > max.x
  const Vec3 nan{std::numeric_limits<Real>::quiet_NaN(), 0, 0};
  SweepHit h = sweep(s, {}, bad, {});
  EXPECT_EQ(h.status, Status::invalid_input);
  EXPECT_EQ(h.error, InputError::min_greater_than_max);
  EXPECT_EQ(h.error_argument, 2);
  EXPECT_EQ(sweep(bad, {}, s, {}).error_argument, 0);
  EXPECT_EQ(sweep(Aabb{{0, 0, 0}, {1, 1, 1}}, {}, s, nan).error_argument, 3);
  h = sweep(Plane{{0, 1, 0}, 0}, nan, s, {});
  EXPECT_EQ(h.error, InputError::vector_not_finite);
  EXPECT_EQ(h.error_argument, 1);
  EXPECT_TRUE(test::AllFinite(h));
}

// Random shapes of every kind; swapping the arguments mirrors every supported answer exactly. Pairs of
// different kinds go through the same pair function both ways; pairs of one kind (sphere-sphere, capsule-capsule,
// aabb-aabb) compute in a canonical order inside the pair function and mirror the other.

Shape random_shape(std::mt19937& rng, int type) {
  std::uniform_real_distribution<float> u(-3, 3), r(0.1f, 1.5f);
  const Vec3 c{u(rng), u(rng), u(rng)};
  switch (type) {
    case 0: return Sphere{c, r(rng)};
    case 1: return Capsule{c, c + Vec3{u(rng), u(rng), u(rng)} * 0.5f, r(rng)};
    case 2: return Aabb{c, c + Vec3{r(rng), r(rng), r(rng)}};
    default: {
      const Vec3 m = Vec3{u(rng), u(rng), u(rng)} + Vec3{0, 0.01f, 0};
      const Vec3 n = m * (1 / length(m));
      return Plane{n, u(rng)};
    }
  }
}

TEST(Contact, SwappingTheShapesNegatesTheNormalAndKeepsTheDepth) {
  std::mt19937 rng(42);
  int hits = 0;
  for (int i = 0; i < 4000; ++i) {
    const Shape a = random_shape(rng, i % 4), b = random_shape(rng, (i / 4) % 4);
    const Contact ab = contact(a, b), ba = contact(b, a);
    ASSERT_EQ(ab.status, ba.status) << i;
    if (ab.status != Status::hit) continue;
    ++hits;
    EXPECT_EQ(ab.depth, ba.depth) << i;
    EXPECT_VEC_NEAR(ab.normal, -ba.normal, 0);
    EXPECT_VEC_NEAR(ab.point_a, ba.point_b, 0);
    EXPECT_VEC_NEAR(ab.point_b, ba.point_a, 0);
  }
  EXPECT_GT(hits, 500);  // the scene is dense enough for the property to be exercised
}

TEST(Sweep, SwappingTheShapesNegatesTheNormalAndKeepsT) {
  std::mt19937 rng(43);
  std::uniform_real_distribution<float> u(-4, 4);
  int hits = 0;
  for (int i = 0; i < 4000; ++i) {
    const Shape a = random_shape(rng, i % 4), b = random_shape(rng, (i / 4) % 4);
    const Vec3 da{u(rng), u(rng), u(rng)}, db{u(rng), u(rng), u(rng)};
    const SweepHit ab = sweep(a, da, b, db), ba = sweep(b, db, a, da);
    ASSERT_EQ(ab.status, ba.status) << i;
    if (!ab.hit()) continue;
    ++hits;
    // Sweeps of one kind (sphere-sphere, aabb-aabb) call the pair function with its arguments swapped, which
    // may round differently: a few float32 ulps of the coordinates (|x| < 8).
    const Real tol = a.index() == b.index() ? Real(1e-4) : 0;
    EXPECT_NEAR(ab.t, ba.t, tol) << i;
    EXPECT_VEC_NEAR(ab.normal, -ba.normal, tol);
    EXPECT_VEC_NEAR(ab.point, ba.point, tol);
    EXPECT_VEC_NEAR(ab.position, reference_point(a) + ab.t * da, 0);
  }
  EXPECT_GT(hits, 500);
}

}  // namespace
}  // namespace sweepkit

// sweep_capsule_capsule: hand-computed first contacts (crossing at skew, parallel, end to end, a graze), a start in
// contact and a miss, each with the scene translated far out (coordinates on a 2^-10 grid: the same t and normal at
// every offset); the argument order; and random sweeps against first_contact_reference.hpp's independent first
// contact at offsets 0 to 1e4.
#include "sweepkit/query/sweep_capsule_capsule.hpp"

#include <gtest/gtest.h>

#include <random>

#include "first_contact_checks.hpp"
#include "first_contact_reference.hpp"
#include "sweepkit/dispatch/dispatch.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr Real kOffsets[] = {0, 100, 1000, 10000};

Vec3 shift(Real o) { return {o, Real(-0.5) * o, Real(0.75) * o}; }
Capsule moved(const Capsule& c, Vec3 o) { return {c.start + o, c.end + o, c.radius}; }

struct Case {
  const char* name;
  Capsule a;
  Vec3 da;
  Capsule b;
  Vec3 db;
  Real t;
  Vec3 normal;
  Vec3 point;
};

const Case kCases[] = {
    // A along x at y = 1 falls onto B along z at the origin: the lines' distance 1 − t reaches R = 1/2 at t = 1/2,
    // the closest points (0, 1/2, 0) and the origin both interior.
    {"crossing at skew", {{-1, 1, 0}, {1, 1, 0}, 0.25f}, {0, -1, 0}, {{0, 0, -1}, {0, 0, 1}, 0.25f}, {}, 0.5f,
     {0, -1, 0}, {0, 0.25f, 0}},
    // The same with both moving (A by −1/2 in y, B by +1/2): the same relative motion.
    {"crossing, both moving", {{-1, 1, 0}, {1, 1, 0}, 0.25f}, {0, -0.5f, 0}, {{0, 0, -1}, {0, 0, 1}, 0.25f},
     {0, 0.5f, 0}, 0.5f, {0, -1, 0}, {0, 0.5f, 0}},
    // Parallel along x, overlapping over x in [0, 1]: A's end at x = 1 meets B's side first (the earliest of equal
    // entries in the kernel's order), at y = 1/2.
    {"parallel", {{-1, 1, 0}, {1, 1, 0}, 0.25f}, {0, -1, 0}, {{0, 0, 0}, {2, 0, 0}, 0.25f}, {}, 0.5f, {0, -1, 0},
     {1, 0.25f, 0}},
    // End to end along x: A's end at 1 moves +1, B's end at 2; R = 1/2 is reached at 1.5, t = 1/2.
    {"end to end", {{0, 0, 0}, {1, 0, 0}, 0.25f}, {1, 0, 0}, {{2, 0, 0}, {3, 0, 0}, 0.25f}, {}, 0.5f, {1, 0, 0},
     {1.75f, 0, 0}},
    // A's end passes B's end at distance exactly R = 1: B's end at the origin, A's end moving along z at x = 1.
    {"graze of the ends", {{1, 0, -1}, {3, 0, -1}, 0.5f}, {0, 0, 2}, {{0, 0, 0}, {-2, 0, 0}, 0.5f}, {}, 0.5f,
     {-1, 0, 0}, {0.5f, 0, 0}},
};

TEST(SweepCapsuleCapsule, HandComputedContactsAtEveryOffset) {
  for (const Case& c : kCases) {
    for (const Real o : kOffsets) {
      SCOPED_TRACE(::testing::Message() << c.name << " at offset " << o);
      const Vec3 off = shift(o);
      const SweepHit h = sweep_capsule_capsule(moved(c.a, off), c.da, moved(c.b, off), c.db);
      ASSERT_EQ(h.status, Status::hit);
      EXPECT_EQ(h.t, c.t);
      EXPECT_VEC_NEAR(h.normal, c.normal, 1e-6f);
      EXPECT_VEC_NEAR(h.point, c.point + off, 1e-5f + std::fabs(o) * 3e-7f);
      EXPECT_VEC_NEAR(h.position, c.a.start + off + c.t * c.da, 1e-5f + std::fabs(o) * 3e-7f);
      // Through the dispatch, in both orders: the mirrored answer.
      const SweepHit g = sweep(Shape{moved(c.a, off)}, c.da, Shape{moved(c.b, off)}, c.db);
      EXPECT_EQ(g.t, c.t);
      EXPECT_VEC_NEAR(g.normal, c.normal, 1e-6f);
      const SweepHit m = sweep(Shape{moved(c.b, off)}, c.db, Shape{moved(c.a, off)}, c.da);
      EXPECT_EQ(m.t, g.t);
      EXPECT_VEC_NEAR(m.normal, -g.normal, 0);
      EXPECT_VEC_NEAR(m.position, c.b.start + off + m.t * c.db, 1e-5f + std::fabs(o) * 3e-7f);
    }
  }
}

TEST(SweepCapsuleCapsule, StartInContactAndMiss) {
  for (const Real o : kOffsets) {
    const Vec3 off = shift(o);
    // Touching at the start (the lines 1/2 apart, R = 1/2): an initial overlap along −y.
    SweepHit h = sweep_capsule_capsule(moved(Capsule{{-1, 0.5f, 0}, {1, 0.5f, 0}, 0.25f}, off), {1, 0, 0},
                                       moved(Capsule{{0, 0, -1}, {0, 0, 1}, 0.25f}, off), {});
    EXPECT_EQ(h.status, Status::initial_overlap);
    EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 1e-5f);
    // 1/1024 apart, moving along the gap's plane past each other: a miss.
    h = sweep_capsule_capsule(moved(Capsule{{-1, 0.5009765625f, 0}, {1, 0.5009765625f, 0}, 0.25f}, off), {3, 0, 3},
                              moved(Capsule{{0, 0, -1}, {0, 0, 1}, 0.25f}, off), {});
    EXPECT_EQ(h.status, Status::miss);
    EXPECT_EQ(h.t, 1);
  }
}

test::RefContact reference(const Capsule& a, Vec3 da, const Capsule& b, Vec3 db) {
  const test::D3 v = test::d3(da) - test::d3(db);
  const test::D3 p2 = test::d3(b.start), q2 = test::d3(b.end);
  const auto g = [&](double t) {
    test::D3 x, y;
    test::ref_segment_closest(test::d3(a.start) + v * t, test::d3(a.end) + v * t,
                              [&](test::D3 z) { return test::ref_closest_on_segment(p2, q2, z); }, x, y);
    return test::norm(y - x) - (double(a.radius) + double(b.radius));
  };
  return test::ref_first_contact(g, test::norm(v), 1e-9 * 4);
}

TEST(SweepCapsuleCapsule, RandomSweepsMatchTheReferenceAtEveryOffset) {
  std::mt19937 gen(2424);
  std::uniform_real_distribution<float> u(-1, 1);
  const auto vec = [&](float s) { return Vec3{s * u(gen), s * u(gen), s * u(gen)}; };
  int hits = 0, checked = 0;
  for (int i = 0; i < 100; ++i) {
    const Vec3 ca = vec(2), cb = vec(0.5f);
    const Vec3 ha = vec(0.8f) * (i % 7 == 0 ? 0.0f : 1.0f), hb = vec(0.8f) * (i % 11 == 0 ? 0.0f : 1.0f);
    const Real ra = 0.02f + 0.3f * (u(gen) + 1) * 0.5f, rb = 0.02f + 0.3f * (u(gen) + 1) * 0.5f;
    const Vec3 da = (cb - ca) * (1.2f + u(gen)) + vec(0.5f), db = vec(0.3f) * (i % 3 == 0 ? 1.0f : 0.0f);
    for (const Real o : kOffsets) {
      const Vec3 off = shift(o);
      const Capsule a{ca - ha + off, ca + ha + off, ra}, b{cb - hb + off, cb + hb + off, rb};
      const SweepHit h = sweep_capsule_capsule(a, da, b, db);
      SCOPED_TRACE(::testing::Message() << "case " << i << " offset " << o);
      EXPECT_TRUE(test::MatchesReference(h, reference(a, da, b, db)));
      ++checked;
      if (h.status != Status::hit) continue;
      ++hits;
      // The point is ra from a's core and rb from b's at t.
      const double t = h.t, tol = 1e-5 + 4e-7 * o;
      const test::D3 pt = test::d3(h.point), va = test::d3(da) * t, vb = test::d3(db) * t;
      const test::D3 on_a = test::ref_closest_on_segment(test::d3(a.start) + va, test::d3(a.end) + va, pt);
      const test::D3 on_b = test::ref_closest_on_segment(test::d3(b.start) + vb, test::d3(b.end) + vb, pt);
      EXPECT_NEAR(test::norm(on_a - pt), ra, tol);
      EXPECT_NEAR(test::norm(on_b - pt), rb, tol);
    }
  }
  EXPECT_GT(hits, checked / 4);
}

TEST(SweepCapsuleCapsule, InvalidInputNamesTheArgument) {
  const Capsule c{{0, 0, 0}, {1, 0, 0}, 0.5f};
  const Real nan = std::numeric_limits<Real>::quiet_NaN();
  EXPECT_TRUE(test::IsInvalidInput(sweep_capsule_capsule({{0, 0, 0}, {1, 0, 0}, -1}, {}, c, {}), InputError::radius_negative, 0));
  EXPECT_TRUE(test::IsInvalidInput(sweep_capsule_capsule(c, {nan, 0, 0}, c, {}), InputError::vector_not_finite, 1));
  EXPECT_TRUE(test::IsInvalidInput(sweep_capsule_capsule(c, {}, {{0, 0, 0}, {1, 0, 0}, -1}, {}), InputError::radius_negative, 2));
  EXPECT_TRUE(test::IsInvalidInput(sweep_capsule_capsule(c, {}, c, {0, 0, nan}), InputError::vector_not_finite, 3));
}

}  // namespace
}  // namespace sweepkit

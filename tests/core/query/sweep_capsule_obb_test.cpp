// sweep_capsule_obb and sweep_capsule_aabb: hand-computed first contacts (an end on a face, the core's interior on
// an edge, the core on a corner), a start in contact and a miss, at offsets 0 to 1e4 (coordinates exact at every
// offset) and with the scene turned by a quarter turn (an exact rotation: the same t); and random sweeps of rotated
// boxes against first_contact_reference.hpp's independent first contact at offsets 0 to 1e4.
#include "sweepkit/query/sweep_capsule_obb.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "first_contact_checks.hpp"
#include "first_contact_reference.hpp"
#include "sweepkit/math/quat.hpp"
#include "sweepkit/dispatch/dispatch.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr Real kOffsets[] = {0, 100, 1000, 10000};

Vec3 shift(Real o) { return {o, Real(-0.5) * o, Real(0.75) * o}; }

// The box [−1, 1]³ and the hand-worked cases against it (expected t from the closed forms in the comments).
const Aabb kBox{{-1, -1, -1}, {1, 1, 1}};
struct Case {
  const char* name;
  Capsule capsule;
  Vec3 motion;
  double t;
  Vec3 normal;
  Vec3 point;
};
const double kS2 = std::sqrt(2.0), kS3 = std::sqrt(3.0);
const Case kCases[] = {
    // The lower end 1/2 above the top face with r 1/4, falling 1/2: t = 1/2.
    {"end on a face", {{0.25f, 1.5f, 0.25f}, {0.25f, 2.5f, 0.25f}, 0.25f}, {0, -0.5f, 0}, 0.5, {0, -1, 0},
     {0.25f, 1, 0.25f}},
    // The core along (1, −1, 0) through (1 + δ, 1 + δ, 0), δ = 1 − t, is δ√2 from the edge x = y = 1 (its closest
    // points interior to both): r = 1/2 at t = 1 − 1/(2√2).
    {"core on an edge", {{1, 3, 0}, {3, 1, 0}, 0.5f}, {-1, -1, 0}, 1 - 0.5 / kS2,
     {float(-1 / kS2), float(-1 / kS2), 0}, {1, 1, 0}},
    // The core along (1, −1, 0) through (1 + δ)(1, 1, 1), δ = 1 − t, is δ√3 from the corner (1, 1, 1), the nearest
    // feature: r = 1/2 at t = 1 − 1/(2√3).
    {"core on a corner", {{1, 3, 2}, {3, 1, 2}, 0.5f}, {-1, -1, -1}, 1 - 0.5 / kS3,
     {float(-1 / kS3), float(-1 / kS3), float(-1 / kS3)}, {1, 1, 1}},
};

// A quarter turn about y (exact): x → −z, z → x.
const Mat3 kQuarter{{{0, 0, -1}, {0, 1, 0}, {1, 0, 0}}};

TEST(SweepCapsuleObb, HandComputedContactsAtEveryOffsetAndTurned) {
  for (const Case& c : kCases) {
    for (const Real o : kOffsets) {
      SCOPED_TRACE(::testing::Message() << c.name << " at offset " << o);
      const Vec3 off = shift(o);
      const Capsule cap{c.capsule.start + off, c.capsule.end + off, c.capsule.radius};
      const Real tol_t = Real(2.5e-7), tol_p = 1e-5f + std::fabs(o) * 3e-7f;
      const SweepHit h = sweep_capsule_aabb(cap, c.motion, {kBox.min + off, kBox.max + off}, {});
      ASSERT_EQ(h.status, Status::hit);
      EXPECT_NEAR(h.t, c.t, tol_t);
      EXPECT_LE(double(h.t), c.t + 1e-7);
      EXPECT_VEC_NEAR(h.normal, c.normal, 1e-6f);
      EXPECT_VEC_NEAR(h.point, c.point + off, tol_p);
      // The same box as an Obb, and the whole scene turned a quarter about y around the box's centre.
      const SweepHit g = sweep_capsule_obb(cap, c.motion, {off, {1, 1, 1}, Mat3{}}, {});
      EXPECT_EQ(g.t, h.t);
      EXPECT_VEC_NEAR(g.normal, h.normal, 1e-6f);
      const Capsule turned{kQuarter * c.capsule.start + off, kQuarter * c.capsule.end + off, c.capsule.radius};
      const SweepHit q = sweep_capsule_obb(turned, kQuarter * c.motion, {off, {1, 1, 1}, kQuarter}, {});
      ASSERT_EQ(q.status, Status::hit);
      EXPECT_EQ(q.t, h.t);
      EXPECT_VEC_NEAR(q.normal, kQuarter * c.normal, 1e-6f);
      EXPECT_VEC_NEAR(q.point, kQuarter * c.point + off, tol_p);
      // Through the dispatch in both orders (the box moving the other way is the same relative motion).
      const SweepHit s = sweep(Shape{cap}, {}, Shape{Aabb{kBox.min + off, kBox.max + off}}, -c.motion);
      EXPECT_EQ(s.t, h.t);
      const SweepHit m = sweep(Shape{Obb{off, {1, 1, 1}, Mat3{}}}, -c.motion, Shape{cap}, {});
      EXPECT_EQ(m.t, h.t);
      EXPECT_VEC_NEAR(m.normal, -h.normal, 1e-6f);
    }
  }
}

TEST(SweepCapsuleObb, StartInContactAndMiss) {
  for (const Real o : kOffsets) {
    const Vec3 off = shift(o);
    const Aabb box{kBox.min + off, kBox.max + off};
    // Resting on the top face: an initial overlap, normal down.
    SweepHit h = sweep_capsule_aabb({Vec3{0, 1.25f, 0} + off, Vec3{0, 2.25f, 0} + off, 0.25f}, {1, 0, 0}, box, {});
    EXPECT_EQ(h.status, Status::initial_overlap);
    EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 1e-5f);
    // 1/1024 above it, sliding along it: a miss.
    h = sweep_capsule_aabb({Vec3{-3, 1.2509765625f, 0} + off, Vec3{-2, 1.2509765625f, 0} + off, 0.25f}, {6, 0, 0},
                           box, {});
    EXPECT_EQ(h.status, Status::miss);
    // Beside an edge, passing it 1/1024 clear.
    h = sweep_capsule_obb({Vec3{1.5009765625f, 1.5f, -3} + off, Vec3{1.5009765625f, 1.5f, -3} + off, Real(0.5 * kS2)},
                          {0, 0, 6}, {off, {1, 1, 1}, Mat3{}}, {});
    EXPECT_EQ(h.status, Status::miss);
  }
}

Mat3 random_rotation(std::mt19937& gen) {
  std::normal_distribution<float> n(0, 1);
  return to_mat3(normalized(Quat{n(gen), n(gen), n(gen), n(gen)}));
}

TEST(SweepCapsuleObb, RandomSweepsMatchTheReferenceAtEveryOffset) {
  std::mt19937 gen(4242);
  std::uniform_real_distribution<float> u(-1, 1);
  const auto vec = [&](float s) { return Vec3{s * u(gen), s * u(gen), s * u(gen)}; };
  int hits = 0, checked = 0;
  for (int i = 0; i < 100; ++i) {
    const Vec3 half{0.1f + 0.45f * (u(gen) + 1), 0.1f + 0.45f * (u(gen) + 1), 0.1f + 0.45f * (u(gen) + 1)};
    const Mat3 rotation = i % 4 == 0 ? Mat3{} : random_rotation(gen);
    const Vec3 centre = vec(2.5f), axis = vec(0.8f) * (i % 6 == 0 ? 0.0f : 1.0f);
    const Real r = 0.02f + 0.3f * (u(gen) + 1) * 0.5f;
    const Vec3 d = -centre * (1.2f + u(gen)) + vec(0.6f);
    for (const Real o : kOffsets) {
      const Vec3 off = shift(o);
      const Obb box{off, half, rotation};
      const Capsule c{centre - axis + off, centre + axis + off, r};
      // An Aabb's float corners (rounded at the offset) are the box the reference sees.
      const Aabb aabb{off - half, off + half};
      const SweepHit h = i % 4 == 0 ? sweep_capsule_aabb(c, d, aabb, {}) : sweep_capsule_obb(c, d, box, {});
      const test::RefBox rb = i % 4 == 0 ? test::ref_box_of(aabb) : test::ref_box(box);
      const auto g = [&](double t) {
        test::D3 x, y;
        const test::D3 v = test::d3(d) * t;
        test::ref_segment_closest(test::d3(c.start) + v, test::d3(c.end) + v, [&](test::D3 z) { return rb.closest(z); },
                                  x, y);
        return test::norm(y - x) - r;
      };
      SCOPED_TRACE(::testing::Message() << "case " << i << " offset " << o);
      EXPECT_TRUE(test::MatchesReference(h, test::ref_first_contact(g, test::norm(test::d3(d)), 4e-9)));
      ++checked;
      if (h.status != Status::hit) continue;
      ++hits;
      const double tol = 1e-5 + 4e-7 * o;
      const test::D3 pt = test::d3(h.point);
      EXPECT_LE(test::norm(rb.closest(pt) - pt), tol);
      const test::D3 v = test::d3(d) * double(h.t);
      EXPECT_NEAR(test::norm(test::ref_closest_on_segment(test::d3(c.start) + v, test::d3(c.end) + v, pt) - pt), r, tol);
    }
  }
  EXPECT_GT(hits, checked / 4);
}

TEST(SweepCapsuleObb, InvalidInputNamesTheArgument) {
  const Capsule c{{3, 0, 0}, {4, 0, 0}, 0.5f};
  const Obb b{{}, {1, 1, 1}, Mat3{}};
  const Real nan = std::numeric_limits<Real>::quiet_NaN();
  EXPECT_TRUE(test::IsInvalidInput(sweep_capsule_obb({{0, 0, 0}, {1, 0, 0}, -1}, {}, b, {}), InputError::radius_negative, 0));
  EXPECT_TRUE(test::IsInvalidInput(sweep_capsule_obb(c, {nan, 0, 0}, b, {}), InputError::vector_not_finite, 1));
  EXPECT_EQ(sweep_capsule_obb(c, {}, {{}, {-1, 1, 1}, Mat3{}}, {}).error_argument, 2);
  EXPECT_TRUE(test::IsInvalidInput(sweep_capsule_aabb(c, {}, kBox, {0, 0, nan}), InputError::vector_not_finite, 3));
}

}  // namespace
}  // namespace sweepkit

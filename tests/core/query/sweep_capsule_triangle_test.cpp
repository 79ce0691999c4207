// sweep_capsule_triangle: hand-computed first contacts on the face (an end, and the core landing flat), an edge's
// interior, a corner, a graze, a start in contact and a miss, each with the scene translated far out (the
// coordinates on a 2^-10 grid, exact at every offset: the same t and normal); the issue's floor quad; and random
// sweeps against first_contact_reference.hpp's independent first contact, at offsets 0 to 1e4.
#include "sweepkit/query/sweep_capsule_triangle.hpp"

#include <gtest/gtest.h>

#include <random>

#include "first_contact_checks.hpp"
#include "first_contact_reference.hpp"
#include "sweepkit/query/shape_triangle.hpp"
#include "sweepkit/query/sweep_sphere_triangle.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr Real kOffsets[] = {0, 100, 1000, 10000};

Vec3 shift(Real o) { return {o, Real(-0.5) * o, Real(0.75) * o}; }
Capsule moved(const Capsule& c, Vec3 o) { return {c.start + o, c.end + o, c.radius}; }
Triangle moved(const Triangle& t, Vec3 o) { return {t.a + o, t.b + o, t.c + o}; }

struct Case {
  const char* name;
  Capsule capsule;
  Vec3 motion;
  Triangle triangle;
  Real t;
  Vec3 normal;
  Vec3 point;
  TriangleFeature feature;
};

// Each contact worked by hand (see the comments); every number a multiple of 2^-10.
const Case kCases[] = {
    // An end's sphere on the face: the lower end 1/64 above y = 0 with r 1/4, falling 1/32: t = 1/2.
    {"end on the face", {{0.25f, 0.265625f, 0.125f}, {0.25f, 1.265625f, 0.125f}, 0.25f}, {0.0625f, -0.03125f, 0.03125f},
     {{-2, 0, -2}, {2, 0, 2}, {2, 0, -2}}, 0.5f, {0, -1, 0}, {0.28125f, 0, 0.140625f}, TriangleFeature::face},
    // The core lying along x over a small triangle, both ends beyond it, falling by 1/2 from 1/4 above contact: the
    // core meets edges ab and bc at once (edge ca is parallel to it); ab's crossing, x = −1/4, is reported.
    {"core flat on the face", {{-2, 0.5f, 0}, {2, 0.5f, 0}, 0.25f}, {0, -0.5f, 0},
     {{-0.5f, 0, -0.5f}, {0, 0, 0.5f}, {0.5f, 0, -0.5f}}, 0.5f, {0, -1, 0}, {-0.25f, 0, 0}, TriangleFeature::face},
    // A vertical core at z = 1/2 moving −z by 1/2 meets edge ab (the x axis) when z = r = 1/4: t = 1/2; the closest
    // points are the core's y = 0 and the edge's x = 0, both interior.
    {"core across an edge", {{0, -1, 0.5f}, {0, 1, 0.5f}, 0.25f}, {0, 0, -0.5f},
     {{-1, 0, 0}, {1, 0, 0}, {0, 0, -2}}, 0.5f, {0, 0, -1}, {0, 0, 0}, TriangleFeature::edge_ab},
    // A vertical core at x = 1 moving −x by 1 meets corner a (the origin, the triangle behind it) when x = r = 1/2.
    {"core on a corner", {{1, -1, 0}, {1, 1, 0}, 0.5f}, {-1, 0, 0},
     {{0, 0, 0}, {-2, 0, 1}, {-2, 0, -1}}, 0.5f, {-1, 0, 0}, {0, 0, 0}, TriangleFeature::vertex_a},
    // An end's sphere grazing an edge at the frame's end: the end at (0, −1/2, 1) moving −z by 1 is 1/2 from edge ab
    // (the x axis) only at z = 0, t = 1, and r = 1/2.
    {"end grazes an edge at t = 1", {{0, -0.5f, 1}, {0, -2, 1}, 0.5f}, {0, 0, -1},
     {{-1, 0, 0}, {1, 0, 0}, {0, 0, -2}}, 1.0f, {0, 1, 0}, {0, 0, 0}, TriangleFeature::face},
    // (The normal, along the face normal, makes the feature the face: the rule of kTriangleFaceCosine.)
    // A graze of the core's side past a corner: the core at x = 1/2 moving from z = 1 to z = −1 passes the corner at
    // the origin at distance exactly r = 1/2, at t = 1/2.
    {"graze past a corner", {{0.5f, -1, 1}, {0.5f, 1, 1}, 0.5f}, {0, 0, -2},
     {{0, 0, 0}, {-2, 0, 1}, {-2, 0, -1}}, 0.5f, {-1, 0, 0}, {0, 0, 0}, TriangleFeature::vertex_a},
};

TEST(SweepCapsuleTriangle, HandComputedContactsAtEveryOffset) {
  for (const Case& c : kCases) {
    for (const Real o : kOffsets) {
      SCOPED_TRACE(::testing::Message() << c.name << " at offset " << o);
      const Vec3 off = shift(o);
      TriangleFeature f = TriangleFeature::face;
      const SweepHit h = sweep_capsule_triangle(moved(c.capsule, off), c.motion, moved(c.triangle, off), {}, &f);
      ASSERT_EQ(h.status, Status::hit);
      EXPECT_EQ(h.t, c.t);
      EXPECT_VEC_NEAR(h.normal, c.normal, 1e-6f);
      EXPECT_VEC_NEAR(h.point, c.point + off, 1e-5f + std::fabs(o) * 3e-7f);
      EXPECT_VEC_NEAR(h.position, c.capsule.start + off + c.t * c.motion, 1e-5f + std::fabs(o) * 3e-7f);
      EXPECT_EQ(f, c.feature);
      // The triangle moving by the opposite displacement is the same relative motion.
      const SweepHit g = sweep_capsule_triangle(moved(c.capsule, off), {}, moved(c.triangle, off), -c.motion, &f);
      EXPECT_EQ(g.t, c.t);
      EXPECT_VEC_NEAR(g.normal, c.normal, 1e-6f);
    }
  }
}

TEST(SweepCapsuleTriangle, StartInContactMissAndSphereCapsule) {
  const Triangle floor{{-2, 0, -2}, {2, 0, 2}, {2, 0, -2}};
  for (const Real o : kOffsets) {
    const Vec3 off = shift(o);
    // Resting exactly on the face (the lower end's sphere touches): an initial overlap, normal down.
    SweepHit h = sweep_capsule_triangle(moved(Capsule{{0, 0.25f, 0}, {0, 1.25f, 0}, 0.25f}, off), {1, 0, 0},
                                        moved(floor, off), {});
    EXPECT_EQ(h.status, Status::initial_overlap);
    EXPECT_EQ(h.t, 0);
    EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 1e-5f);
    // Lying across the face, 1/1024 above contact, moving away and then along it: a miss.
    h = sweep_capsule_triangle(moved(Capsule{{-1, 0.2509765625f, 0}, {1, 0.2509765625f, 0}, 0.25f}, off), {0, 1, 0},
                               moved(floor, off), {});
    EXPECT_EQ(h.status, Status::miss);
    EXPECT_EQ(h.t, 1);
    h = sweep_capsule_triangle(moved(Capsule{{-1, 0.2509765625f, 0}, {1, 0.2509765625f, 0}, 0.25f}, off), {1, 0, 1},
                               moved(floor, off), {});
    EXPECT_EQ(h.status, Status::miss);
  }
  // A point capsule is a sphere: sweep_sphere_triangle's answer.
  const Triangle t{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  const SweepHit s = sweep_sphere_triangle({{-3, -3, 0}, 1}, {10, 10, 0}, t, {});
  const SweepHit c = sweep_capsule_triangle({{-3, -3, 0}, {-3, -3, 0}, 1}, {10, 10, 0}, t, {});
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.t, s.t, 2e-7f);
  EXPECT_VEC_NEAR(c.normal, s.normal, 1e-6f);
}

TEST(SweepCapsuleTriangle, IssueFloorQuadFarOut) {
  // Issue 24's repro: a 10 m floor quad around x = X, the capsule's lowest point 10 mm above it, moving 20 mm down.
  // The float inputs say gap / drop = (0.31f − 0.3f) / 0.02f, within 2e-6 of 1/2, the same at every X (only x is
  // translated); the answer must be that t, never the conservative advancement's early one.
  const double expected = (double(0.31f) - double(0.3f)) / double(0.02f);
  for (const Real x : {0.0f, 300.0f, 600.0f, 10000.0f}) {
    SCOPED_TRACE(::testing::Message() << "X = " << x);
    const Triangle t1{{x - 5, 0, -5}, {x + 5, 0, -5}, {x + 5, 0, 5}};
    const Triangle t2{{x - 5, 0, -5}, {x + 5, 0, 5}, {x - 5, 0, 5}};
    const Capsule c{{x + 0.3f, 0.31f, 0.1f}, {x + 0.3f, 1.31f, 0.1f}, 0.3f};
    const Vec3 d{0.02f, -0.02f, 0.01f};
    // The lowest point lands inside t1; t2 (across the diagonal) is met later, at its edge, or not at all.
    const SweepHit h = sweep_capsule_triangle(c, d, t1, {});
    ASSERT_EQ(h.status, Status::hit);
    EXPECT_LE(double(h.t), expected);
    EXPECT_NEAR(double(h.t), expected, 1.2e-7);
    EXPECT_NEAR(h.t, 0.5f, 2e-6f);
    EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 1e-6f);
    EXPECT_GT(sweep_capsule_triangle(c, d, t2, {}).t, h.t);
    // Through the per-triangle narrowphase the mesh uses.
    TriangleFeature f{};
    const SweepHit m = sweep_shape_triangle(Shape{c}, Motion{d, {}}, t1, {}, &f);
    EXPECT_NEAR(double(m.t), expected, 1.2e-7);
    EXPECT_EQ(f, TriangleFeature::face);
  }
}

// The reference's separation at t: the core's distance to the triangle (ternary search along the core) minus r.
test::RefContact reference(const Capsule& c, Vec3 da, const Triangle& tri, double scale) {
  const test::D3 p = test::d3(c.start), q = test::d3(c.end), v = test::d3(da);
  const test::D3 a = test::d3(tri.a), b = test::d3(tri.b), e = test::d3(tri.c);
  const auto g = [&](double t) {
    test::D3 x, y;
    test::ref_segment_closest(p + v * t, q + v * t, [&](test::D3 z) { return test::ref_closest_on_triangle(a, b, e, z); },
                              x, y);
    return test::norm(y - x) - c.radius;
  };
  return test::ref_first_contact(g, test::norm(v), 1e-9 * scale);
}

TEST(SweepCapsuleTriangle, RandomSweepsMatchTheReferenceAtEveryOffset) {
  std::mt19937 gen(24);
  std::uniform_real_distribution<float> u(-1, 1);
  const auto vec = [&](float s) { return Vec3{s * u(gen), s * u(gen), s * u(gen)}; };
  int hits = 0, checked = 0;
  for (int i = 0; i < 80; ++i) {
    const Triangle tri{vec(1), vec(1), vec(1)};
    const Vec3 centre = vec(2);
    const Vec3 axis = vec(0.8f) * (i % 5 == 0 ? 0.0f : 1.0f);  // some point capsules
    const Real r = 0.02f + 0.4f * (u(gen) + 1) * 0.5f;
    const Vec3 aim = (tri.a + tri.b + tri.c) * (1.0f / 3) - centre;
    const Vec3 d = aim * (1.2f + u(gen)) + vec(0.5f);
    for (const Real o : kOffsets) {
      const Vec3 off = shift(o);
      const Capsule c{centre - axis + off, centre + axis + off, r};
      const Triangle t = moved(tri, off);
      const test::RefContact ref = reference(c, d, t, 4);
      const SweepHit h = sweep_capsule_triangle(c, d, t, {});
      SCOPED_TRACE(::testing::Message() << "case " << i << " offset " << o);
      EXPECT_TRUE(test::MatchesReference(h, ref));
      ++checked;
      if (h.status == Status::hit) {
        ++hits;
        // The point is on the triangle and r from the core at t.
        const test::D3 pt = test::d3(h.point);
        const test::D3 on = test::ref_closest_on_triangle(test::d3(t.a), test::d3(t.b), test::d3(t.c), pt);
        const double tol = 1e-5 + 4e-7 * o;
        EXPECT_LE(test::norm(on - pt), tol);
        const test::D3 v = test::d3(d) * double(h.t);
        const test::D3 core = test::ref_closest_on_segment(test::d3(c.start) + v, test::d3(c.end) + v, pt);
        EXPECT_NEAR(test::norm(core - pt), r, tol);
      }
    }
  }
  EXPECT_GT(hits, checked / 4);  // the aim keeps most cases hitting
}

TEST(SweepCapsuleTriangle, InvalidInputNamesTheArgument) {
  const Triangle t{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  const Real nan = std::numeric_limits<Real>::quiet_NaN();
  EXPECT_TRUE(test::IsInvalidInput(sweep_capsule_triangle({{0, 0, 1}, {0, 0, 2}, -1}, {}, t, {}), InputError::radius_negative, 0));
  EXPECT_TRUE(test::IsInvalidInput(sweep_capsule_triangle({{0, 0, 1}, {0, 0, 2}, 1}, {nan, 0, 0}, t, {}), InputError::vector_not_finite, 1));
  EXPECT_TRUE(test::IsInvalidInput(sweep_capsule_triangle({{0, 0, 1}, {0, 0, 2}, 1}, {}, {{nan, 0, 0}, {}, {}}, {}), InputError::vector_not_finite, 2));
  EXPECT_TRUE(test::IsInvalidInput(sweep_capsule_triangle({{0, 0, 1}, {0, 0, 2}, 1}, {}, t, {0, nan, 0}), InputError::vector_not_finite, 3));
}

}  // namespace
}  // namespace sweepkit

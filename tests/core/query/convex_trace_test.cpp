// trace_contact_convex and trace_time_of_impact_convex (convex_trace.cpp): the traces of the playground's GJK, EPA
// and conservative-advancement panels are of the very computation contact() and sweep_rotating() answer with where
// they run GJK/EPA and conservative advancement. For random capsule–OBB pairs in both orders (a pair the dispatch
// sends to GJK; spheres, boxes against boxes and capsules against capsules have closed forms), the traced contact is
// contact()'s bit for bit, and the traced time of impact of a turning pair is sweep_rotating()'s; the steps end
// where the answers are; invalid input is named as the queries name it; a plane has no trace.

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

#include "random_shapes.hpp"
#include "sweepkit/math/quat.hpp"
#include "sweepkit/query/convex_trace.hpp"
#include "sweepkit/dispatch/dispatch.hpp"

namespace sweepkit {
namespace {

bool same_bits(Vec3 a, Vec3 b) { return std::memcmp(&a, &b, sizeof(Vec3)) == 0; }

Obb random_obb(test::RandomShapes& rng) {
  Obb b;
  b.center = rng.vec(-1.5f, 1.5f);
  b.half_size = {rng.uniform(0.1f, 1), rng.uniform(0.1f, 1), rng.uniform(0.1f, 1)};
  b.rotation = to_mat3(from_rotation_vector(rng.direction() * rng.uniform(0, 3)));
  return b;
}

TEST(ConvexTrace, TheTracedContactIsContactsInBothOrders) {
  test::RandomShapes rng(77);
  int overlapping = 0, apart = 0;
  for (int i = 0; i < 400; ++i) {
    const Shape a = rng.capsule({}, 1.5f), b = random_obb(rng);
    for (const bool swap : {false, true}) {
      const Shape& p = swap ? b : a;
      const Shape& q = swap ? a : b;
      const Contact c = contact(p, q);
      const ConvexContactTrace t = trace_contact_convex(p, q);
      ASSERT_TRUE(t.supported) << i;
      ASSERT_EQ(t.contact.status, c.status) << i;
      EXPECT_EQ(t.contact.depth, c.depth) << i;
      EXPECT_TRUE(same_bits(t.contact.normal, c.normal)) << i;
      EXPECT_TRUE(same_bits(t.contact.point_a, c.point_a)) << i;
      EXPECT_TRUE(same_bits(t.contact.point_b, c.point_b)) << i;
      // The steps end at the answer: GJK's last step's closest point is B − A's at the distance it reports, and
      // EPA ran exactly when the cores overlap.
      ASSERT_FALSE(t.record.gjk_trace.steps.empty()) << i;
      EXPECT_EQ(t.record.has_epa, t.record.gjk.overlap) << i;
      if (t.record.has_epa) {
        ++overlapping;
        EXPECT_FALSE(t.record.epa_trace.steps.empty()) << i;
      } else {
        ++apart;
        // Apart: the distance of the cores, less the radii, is the gap (negative: the rounded shapes touch).
        EXPECT_EQ(c.hit(), t.record.gjk.distance <= t.radius_a + t.radius_b) << i;
      }
    }
  }
  EXPECT_GT(overlapping, 30);  // of 800 runs: cores overlapping (EPA) and apart (GJK alone) both common
  EXPECT_GT(apart, 300);
}

TEST(ConvexTrace, TheTracedTimeOfImpactIsSweepRotatingsForATurningPair) {
  test::RandomShapes rng(78);
  int hits = 0;
  for (int i = 0; i < 200; ++i) {
    const Shape a = random_obb(rng);
    const Shape b = rng.chance(0.5f) ? Shape(rng.capsule({}, 1.5f)) : Shape(random_obb(rng));
    const Motion ma{rng.motion(3), rng.direction() * rng.uniform(0.5f, 4)};  // the box turns
    const Motion mb{rng.motion(1), {}};
    const SweepHit h = sweep_rotating(a, ma, b, mb);
    const ConvexSweepTrace t = trace_time_of_impact_convex(a, ma, b, mb);
    ASSERT_TRUE(t.supported) << i;
    ASSERT_EQ(t.hit.status, h.status) << i;
    EXPECT_EQ(t.hit.t, h.t) << i;
    // The trace's normal is in the run's order: from B to A when it ran as (b, a).
    const Vec3 n = t.mirrored ? -t.hit.normal : t.hit.normal;
    if (h.hit()) {
      ++hits;
      EXPECT_NEAR(n.x, h.normal.x, 1e-6f) << i;
      EXPECT_NEAR(n.y, h.normal.y, 1e-6f) << i;
      EXPECT_NEAR(n.z, h.normal.z, 1e-6f) << i;
      ASSERT_FALSE(t.trace.steps.empty()) << i;
      EXPECT_LE(t.trace.steps.back().t, t.hit.t + 1e-6f) << i;
    }
  }
  EXPECT_GT(hits, 20);
}

TEST(ConvexTrace, InvalidInputIsNamedAsTheQueriesNameIt) {
  const Sphere good{{0, 0, 0}, 1};
  const Sphere bad{{NAN, 0, 0}, 1};
  const ConvexContactTrace c = trace_contact_convex(good, bad);
  EXPECT_EQ(c.contact.status, Status::invalid_input);
  EXPECT_EQ(c.contact.error_argument, 1);
  EXPECT_EQ(c.contact.error, contact(good, bad).error);
  const ConvexSweepTrace s = trace_time_of_impact_convex(good, Motion{{0, 0, 0}, {NAN, 0, 0}}, good, Motion{});
  EXPECT_EQ(s.hit.status, Status::invalid_input);
  EXPECT_EQ(s.hit.error_argument, 1);
  EXPECT_EQ(s.hit.error, InputError::vector_not_finite);
}

TEST(ConvexTrace, APlaneHasNoTrace) {
  const ConvexContactTrace c = trace_contact_convex(Sphere{{0, 2, 0}, 1}, Plane{{0, 1, 0}, 0});
  EXPECT_FALSE(c.supported);
  EXPECT_NE(c.contact.status, Status::invalid_input);
}

}  // namespace
}  // namespace sweepkit

#include "sweepkit/query/sat_trace.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "manifold_test_util.hpp"
#include "sweepkit/math/quat.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

const Real kRoot2 = std::sqrt(Real(2));

Obb box(Vec3 c, Vec3 h, Mat3 r = {}) { return {c, h, r}; }
Mat3 rot(Vec3 rotation_vector) { return to_mat3(from_rotation_vector(rotation_vector)); }

void ExpectAxis(const SatTraceAxis& t, Vec3 axis, Real min_a, Real max_a, Real min_b, Real max_b, Real separation,
                Real tol = 2e-6f) {
  EXPECT_FALSE(t.skipped);
  EXPECT_VEC_NEAR(t.axis, axis, tol);
  EXPECT_NEAR(t.min_a, min_a, tol);
  EXPECT_NEAR(t.max_a, max_a, tol);
  EXPECT_NEAR(t.min_b, min_b, tol);
  EXPECT_NEAR(t.max_b, max_b, tol);
  EXPECT_NEAR(t.separation, separation, tol);
}

TEST(TraceSatObbObb, AxisAlignedBoxesOverlapOnTheirYFaceBy005) {
  // A: half 1 at the origin; B: half 1 at (0.5, 1.95, 0.3). On x, y, z: B's interval is its centre ± 1.
  const SatTrace t = trace_sat_obb_obb(box({0, 0, 0}, {1, 1, 1}), box({0.5f, 1.95f, 0.3f}, {1, 1, 1}));
  ASSERT_TRUE(t.manifold.hit());
  ExpectAxis(t.axes[0], {1, 0, 0}, -1, 1, -0.5f, 1.5f, -1.5f);
  ExpectAxis(t.axes[1], {0, 1, 0}, -1, 1, 0.95f, 2.95f, -0.05f);
  ExpectAxis(t.axes[2], {0, 0, 1}, -1, 1, -0.7f, 1.3f, -1.7f);
  ExpectAxis(t.axes[4], {0, 1, 0}, -1, 1, 0.95f, 2.95f, -0.05f);
  EXPECT_EQ(t.axes[4].kind, SatAxisKind::face_b);
  EXPECT_EQ(t.axes[4].index_b, 1);
  // Edge axes: a_i × b_i = 0 is skipped; x × y = z, y × x = -z (A's interval [-1, 1], B's ±[-0.7, 1.3]).
  for (int k : {6, 10, 14}) EXPECT_TRUE(t.axes[k].skipped) << k;
  ExpectAxis(t.axes[7], {0, 0, 1}, -1, 1, -0.7f, 1.3f, -1.7f);
  ExpectAxis(t.axes[9], {0, 0, -1}, -1, 1, -1.3f, 0.7f, -1.7f);
  EXPECT_EQ(t.axes[7].kind, SatAxisKind::edge_edge);
  EXPECT_EQ(t.axes[7].index_a, 0);
  EXPECT_EQ(t.axes[7].index_b, 1);
  // A's +y face wins the tie with B's -y face; B's -y face (2·1 + 1) is the incident one, clipped to 4 points.
  EXPECT_EQ(t.best, 1);
  EXPECT_EQ(t.reference_shape, 0);
  EXPECT_EQ(t.reference_face, 2);
  EXPECT_EQ(t.incident_face, 3);
  EXPECT_EQ(t.edge_a, -1);
  EXPECT_NEAR(t.manifold.depth, 0.05f, 1e-6);
  EXPECT_VEC_NEAR(t.manifold.normal, (Vec3{0, 1, 0}), 0);
  EXPECT_EQ(t.manifold.point_count, 4);
}

TEST(TraceSatObbObb, SwappedArgumentsSwapTheRolesButNotTheAnswer) {
  // The same pair as (B, A): contact_obb_obb keeps the reference face of the canonical order (the box at the
  // origin), now shape B's face axis 1 (index 4), normal -y.
  const SatTrace t = trace_sat_obb_obb(box({0.5f, 1.95f, 0.3f}, {1, 1, 1}), box({0, 0, 0}, {1, 1, 1}));
  ASSERT_TRUE(t.manifold.hit());
  ExpectAxis(t.axes[0], {1, 0, 0}, -0.5f, 1.5f, -1, 1, -1.5f);
  ExpectAxis(t.axes[4], {0, 1, 0}, 0.95f, 2.95f, -1, 1, -0.05f);
  ExpectAxis(t.axes[7], {0, 0, 1}, -0.7f, 1.3f, -1, 1, -1.7f);   // B's x × A's y = z
  ExpectAxis(t.axes[9], {0, 0, -1}, -1.3f, 0.7f, -1, 1, -1.7f);  // y × x = -z
  EXPECT_EQ(t.best, 4);
  EXPECT_EQ(t.reference_shape, 1);
  EXPECT_EQ(t.reference_face, 2);
  EXPECT_EQ(t.incident_face, 3);
  EXPECT_VEC_NEAR(t.manifold.normal, (Vec3{0, -1, 0}), 0);
  EXPECT_NEAR(t.manifold.depth, 0.05f, 1e-6);
}

TEST(TraceSatObbObb, BoxRotated45DegreesAboutZRestsOnItsEdge) {
  // B (half 1) turned 45° about z: b0 = (1, 1, 0)/√2, b1 = (-1, 1, 0)/√2, b2 = z; its centre y = 1 + √2 - 0.1,
  // so its lowest edge is at y = 0.9. B's radius on x and y is √2, A's radius on b0 and b1 is √2.
  const Real yc = 1 + kRoot2 - 0.1f;
  const SatTrace t = trace_sat_obb_obb(box({0, 0, 0}, {1, 1, 1}), box({0, yc, 0}, {1, 1, 1}, rot({0, 0, Real(M_PI / 4)})));
  ASSERT_TRUE(t.manifold.hit());
  const Real r = kRoot2, s = kRoot2 / 2, tol = 1e-5f;
  ExpectAxis(t.axes[0], {1, 0, 0}, -1, 1, -r, r, -1 - r, tol);
  ExpectAxis(t.axes[1], {0, 1, 0}, -1, 1, yc - r, yc + r, -0.1f, tol);
  ExpectAxis(t.axes[2], {0, 0, 1}, -1, 1, -1, 1, -2, tol);
  // On b0 and b1, B's centre projects to yc/√2; the separation is 0.9/√2 - √2.
  ExpectAxis(t.axes[3], {s, s, 0}, -r, r, yc * s - 1, yc * s + 1, 0.9f / kRoot2 - kRoot2, tol);
  ExpectAxis(t.axes[4], {-s, s, 0}, -r, r, yc * s - 1, yc * s + 1, 0.9f / kRoot2 - kRoot2, tol);
  ExpectAxis(t.axes[8], {0, -1, 0}, -1, 1, -yc - r, -yc + r, -0.1f, tol);  // x × z = -y
  ExpectAxis(t.axes[11], {1, 0, 0}, -1, 1, -r, r, -1 - r, tol);            // y × z = x
  ExpectAxis(t.axes[12], {-s, s, 0}, -r, r, yc * s - 1, yc * s + 1, 0.9f / kRoot2 - kRoot2, tol);  // z × b0 = b1
  EXPECT_TRUE(t.axes[14].skipped);  // z × z
  // A's +y face and the edge axis -y tie at 0.1: the face is kept. B's faces ±b0 and ±b1 are equally
  // anti-parallel to +y; the first, -b0 (2·0 + 1), is incident; it touches along one edge: 2 points.
  EXPECT_EQ(t.best, 1);
  EXPECT_EQ(t.reference_shape, 0);
  EXPECT_EQ(t.reference_face, 2);
  EXPECT_EQ(t.incident_face, 1);
  EXPECT_NEAR(t.manifold.depth, 0.1f, 2e-6);
  EXPECT_EQ(t.manifold.point_count, 2);
}

TEST(TraceSatObbObb, SeparatedBoxesReportTheFirstSeparatingAxis) {
  // B 2.5 above A in z: A's z face axis (index 2) separates by 0.5, as do the edge axes x × y and y × x later.
  const SatTrace t = trace_sat_obb_obb(box({0, 0, 0}, {1, 1, 1}), box({0.5f, 0, 2.5f}, {1, 1, 1}));
  EXPECT_EQ(t.manifold.status, Status::miss);
  EXPECT_EQ(t.best, 2);
  EXPECT_NEAR(t.axes[2].separation, 0.5f, 1e-6);
  EXPECT_NEAR(t.axes[7].separation, 0.5f, 1e-6);
  EXPECT_LT(t.axes[0].separation, 0);
  EXPECT_EQ(t.reference_shape, -1);
  EXPECT_EQ(t.manifold.point_count, 0);
}

TEST(TraceSatObbObb, CrossingEdgesWinOnTheirEdgeAxis) {
  // A: 45° about z (a0 = (1, 1, 0)/√2, a1 = (-1, 1, 0)/√2, a2 = z), top edge along z at y = √2. B: 45° about x
  // (b0 = x, b1 = (0, 1, 1)/√2, b2 = (0, -1, 1)/√2) at y = cy = 2√2 - 0.1, bottom edge along x at y = √2 - 0.1.
  // Edge axis a2 × b0 = z × x = y (index 6 + 3·2 + 0): both radii √2, separation cy - 2√2 = -0.1. On A's face
  // axis a0: cy/√2 - 1 - (1/√2 + 1) ≈ -0.78, far deeper, so the edge axis wins.
  const Real cy = 2 * kRoot2 - 0.1f, tol = 1e-5f;
  const SatTrace t = trace_sat_obb_obb(box({0, 0, 0}, {1, 1, 1}, rot({0, 0, Real(M_PI / 4)})),
                                       box({0, cy, 0}, {1, 1, 1}, rot({Real(M_PI / 4), 0, 0})));
  ASSERT_TRUE(t.manifold.hit());
  ExpectAxis(t.axes[12], {0, 1, 0}, -kRoot2, kRoot2, cy - kRoot2, cy + kRoot2, -0.1f, tol);
  EXPECT_NEAR(t.axes[0].separation, cy / kRoot2 - 2 - 1 / kRoot2, tol);
  EXPECT_EQ(t.best, 12);
  EXPECT_EQ(t.reference_shape, -1);
  EXPECT_EQ(t.reference_face, -1);
  // A's edge along a2 on the +a0, +a1 sides (4·2 + 0); B's along b0 on the -b1, +b2 sides (4·0 + 1).
  EXPECT_EQ(t.edge_a, 8);
  EXPECT_EQ(t.edge_b, 1);
  EXPECT_EQ(t.manifold.point_count, 1);
  EXPECT_NEAR(t.manifold.depth, 0.1f, tol);
}

TEST(TraceSatObbObb, InvalidInputIsNamedAsContactObbObbNamesIt) {
  const Obb ok = box({0, 0, 0}, {1, 1, 1});
  const SatTrace t = trace_sat_obb_obb(ok, box({0, 0, 0}, {1, -1, 1}));
  EXPECT_EQ(t.manifold.status, Status::invalid_input);
  EXPECT_EQ(t.manifold.error, InputError::half_size_negative);
  EXPECT_EQ(t.manifold.error_argument, 1);
  EXPECT_EQ(t.best, -1);
}

TEST(TraceSatObbObb, RandomPairsAgreeWithContactObbObbAndTheCornerProjections) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> u(-1, 1);
  std::uniform_real_distribution<float> h(0.2f, 1.5f);
  int hits = 0, misses = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const Obb a = box({u(rng), u(rng), u(rng)}, {h(rng), h(rng), h(rng)}, rot(Vec3{u(rng), u(rng), u(rng)} * 3));
    const Obb b = box({u(rng) * 2, u(rng) * 2, u(rng) * 2}, {h(rng), h(rng), h(rng)}, rot(Vec3{u(rng), u(rng), u(rng)} * 3));
    const SatTrace t = trace_sat_obb_obb(a, b);
    const ContactManifold m = contact_obb_obb(a, b);
    ASSERT_EQ(t.manifold.status, m.status);
    ASSERT_GE(t.best, 0);
    const std::vector<Vec3> ca = test::BoxCorners(a), cb = test::BoxCorners(b);
    for (int k = 0; k < 15; ++k) {
      const SatTraceAxis& x = t.axes[k];
      if (x.skipped) continue;
      // Independently: the intervals are the extreme projections of the 8 corners, and the separation the gap.
      Real amin = 1e30f, amax = -1e30f, bmin = 1e30f, bmax = -1e30f;
      for (Vec3 p : ca) amin = std::min(amin, dot(p, x.axis)), amax = std::max(amax, dot(p, x.axis));
      for (Vec3 p : cb) bmin = std::min(bmin, dot(p, x.axis)), bmax = std::max(bmax, dot(p, x.axis));
      EXPECT_NEAR(length(x.axis), 1, 1e-5);
      EXPECT_NEAR(x.min_a, amin, 2e-5f);
      EXPECT_NEAR(x.max_a, amax, 2e-5f);
      EXPECT_NEAR(x.min_b, bmin, 2e-5f);
      EXPECT_NEAR(x.max_b, bmax, 2e-5f);
      EXPECT_NEAR(x.separation, std::max(bmin - amax, amin - bmax), 4e-5f);
      if (!m.hit() && k < t.best) {
        EXPECT_LE(x.separation, 0) << "trial " << trial << " axis " << k;
      }
    }
    if (!m.hit()) {
      ++misses;
      EXPECT_GT(t.axes[t.best].separation, 0);
      continue;
    }
    ++hits;
    // The winning axis is contact_obb_obb's: its depth and (up to the direction towards B) its normal.
    EXPECT_EQ(t.manifold.depth, m.depth);
    EXPECT_VEC_NEAR(t.manifold.normal, m.normal, 0);
    EXPECT_EQ(t.manifold.point_count, m.point_count);
    EXPECT_EQ(std::max(-t.axes[t.best].separation, Real(0)), m.depth) << "trial " << trial;
    EXPECT_NEAR(std::fabs(dot(t.axes[t.best].axis, m.normal)), 1, 1e-6) << "trial " << trial;
    for (int k = 0; k < m.point_count; ++k) EXPECT_EQ(t.manifold.points[k].id, m.points[k].id);
  }
  EXPECT_GT(hits, 100);
  EXPECT_GT(misses, 20);
}

}  // namespace
}  // namespace sweepkit

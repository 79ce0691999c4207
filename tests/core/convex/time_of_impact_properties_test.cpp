// time_of_impact over random cases: against the analytic sweeps (translation), and, with rotation, never after the
// first contact found by sampling the motion at 1000 steps with contact_convex.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "convex/distance_reference.hpp"
#include "query/random_shapes.hpp"
#include "sweepkit/convex/contact_convex.hpp"
#include "sweepkit/convex/gjk.hpp"
#include "sweepkit/convex/time_of_impact.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

/// Distance between the shapes at fraction t of their motions (negative: the cores are within the radii).
Real separation_at(const PosedProxy& a, const Motion& ma, const PosedProxy& b, const Motion& mb, Real t) {
  const GjkResult g = gjk_distance(a.proxy, pose_at(a.pose, ma, t), b.proxy, pose_at(b.pose, mb, t));
  return g.distance - a.proxy.radius - b.proxy.radius;
}

/// Checks one translation case against the analytic sweep's result `exact`; returns the iteration count.
template <class A, class B>
int check_against_exact(const A& a, Vec3 da, const B& b, Vec3 db, const SweepHit& exact, int case_index) {
  const PosedProxy pa = proxy_of(a), pb = proxy_of(b);
  const Motion ma{da, {}}, mb{db, {}};
  int iterations = 0;
  const SweepHit mine = time_of_impact(pa.proxy, pa.pose, ma, pb.proxy, pb.pose, mb, &iterations);
  const Real target = time_of_impact_target(pa.proxy, pb.proxy);
  // Tolerance on distances: GJK and the analytic sweeps each round at ~1e-6 of the coordinates.
  const Real slack = Real(2e-5) * (1 + length(pa.pose.position) + length(pb.pose.position) + length(da) + length(db));
  SCOPED_TRACE(::testing::Message() << "case " << case_index << " exact " << static_cast<int>(exact.status) << " t "
                                    << exact.t << ", mine " << static_cast<int>(mine.status) << " t " << mine.t);
  EXPECT_TRUE(test::AllFinite(mine));
  if (exact.status == Status::initial_overlap || mine.status == Status::initial_overlap) {
    // Both, or a pair touching within rounding at the start.
    if (exact.status != mine.status) {
      EXPECT_LE(std::fabs(separation_at(pa, ma, pb, mb, 0)), slack);
    }
    return iterations;
  }
  if (mine.hit()) {
    // Never after the exact first contact, and within the target of touching at t.
    if (exact.hit()) {
      EXPECT_LE(mine.t, exact.t + slack / std::max(Real(1e-3), length(da - db)));
    }
    const Real sep = separation_at(pa, ma, pb, mb, mine.t);
    EXPECT_LE(sep, target + slack);
    EXPECT_GE(sep, -slack);
    EXPECT_NEAR(length(mine.normal), 1, 1e-4);
  } else {
    // A miss: the exact sweep misses too, or only grazes within the target.
    if (exact.hit()) {
      EXPECT_LE(separation_at(pa, ma, pb, mb, exact.t), target + slack);
    }
  }
  return iterations;
}

constexpr int kCases = 1500;

/// Histogram of iteration counts, printed once per test (the measurement the report quotes).
struct Histogram {
  std::map<int, int> counts;
  void add(int n) { ++counts[n]; }
  int max() const { return counts.empty() ? 0 : counts.rbegin()->first; }
  void print(const char* name) const {
    std::printf("[ iterations ] %s:", name);
    for (const auto& [k, v] : counts) std::printf(" %d:%d", k, v);
    std::printf("\n");
  }
};

TEST(TimeOfImpactProperties, SphereSphereMatchesTheAnalyticSweep) {
  test::RandomShapes rnd(11);
  Histogram h;
  for (int i = 0; i < kCases; ++i) {
    rnd.begin_case();
    const Sphere a = rnd.sphere({}, 4), b = rnd.sphere({}, 4);
    const Vec3 da = rnd.motion(6), db = rnd.motion(6);
    h.add(check_against_exact(a, da, b, db, sweep_sphere_sphere(a, da, b, db), i));
  }
  h.print("sphere-sphere");
  EXPECT_LT(h.max(), kTimeOfImpactMaxIterations);
}

TEST(TimeOfImpactProperties, SphereAabbMatchesTheAnalyticSweep) {
  test::RandomShapes rnd(22);
  Histogram h;
  for (int i = 0; i < kCases; ++i) {
    rnd.begin_case();
    const Sphere a = rnd.sphere({}, 4);
    const Aabb b = rnd.aabb({}, 4);
    const Vec3 da = rnd.motion(6), db = rnd.motion(6);
    h.add(check_against_exact(a, da, b, db, sweep_sphere_aabb(a, da, b, db), i));
  }
  h.print("sphere-aabb");
  EXPECT_LT(h.max(), kTimeOfImpactMaxIterations);
}

TEST(TimeOfImpactProperties, AabbAabbMatchesTheAnalyticSweep) {
  test::RandomShapes rnd(33);
  Histogram h;
  for (int i = 0; i < kCases; ++i) {
    rnd.begin_case();
    const Aabb a = rnd.aabb({}, 4), b = rnd.aabb({}, 4);
    const Vec3 da = rnd.motion(6), db = rnd.motion(6);
    h.add(check_against_exact(a, da, b, db, sweep_aabb_aabb(a, da, b, db), i));
  }
  h.print("aabb-aabb");
  EXPECT_LT(h.max(), kTimeOfImpactMaxIterations);
}

/// A random oriented box.
Obb random_obb(test::RandomShapes& rnd, Real spread) {
  const Vec3 half{rnd.uniform(Real(0.02), 2), rnd.uniform(Real(0.02), 2), rnd.uniform(Real(0.02), 2)};
  return {rnd.vec(-spread, spread), half, to_mat3(from_rotation_vector(rnd.vec(-3, 3)))};
}

/// The distance in double between the proxies of the rotating test at t: kind 0 two boxes, 1 a capsule and a box,
/// 2 two capsules (a box proxy's corner 7 is its half size; a capsule proxy's points are its ends about its pose).
double reference_separation(int kind, const PosedProxy& a, const Motion& ma, const PosedProxy& b, const Motion& mb,
                            Real t) {
  using namespace reference;
  const DMotion da{d3(a.pose.position), dquat(a.pose.rotation), d3(ma.linear), d3(ma.angular)};
  const DMotion db{d3(b.pose.position), dquat(b.pose.rotation), d3(mb.linear), d3(mb.angular)};
  const auto capsule = [t](const PosedProxy& p, const DMotion& m) {
    return capsule_at(d3(p.proxy.inline_points[0]), d3(p.proxy.inline_points[1]), p.proxy.radius, m, t);
  };
  const auto box = [t](const PosedProxy& p, const DMotion& m) { return box_at(d3(p.proxy.inline_points[7]), m, t); };
  if (kind == 0) return box_box_distance(box(a, da), box(b, db));
  if (kind == 1) return capsule_box_distance(capsule(a, da), box(b, db));
  return capsule_capsule_distance(capsule(a, da), capsule(b, db));
}

TEST(TimeOfImpactProperties, RotatingShapesNeverHitAfterTheSampledFirstContact) {
  test::RandomShapes rnd(44);
  Histogram h;
  int hits = 0;
  for (int i = 0; i < 400; ++i) {
    rnd.begin_case(0);
    PosedProxy a, b;
    switch (i % 3) {
      case 0:
        a = proxy_of(random_obb(rnd, 3));
        b = proxy_of(random_obb(rnd, 3));
        break;
      case 1:
        a = proxy_of(rnd.capsule({}, 3));
        b = proxy_of(random_obb(rnd, 3));
        break;
      default:
        a = proxy_of(rnd.capsule({}, 3));
        b = proxy_of(rnd.capsule({}, 3));
        break;
    }
    const Motion ma{rnd.motion(5), rnd.vec(-4, 4)}, mb{rnd.motion(5), rnd.vec(-4, 4)};
    int iterations = 0;
    const SweepHit mine = time_of_impact(a.proxy, a.pose, ma, b.proxy, b.pose, mb, &iterations);
    h.add(iterations);
    const Real target = time_of_impact_target(a.proxy, b.proxy);
    SCOPED_TRACE(::testing::Message() << "case " << i << " status " << static_cast<int>(mine.status) << " t " << mine.t);
    // The first of 1001 samples t = k / 1000 at which the shapes touch (depth beyond rounding).
    int first = -1;
    for (int k = 0; k <= 1000 && first < 0; ++k) {
      const Real t = Real(k) / 1000;
      const Contact c = contact_convex(a.proxy, pose_at(a.pose, ma, t), b.proxy, pose_at(b.pose, mb, t));
      if (c.hit() && c.depth > Real(1e-4)) first = k;
    }
    if (first >= 0) {
      ASSERT_TRUE(mine.hit()) << "tunnelled: sampled contact at t = " << Real(first) / 1000;
      EXPECT_LE(mine.t, Real(first) / 1000 + Real(1e-6));
    }
    if (mine.status == Status::hit) {
      ++hits;
      // The separation at t in double, from the shapes' features (distance_reference.hpp): a cold GJK run in float
      // can stop a few 1e-4 above the distance at such small gaps.
      const Real sep = Real(reference_separation(i % 3, a, ma, b, mb, mine.t));
      EXPECT_GE(sep, Real(-1e-4));
      if (iterations < kTimeOfImpactMaxIterations) {
        EXPECT_LE(sep, target + Real(1e-4));
      }
    }
  }
  h.print("rotating obb/capsule");
  EXPECT_GT(hits, 50);  // the set exercises hits, not only misses
}

}  // namespace
}  // namespace sweepkit

// The boolean overlap fast paths: hit (touching counts), miss, invalid input, and agreement with the
// matching contact test on random cases (they share one touching predicate).
#include <gtest/gtest.h>

#include <random>

#include "contact_test_util.hpp"
#include "sweepkit/query/contact_aabb_aabb.hpp"
#include "sweepkit/query/contact_aabb_plane.hpp"
#include "sweepkit/query/contact_sphere_aabb.hpp"
#include "sweepkit/query/contact_capsule_capsule.hpp"
#include "sweepkit/query/contact_sphere_capsule.hpp"
#include "sweepkit/query/contact_sphere_plane.hpp"
#include "sweepkit/query/contact_sphere_sphere.hpp"
#include "sweepkit/query/overlap_aabb_aabb.hpp"
#include "sweepkit/query/overlap_aabb_plane.hpp"
#include "sweepkit/query/overlap_capsule_capsule.hpp"
#include "sweepkit/query/overlap_sphere_aabb.hpp"
#include "sweepkit/query/overlap_sphere_capsule.hpp"
#include "sweepkit/query/overlap_sphere_plane.hpp"
#include "sweepkit/query/overlap_sphere_sphere.hpp"
#include "sweepkit/math/segment.hpp"

namespace sweepkit {
namespace {

const Plane kGround{{0, 1, 0}, 0};
const Aabb kUnit{{0, 0, 0}, {1, 1, 1}};

// ---- hit, touching, miss --------------------------------------------------------------------------------

TEST(OverlapSphereSphere, OverlappingTouchingSeparated) {
  EXPECT_TRUE(overlap_sphere_sphere({{0, 0, 0}, 1}, {{1.5f, 0, 0}, 1}).hit());   // 1.5 < 2
  EXPECT_TRUE(overlap_sphere_sphere({{0, 0, 0}, 1}, {{0, 0, 3}, 2}).hit());      // 3 = 3: touching
  EXPECT_TRUE(overlap_sphere_sphere({{5, 5, 5}, 0}, {{5, 5, 5}, 0}).hit());      // coincident points
  EXPECT_EQ(overlap_sphere_sphere({{0, 0, 0}, 1}, {{0, 3.01f, 0}, 2}).status, Status::miss);
}

TEST(OverlapAabbAabb, OverlappingTouchingSeparated) {
  EXPECT_TRUE(overlap_aabb_aabb(kUnit, {{0.5f, 0.5f, 0.5f}, {2, 2, 2}}).hit());
  EXPECT_TRUE(overlap_aabb_aabb(kUnit, {{1, 1, 1}, {2, 2, 2}}).hit());  // corners meet
  EXPECT_TRUE(overlap_aabb_aabb(kUnit, kUnit).hit());
  EXPECT_EQ(overlap_aabb_aabb(kUnit, {{0, 0, 1.01f}, {1, 1, 2}}).status, Status::miss);
}

TEST(OverlapSphereAabb, OverlappingTouchingSeparated) {
  EXPECT_TRUE(overlap_sphere_aabb({{0.5f, 1.5f, 0.5f}, 1}, kUnit).hit());           // 0.5 from the top face
  EXPECT_TRUE(overlap_sphere_aabb({{1.6f, 1.8f, 0.5f}, 1}, kUnit).hit());           // 1 from the edge: touching
  EXPECT_TRUE(overlap_sphere_aabb({{0.5f, 0.5f, 0.5f}, 0}, kUnit).hit());           // point inside
  EXPECT_EQ(overlap_sphere_aabb({{2, 2, 2}, 1.7f}, kUnit).status, Status::miss);  // corner sqrt(3) > 1.7
}

TEST(OverlapSpherePlane, OverlappingTouchingSeparated) {
  EXPECT_TRUE(overlap_sphere_plane({{0, 0.5f, 0}, 1}, kGround).hit());
  EXPECT_TRUE(overlap_sphere_plane({{0, -1, 0}, 1}, kGround).hit());  // touching from below
  EXPECT_EQ(overlap_sphere_plane({{0, 1.01f, 0}, 1}, kGround).status, Status::miss);
  EXPECT_EQ(overlap_sphere_plane({{0, -5, 0}, 1}, kGround).status, Status::miss);  // two-sided
}

TEST(OverlapAabbPlane, OverlappingTouchingSeparated) {
  EXPECT_TRUE(overlap_aabb_plane({{0, -0.5f, 0}, {1, 0.5f, 1}}, kGround).hit());
  EXPECT_TRUE(overlap_aabb_plane(kUnit, kGround).hit());  // resting on it
  // Plane 0.6x + 0.8z = 0 touches the edge x = z = 0 of the unit box: d = 0.7 = radius.
  EXPECT_TRUE(overlap_aabb_plane(kUnit, {{0.6f, 0, 0.8f}, 0}).hit());
  EXPECT_EQ(overlap_aabb_plane({{0, 0.01f, 0}, {1, 1, 1}}, kGround).status, Status::miss);
  EXPECT_EQ(overlap_aabb_plane({{0, -3, 0}, {1, -0.01f, 1}}, kGround).status, Status::miss);
}

TEST(OverlapSphereCapsule, OverlappingTouchingSeparated) {
  const Capsule capsule{{0, 0, 0}, {4, 0, 0}, 0.5f};
  EXPECT_TRUE(overlap_sphere_capsule({{2, 1, 0}, 1}, capsule).hit());
  EXPECT_TRUE(overlap_sphere_capsule({{2, 1.5f, 0}, 1}, capsule).hit());  // touching
  EXPECT_TRUE(overlap_sphere_capsule({{1, 0, 0}, 0}, capsule).hit());     // on the segment
  EXPECT_EQ(overlap_sphere_capsule({{5.6f, 0, 0}, 1}, capsule).status, Status::miss);
}

TEST(OverlapCapsuleCapsule, OverlappingTouchingSeparated) {
  const Capsule a{{-2, 0, 0}, {2, 0, 0}, 0.5f};
  EXPECT_TRUE(overlap_capsule_capsule(a, {{0, 1, -2}, {0, 1, 2}, 0.75f}).hit());
  EXPECT_TRUE(overlap_capsule_capsule(a, {{0, 1, -2}, {0, 1, 2}, 0.5f}).hit());  // touching
  EXPECT_TRUE(overlap_capsule_capsule(a, a).hit());
  EXPECT_EQ(overlap_capsule_capsule(a, {{0, 1.3f, -2}, {0, 1.3f, 2}, 0.75f}).status, Status::miss);
}

// ---- agreement with the contact tests ----------------------------------------------------------------------

class Random {
 public:
  Real Next(Real scale) {
    state_ = state_ * 1103515245u + 12345u;
    return (Real((state_ >> 8) & 0xFFFF) / Real(65535) * 2 - 1) * scale;
  }
  Vec3 NextVec(Real scale) { return {Next(scale), Next(scale), Next(scale)}; }
  Sphere NextSphere() { return {NextVec(3), Next(1) + 1}; }
  Aabb NextAabb() {
    const Vec3 lo = NextVec(3);
    return {lo, lo + Vec3{Next(1) + 1, Next(1) + 1, Next(1) + 1}};
  }
  Capsule NextCapsule() { return {NextVec(3), NextVec(3), Next(0.5f) + 0.5f}; }
  Plane NextPlane() {
    const Vec3 n = NextVec(1);
    const Real len = length(n);
    return len > Real(0.1) ? Plane{n * (1 / len), Next(2)} : kGround;
  }

 private:
  unsigned state_ = 2024;
};

TEST(Overlap, AgreesWithTheContactTestsOnRandomCases) {
  Random rng;
  int hits = 0;
  int misses = 0;
  for (int i = 0; i < 2000; ++i) {
    const Sphere s1 = rng.NextSphere();
    const Sphere s2 = rng.NextSphere();
    const Aabb b1 = rng.NextAabb();
    const Aabb b2 = rng.NextAabb();
    const Capsule c1 = rng.NextCapsule();
    const Capsule c2 = rng.NextCapsule();
    const Plane p = rng.NextPlane();
    const bool results[][2] = {
        {overlap_sphere_sphere(s1, s2).hit(), contact_sphere_sphere(s1, s2).hit()},
        {overlap_aabb_aabb(b1, b2).hit(), contact_aabb_aabb(b1, b2).hit()},
        {overlap_sphere_aabb(s1, b1).hit(), contact_sphere_aabb(s1, b1).hit()},
        {overlap_sphere_plane(s1, p).hit(), contact_sphere_plane(s1, p).hit()},
        {overlap_aabb_plane(b1, p).hit(), contact_aabb_plane(b1, p).hit()},
        {overlap_sphere_capsule(s1, c1).hit(), contact_sphere_capsule(s1, c1).hit()},
        {overlap_capsule_capsule(c1, c2).hit(), contact_capsule_capsule(c1, c2).hit()},
    };
    for (int k = 0; k < 7; ++k) {
      EXPECT_EQ(results[k][0], results[k][1]) << "case " << i << ", pair " << k;
      (results[k][0] ? hits : misses)++;
    }
  }
  EXPECT_GT(hits, 2000);
  EXPECT_GT(misses, 2000);
}

// ---- invalid input ------------------------------------------------------------------------------------------

TEST(Overlap, InvalidFieldsNameTheArgument) {
  const Sphere sphere{{0, 0, 0}, 1};
  const Capsule capsule{{0, 0, 0}, {1, 0, 0}, 1};
  for (const auto& c : test::InvalidSpheres()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(overlap_sphere_sphere(c.shape, sphere), c.error, 0);
    EXPECT_INVALID(overlap_sphere_sphere(sphere, c.shape), c.error, 1);
    EXPECT_INVALID(overlap_sphere_aabb(c.shape, kUnit), c.error, 0);
    EXPECT_INVALID(overlap_sphere_plane(c.shape, kGround), c.error, 0);
    EXPECT_INVALID(overlap_sphere_capsule(c.shape, capsule), c.error, 0);
  }
  for (const auto& c : test::InvalidAabbs()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(overlap_aabb_aabb(c.shape, kUnit), c.error, 0);
    EXPECT_INVALID(overlap_aabb_aabb(kUnit, c.shape), c.error, 1);
    EXPECT_INVALID(overlap_sphere_aabb(sphere, c.shape), c.error, 1);
    EXPECT_INVALID(overlap_aabb_plane(c.shape, kGround), c.error, 0);
  }
  for (const auto& c : test::InvalidPlanes()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(overlap_sphere_plane(sphere, c.shape), c.error, 1);
    EXPECT_INVALID(overlap_aabb_plane(kUnit, c.shape), c.error, 1);
  }
  for (const auto& c : test::InvalidCapsules()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(overlap_sphere_capsule(sphere, c.shape), c.error, 1);
    EXPECT_INVALID(overlap_capsule_capsule(c.shape, capsule), c.error, 0);
    EXPECT_INVALID(overlap_capsule_capsule(capsule, c.shape), c.error, 1);
  }
}

}  // namespace
}  // namespace sweepkit

namespace sweepkit {
namespace {

// Capsules whose radius sum is their segments' distance as computed in one order: touching up to the rounding
// of the closest points, where the two argument orders can disagree. The overlap test must give the contact
// test's answer in both orders (a fuzzer found a pair where it did not).
TEST(OverlapCapsuleCapsule, AgreesWithTheContactInBothOrdersWhenTouching) {
  std::mt19937 gen(20261124);
  std::uniform_real_distribution<float> coord(-50, 50);
  const auto point = [&] { return Vec3{coord(gen), coord(gen), coord(gen)}; };
  int hits = 0;
  for (int i = 0; i < 20000; ++i) {
    Capsule a{point(), point(), 0};
    Capsule b{point(), point(), 0};
    const SegmentClosestPoints cp = closest_points_segment_segment(b.start, b.end, a.start, a.end);
    const Real distance = length(cp.point2 - cp.point1);
    a.radius = distance * Real(0.5);
    b.radius = distance - a.radius;
    const bool touching = contact_capsule_capsule(a, b).hit();
    ASSERT_EQ(contact_capsule_capsule(b, a).hit(), touching) << i;
    ASSERT_EQ(overlap_capsule_capsule(a, b).hit(), touching) << i;
    ASSERT_EQ(overlap_capsule_capsule(b, a).hit(), touching) << i;
    hits += touching;
  }
  EXPECT_GT(hits, 0);
}

}  // namespace
}  // namespace sweepkit

#include "sweepkit/query/contact_capsule_aabb.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <vector>

#include "contact_test_util.hpp"
#include "sweepkit/query/contact_sphere_aabb.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-6f;

bool box_contains_point(const Aabb& b, Vec3 p, double tol) {
  return p.x >= b.min.x - tol && p.x <= b.max.x + tol && p.y >= b.min.y - tol && p.y <= b.max.y + tol &&
         p.z >= b.min.z - tol && p.z <= b.max.z + tol;
}
const Aabb kCube{{-1, -1, -1}, {1, 1, 1}};
const Aabb kUnit{{0, 0, 0}, {1, 1, 1}};

TEST(ContactCapsuleAabb, LyingAcrossTheTop) {
  // Segment y = 1.5 from x = -3 to 3: every point with x in [-1, 1] is 0.5 from the top face; the middle of that
  // stretch is (0, 1.5, 0). r = 1: depth 0.5, normal -y; point_a = (0, 0.5, 0), point_b = (0, 1, 0).
  const Contact c = contact_capsule_aabb({{-3, 1.5f, 0}, {3, 1.5f, 0}, 1}, kCube);
  EXPECT_CONTACT(c, (Vec3{0, -1, 0}), 0.5f, (Vec3{0, 0.5f, 0}), (Vec3{0, 1, 0}), kTol);
}

TEST(ContactCapsuleAabb, BesideAnEdge) {
  // Segment along z at (1.6, 1.8): nearest the edge x = y = 1, 1 away along (-0.6, -0.8, 0) for z in [0, 1],
  // middle z = 0.5. r = 1.5: depth 0.5; point_a = (1.6, 1.8, 0.5) + 1.5 n = (0.7, 0.6, 0.5).
  const Contact c = contact_capsule_aabb({{1.6f, 1.8f, -2}, {1.6f, 1.8f, 3}, 1.5f}, kUnit);
  EXPECT_CONTACT(c, (Vec3{-0.6f, -0.8f, 0}), 0.5f, (Vec3{0.7f, 0.6f, 0.5f}), (Vec3{1, 1, 0.5f}), kTol);
}

TEST(ContactCapsuleAabb, ClosestPointInsideAQuadraticPiece) {
  // Segment (6.5, 0, 0.5)-(-1.5, 6, 0.5), direction (-8, 6, 0). For t in [1/6, 0.6875] both x > 1 and y > 1:
  // f(t) = (5.5 - 8t)² + (6t - 1)², minimal at t = 50 / 100 = 0.5: p = (2.5, 3, 0.5), nearest box point the
  // edge point q = (1, 1, 0.5), |q - p| = |(-1.5, -2, 0)| = 2.5. r = 3: depth 0.5, n = (-0.6, -0.8, 0);
  // point_a = p + 3 n = (0.7, 0.6, 0.5).
  const Capsule capsule{{6.5f, 0, 0.5f}, {-1.5f, 6, 0.5f}, 3};
  const Contact c = contact_capsule_aabb(capsule, kUnit);
  EXPECT_CONTACT(c, (Vec3{-0.6f, -0.8f, 0}), 0.5f, (Vec3{0.7f, 0.6f, 0.5f}), (Vec3{1, 1, 0.5f}), 2e-6f);
}

TEST(ContactCapsuleAabb, ExactNotABoundingBoxTest) {
  // The same segment with r = 2.4 < 2.5 misses, although its bounding box overlaps the box.
  EXPECT_MISS(contact_capsule_aabb({{6.5f, 0, 0.5f}, {-1.5f, 6, 0.5f}, 2.4f}, kUnit));
}

TEST(ContactCapsuleAabb, ASegmentThroughAFlatBoxAnywhere) {
  // A fuzz finding: a capsule of radius 1e-39 (a segment) from (8, 16, -16) to (8, 0, 45.455) crosses the flat box
  // x in [0, 60], y in [0, 24], z = 0 at (8, 11.8, 0). The segment against the box's separating axes (each value
  // the box's shift that clears it): +x 8 - 0 = 8, -x 60 - 8 = 52, +y 16, -y 24, +z 45.455, -z 16; the edge axis
  // d x e_x = (0, 0.968, 0.252) needs 11.45, d x e_y and d x e_z are the x axis again. So depth 8 along +x.
  // Far out the crossing rounds a float spacing off the plane z = 0 (distance 1e-6 > r): still depth 8, not a miss.
  for (const Real o : {Real(0), Real(1e2), Real(1e3), Real(1e4)}) {
    const Vec3 at{o, -o, o / 2};
    const Contact c = contact_capsule_aabb({Vec3{8, 16, -16} + at, Vec3{8, 0, 45.4549561f} + at, 1.02270405e-39f},
                                           {Vec3{0, 0, 0} + at, Vec3{60, 24, 0} + at});
    ASSERT_TRUE(c.hit()) << "offset " << o;
    EXPECT_NEAR(c.depth, 8, 1e-3) << "offset " << o;
    EXPECT_NEAR(c.normal.x, 1, 1e-6) << "offset " << o;
  }
}

TEST(ContactCapsuleAabb, EndCapNearest) {
  // Segment from (3, 0.5, 0.5) away along +x: the start is nearest, 2 from the face x = 1. r = 2.5: depth 0.5.
  const Contact c = contact_capsule_aabb({{3, 0.5f, 0.5f}, {6, 0.5f, 0.5f}, 2.5f}, kUnit);
  EXPECT_CONTACT(c, (Vec3{-1, 0, 0}), 0.5f, (Vec3{0.5f, 0.5f, 0.5f}), (Vec3{1, 0.5f, 0.5f}), kTol);
}

TEST(ContactCapsuleAabb, TouchingIsAHitWithZeroDepth) {
  EXPECT_CONTACT(contact_capsule_aabb({{-3, 1.5f, 0}, {3, 1.5f, 0}, 0.5f}, kCube), (Vec3{0, -1, 0}), 0,
                 (Vec3{0, 1, 0}), (Vec3{0, 1, 0}), kTol);
}

TEST(ContactCapsuleAabb, SeparatedIsAMiss) {
  EXPECT_MISS(contact_capsule_aabb({{-3, 1.5f, 0}, {3, 1.5f, 0}, 0.49f}, kCube));
  EXPECT_MISS(contact_capsule_aabb({{3, 3, 3}, {5, 5, 5}, 3.4f}, kCube));  // corner: 2 sqrt(3) = 3.46 > 3.4
}

TEST(ContactCapsuleAabb, SegmentThroughTheBoxUsesTheBoundingBoxes) {
  // Segment y = 0.5 through the cube, r = 0.25: bounds [-3.25, 3.25] x [0.25, 0.75] x [-0.25, 0.25].
  // Pushes of the cube: x + 4.25 (tie), y - 0.75 (1 - 0.25) against + 1.75, z + 1.25 (tie): -y, depth 0.75.
  // The segment lies across y: point_a is r below the middle of its stretch inside the cube (x in [-1, 1] -> 0),
  // on the capsule's underside; point_b on the cube's top y = 1.
  const Contact c = contact_capsule_aabb({{-3, 0.5f, 0}, {3, 0.5f, 0}, 0.25f}, kCube);
  EXPECT_CONTACT(c, (Vec3{0, -1, 0}), 0.75f, (Vec3{0, 0.25f, 0}), (Vec3{0, 1, 0}), kTol);
}

TEST(ContactCapsuleAabb, CapsulePokingIntoTheBox) {
  // Segment (0.5, 0, 0)-(4, 0, 0), r = 0.25: bounds x [0.25, 4.25]; pushes x - 0.75 (1 - 0.25), y and z + 1.25:
  // -x, depth 0.75. The start is deepest along -x: point_a = (0.5 - 0.25, 0, 0), point_b on the face x = 1.
  const Contact c = contact_capsule_aabb({{0.5f, 0, 0}, {4, 0, 0}, 0.25f}, kCube);
  EXPECT_CONTACT(c, (Vec3{-1, 0, 0}), 0.75f, (Vec3{0.25f, 0, 0}), (Vec3{1, 0, 0}), kTol);
}

TEST(ContactCapsuleAabb, UprightCapsuleThroughTheTopPushesSideways) {
  // Segment x = 0.2 from y = -0.5 to 3, r = 0.25: bounds [-0.05, 0.45] x [-0.75, 3.25] x [-0.25, 0.25].
  // Pushes: x - 1.05 (1 + 0.05), y - 1.75, z + 1.25: -x, depth 1.05. Both ends are equally far along -x, so the
  // middle of the stretch inside the box (y in [-0.5, 1] -> 0.25) is used: point_a = (0.2 - 0.25, 0.25, 0).
  const Contact c = contact_capsule_aabb({{0.2f, -0.5f, 0}, {0.2f, 3, 0}, 0.25f}, kCube);
  EXPECT_CONTACT(c, (Vec3{-1, 0, 0}), 1.05f, (Vec3{-0.05f, 0.25f, 0}), (Vec3{1, 0.25f, 0}), 1e-6f);
}

TEST(ContactCapsuleAabb, SegmentOnTheSurfaceIsContinuousWithOutside) {
  // Segment exactly in the top face (distance 0): the bounding-box push is -y by r, as approaching from above.
  const Contact on = contact_capsule_aabb({{-3, 1, 0}, {3, 1, 0}, 0.5f}, kCube);
  EXPECT_CONTACT(on, (Vec3{0, -1, 0}), 0.5f, (Vec3{0, 0.5f, 0}), (Vec3{0, 1, 0}), kTol);
  const Contact above = contact_capsule_aabb({{-3, 1.001f, 0}, {3, 1.001f, 0}, 0.5f}, kCube);
  EXPECT_CONTACT(above, (Vec3{0, -1, 0}), 0.499f, (Vec3{0, 0.501f, 0}), (Vec3{0, 1, 0}), 1e-5f);
}

TEST(ContactCapsuleAabb, PointCapsuleMatchesTheSphereContact) {
  // start == end: contact_sphere_aabb, outside and inside.
  for (const Vec3 c : {Vec3{0, 1.5f, 0}, Vec3{1.6f, 1.8f, 0.5f}, Vec3{0.25f, 0.5f, -0.1f}}) {
    const Contact capsule = contact_capsule_aabb({c, c, 1}, kCube);
    const Contact sphere = contact_sphere_aabb({c, 1}, kCube);
    EXPECT_TRUE(test::IsContact(capsule, sphere.normal, sphere.depth, sphere.point_a, sphere.point_b, kTol)) << c.x << ", " << c.y << ", " << c.z;
  }
}

TEST(ContactCapsuleAabb, DegenerateCapsuleAndBox) {
  // A point capsule at a point box, r = 0: touching; the bounding-box push, all depths 0, picks +x.
  const Contact c = contact_capsule_aabb({{1, 1, 1}, {1, 1, 1}, 0}, {{1, 1, 1}, {1, 1, 1}});
  EXPECT_CONTACT(c, (Vec3{1, 0, 0}), 0, (Vec3{1, 1, 1}), (Vec3{1, 1, 1}), kTol);
}

// The segment-box distance against dense sampling in double on random cases. Sampling finds an upper bound
// within (segment length / samples) / 2 of the true minimum, as the distance is 1-Lipschitz along the segment.
TEST(ContactCapsuleAabb, DistanceAgreesWithDenseSampling) {
  unsigned seed = 12345;
  const auto rand = [&seed] {
    seed = seed * 1103515245u + 12345u;
    return static_cast<double>((seed >> 8) & 0xFFFF) / 65535.0 * 2 - 1;  // [-1, 1]
  };
  const auto distance_to_box = [](double x, double y, double z, const Aabb& b) {
    const double dx = std::max({double(b.min.x) - x, 0.0, x - double(b.max.x)});
    const double dy = std::max({double(b.min.y) - y, 0.0, y - double(b.max.y)});
    const double dz = std::max({double(b.min.z) - z, 0.0, z - double(b.max.z)});
    return std::sqrt(dx * dx + dy * dy + dz * dz);
  };
  int hits = 0;
  for (int i = 0; i < 300; ++i) {
    const Vec3 lo{Real(rand() * 2), Real(rand() * 2), Real(rand() * 2)};
    const Aabb box{lo, lo + Vec3{Real(rand() + 1), Real(rand() + 1), Real(rand() + 1)}};
    const Vec3 p{Real(rand() * 5), Real(rand() * 5), Real(rand() * 5)};
    const Vec3 q = i % 10 == 0 ? p : Vec3{Real(rand() * 5), Real(rand() * 5), Real(rand() * 5)};
    constexpr int kSamples = 20000;
    double sampled = 1e30;
    for (int k = 0; k <= kSamples; ++k) {
      const double t = double(k) / kSamples;
      sampled = std::min(sampled, distance_to_box(p.x + t * (double(q.x) - p.x), p.y + t * (double(q.y) - p.y),
                                                  p.z + t * (double(q.z) - p.z), box));
    }
    const double step = std::sqrt(double(length_squared(q - p))) / kSamples;
    const Real r = Real(sampled) + 0.5f;  // every case is a hit with depth 0.5 - 0 when outside
    const Contact c = contact_capsule_aabb({p, q, r}, box);
    ASSERT_EQ(c.status, Status::hit) << i;
    if (sampled > 1e-3) {
      ++hits;
      const double distance = double(r) - double(c.depth);  // r - depth = |q - p|
      EXPECT_LE(distance, sampled + 1e-5) << i;
      EXPECT_GE(distance, sampled - step - 1e-5) << i;
      // point_b is on the box and point_a is r from the segment's closest point, along the normal.
      EXPECT_NEAR(distance_to_box(c.point_b.x, c.point_b.y, c.point_b.z, box), 0, 1e-5) << i;
    }
  }
  EXPECT_GT(hits, 200);
}

// ---- The least translation where the segment meets the box --------------------------------------------------

// An independent reference in double: the penetration depth of the capsule and the box is the least, over unit
// directions n, of h_A(n) + h_B(-n) (the supports: how far B must move along n to clear A). For a segment and a
// box the least is reached on a box face normal or a segment × box edge cross (the separating axis theorem);
// the supports are taken over the segment's ends and the box's 8 corners.
struct RefDepth {
  double depth = 0;
  double n[3] = {0, 0, 0};
};
double ref_push(const Capsule& a, const Aabb& b, const double n[3]) {
  const double ps[2][3] = {{a.start.x, a.start.y, a.start.z}, {a.end.x, a.end.y, a.end.z}};
  double ha = -1e300, hb = 1e300;
  for (const auto& p : ps) ha = std::max(ha, p[0] * n[0] + p[1] * n[1] + p[2] * n[2]);
  for (int k = 0; k < 8; ++k) {
    const double c[3] = {(k & 1) ? b.max.x : b.min.x, (k & 2) ? b.max.y : b.min.y, (k & 4) ? b.max.z : b.min.z};
    hb = std::min(hb, c[0] * n[0] + c[1] * n[1] + c[2] * n[2]);
  }
  return ha + double(a.radius) - hb;
}
RefDepth reference_depth(const Capsule& a, const Aabb& b) {
  const double d[3] = {double(a.end.x) - a.start.x, double(a.end.y) - a.start.y, double(a.end.z) - a.start.z};
  std::vector<std::array<double, 3>> axes = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  for (int i = 0; i < 3; ++i) {
    const double e[3] = {i == 0 ? 1.0 : 0.0, i == 1 ? 1.0 : 0.0, i == 2 ? 1.0 : 0.0};
    const double l[3] = {d[1] * e[2] - d[2] * e[1], d[2] * e[0] - d[0] * e[2], d[0] * e[1] - d[1] * e[0]};
    const double len = std::sqrt(l[0] * l[0] + l[1] * l[1] + l[2] * l[2]);
    if (len > 1e-9) axes.push_back({l[0] / len, l[1] / len, l[2] / len});
  }
  RefDepth best{1e300, {}};
  for (const auto& axis : axes) {
    for (const double sign : {1.0, -1.0}) {
      const double n[3] = {sign * axis[0], sign * axis[1], sign * axis[2]};
      const double push = ref_push(a, b, n);
      if (push < best.depth) best = {push, {n[0], n[1], n[2]}};
    }
  }
  return best;
}

TEST(ContactCapsuleAabb, SegmentThroughTheBoxGivesTheLeastTranslationRegression) {
  // Issue 24's repro: the bounding-box push gave depth 0.2854; the least translation (an edge axis) is 0.12182,
  // which GJK/EPA on the same box as an OBB agrees with.
  const Capsule cap{{0.18222510814666748f, 0.626803457736969f, -1.0326871871948242f},
                    {-1.711281180381775f, 2.1071369647979736f, -2.717130661010742f}, 0.08266566693782806f};
  const Aabb box{{-0.020534727722406387f, 0.7356235980987549f, -1.4860397577285767f},
                 {0.9189420938491821f, 1.3072335720062256f, -0.9796053767204285f}};
  const RefDepth ref = reference_depth(cap, box);
  EXPECT_NEAR(ref.depth, 0.12182, 1e-5);
  const Contact c = contact_capsule_aabb(cap, box);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.depth, ref.depth, 1e-5);
  EXPECT_NEAR(c.normal.x, ref.n[0], 1e-5);
  EXPECT_NEAR(c.normal.y, ref.n[1], 1e-5);
  EXPECT_NEAR(c.normal.z, ref.n[2], 1e-5);
  EXPECT_VEC_NEAR(c.point_a - c.point_b, c.depth * c.normal, 1e-6f);
}

// Random capsules whose segment crosses a random box: the depth is the reference's least translation (within the
// face-axis preference, 1e-3 of the size, and rounding), no direction separates with less (a brute-force scan of
// 4,000 directions), the normal is one the reference reaches that depth on, point_a - point_b = depth * normal,
// an edge contact's point_b lies on the box; the push along the normal is the depth (so the box moved by it just touches).
TEST(ContactCapsuleAabb, SegmentThroughTheBoxMatchesTheReferenceOnRandomCases) {
  std::mt19937 rng(24);
  std::uniform_real_distribution<double> u(-1, 1);
  int edge_wins = 0;
  std::vector<std::array<double, 3>> scan;
  for (int k = 0; k < 4000; ++k) {  // a Fibonacci sphere
    const double z = 1 - (2 * k + 1) / 4000.0, rho = std::sqrt(1 - z * z), phi = k * 2.399963229728653;
    scan.push_back({rho * std::cos(phi), rho * std::sin(phi), z});
  }
  for (int i = 0; i < 400; ++i) {
    const Vec3 lo{Real(u(rng)), Real(u(rng)), Real(u(rng))};
    const Aabb box{lo, lo + Vec3{Real(0.2 + std::fabs(u(rng))), Real(0.2 + std::fabs(u(rng))), Real(0.2 + std::fabs(u(rng)))}};
    // Through a point inside the box, in a random direction, of random length and radius.
    const Vec3 size3 = box.max - box.min;
    const Vec3 inside = box.min + Vec3{Real((u(rng) + 1) / 2) * size3.x, Real((u(rng) + 1) / 2) * size3.y, Real((u(rng) + 1) / 2) * size3.z};
    const Vec3 dir{Real(u(rng)), Real(u(rng)), Real(u(rng))};
    const Capsule cap{inside - dir * Real(std::fabs(u(rng)) * 2), inside + dir * Real(std::fabs(u(rng)) * 2), Real(std::fabs(u(rng)) * 0.2)};
    const RefDepth ref = reference_depth(cap, box);
    const Contact c = contact_capsule_aabb(cap, box);
    ASSERT_EQ(c.status, Status::hit) << i;
    const double size = std::max({double(box.max.x - box.min.x), double(box.max.y - box.min.y), double(box.max.z - box.min.z),
                                  double(length(cap.end - cap.start))}) / 2 + cap.radius;
    EXPECT_GE(c.depth, ref.depth - 1e-5) << i;
    EXPECT_LE(c.depth, ref.depth + 1e-3 * size + 1e-5) << i;
    for (const auto& n : scan) EXPECT_GE(ref_push(cap, box, n.data()) + 1e-5, ref.depth) << i;
    const double cn[3] = {c.normal.x, c.normal.y, c.normal.z};
    EXPECT_NEAR(ref_push(cap, box, cn), c.depth, 1e-4) << i;  // the depth is the push along the normal
    EXPECT_NEAR(length(c.normal), 1, 1e-6) << i;
    EXPECT_VEC_NEAR(c.point_a - c.point_b, c.depth * c.normal, 2e-6f);
    if (std::fabs(c.normal.x) < 0.999f && std::fabs(c.normal.y) < 0.999f && std::fabs(c.normal.z) < 0.999f) {
      ++edge_wins;
      EXPECT_TRUE(box_contains_point(box, c.point_b, 1e-5)) << i;  // on the box's edge
    }
  }
  EXPECT_GT(edge_wins, 50);  // the edge axes are exercised
}

TEST(ContactCapsuleAabb, InvalidFieldsNameTheArgument) {
  for (const auto& c : test::InvalidCapsules()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_capsule_aabb(c.shape, kCube), c.error, 0);
  }
  for (const auto& c : test::InvalidAabbs()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_capsule_aabb({{0, 0, 0}, {1, 0, 0}, 1}, c.shape), c.error, 1);
  }
}

}  // namespace
}  // namespace sweepkit

// Property tests for the contact_* tests on random cases from a fixed seed: swapping A and B negates the
// normal and keeps the depth (the contact points trade places), for every pair whose two orders can be
// expressed, directly or through a degenerate shape (a sphere is a point capsule).

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <sstream>

#include "convex/distance_reference.hpp"
#include "contact_test_util.hpp"
#include "random_shapes.hpp"
#include "sweepkit/dispatch/dispatch.hpp"
#include "sweepkit/query/contact_aabb_aabb.hpp"
#include "sweepkit/query/contact_aabb_plane.hpp"
#include "sweepkit/query/contact_sphere_aabb.hpp"
#include "sweepkit/query/contact_capsule_aabb.hpp"
#include "sweepkit/query/contact_capsule_capsule.hpp"
#include "sweepkit/query/contact_capsule_plane.hpp"
#include "sweepkit/query/contact_sphere_capsule.hpp"
#include "sweepkit/query/contact_sphere_plane.hpp"
#include "sweepkit/query/contact_sphere_sphere.hpp"
#include "sweepkit/tolerance.hpp"

namespace sweepkit {
namespace {

using test::RandomShapes;

constexpr int kCases = 20000;
constexpr std::uint32_t kSeed = 3;
constexpr int kMaxReported = 5;
// Length tolerance, as in sweep_properties_test.cpp: 1e-5 of the largest coordinate (>= 1), ~170 float32
// ulp. Both orders work on the same inputs but may round differently (closest points of two segments are
// found from the first segment's side), never by more than a few ulp of the coordinates.
constexpr Real kRelativeLength = 1e-5f;

Real magnitude(Vec3 v) { return std::max({std::fabs(v.x), std::fabs(v.y), std::fabs(v.z)}); }
Real Tolerance(std::initializer_list<Vec3> points) {
  Real m = 1;
  for (const Vec3 p : points) m = std::max(m, magnitude(p));
  return kRelativeLength * m;
}

Capsule PointCapsule(const Sphere& s) { return {s.center, s.center, s.radius}; }

// `ba` is exactly `ab` mirrored: same status, and for a hit the normal negated, the same depth and the points
// swapped, with no tolerance (the same-kind contacts compute in one canonical order and mirror the other).
::testing::AssertionResult IsExactlySwapped(const Contact& ba, const Contact& ab) {
  if (ab.status != ba.status) {
    return ::testing::AssertionFailure() << "status " << static_cast<int>(ab.status) << " vs "
                                         << static_cast<int>(ba.status);
  }
  if (!ab.hit()) return test::IsMiss(ba);
  const auto same = [](Vec3 u, Vec3 v) { return u.x == v.x && u.y == v.y && u.z == v.z; };
  if (ba.depth != ab.depth) return ::testing::AssertionFailure() << "depth " << ba.depth << " vs " << ab.depth;
  if (!same(ba.normal, -ab.normal)) return ::testing::AssertionFailure() << "normal not exactly negated";
  if (!same(ba.point_a, ab.point_b) || !same(ba.point_b, ab.point_a)) {
    return ::testing::AssertionFailure() << "points not exactly swapped";
  }
  return ::testing::AssertionSuccess();
}

// Segments (or a segment and a point) whose cores meet, when one is a point or they are parallel: the documented
// meeting normal is a perpendicular of one segment chosen near +y, the same vector in both orders (not negated).
bool MeetWithoutACrossProduct(const Capsule& a, const Capsule& b, const Contact& ab) {
  const Real scale =
      std::max({magnitude(a.start), magnitude(a.end), magnitude(b.start), magnitude(b.end), Real(1e-30)});
  const bool meet = ab.hit() && (a.radius + b.radius) - ab.depth <= 2 * kCoincidentRelative * scale;
  const Vec3 da = a.end - a.start;
  const Vec3 db = b.end - b.start;
  const bool no_cross = length_squared(cross(da, db)) <= Real(1e-6) * length_squared(da) * length_squared(db);
  return meet && no_cross;
}

::testing::AssertionResult IsSame(const Contact& x, const Contact& y, Real tol) {
  if (x.status != y.status) {
    return ::testing::AssertionFailure() << "status " << static_cast<int>(x.status) << " vs "
                                         << static_cast<int>(y.status);
  }
  if (!x.hit()) return test::IsMiss(y);
  return test::IsContact(y, x.normal, x.depth, x.point_a, x.point_b, tol);
}

// Runs `check(rng, what, hit)` kCases times; each returns an AssertionResult, describes its case in `what` and
// says in `hit` whether the shapes touched. Unless `always_touching`, both outcomes must be common, or the
// property would hold vacuously.
template <class Check>
void ForRandomCases(const char* name, Check check, bool always_touching = false) {
  RandomShapes rng(kSeed);
  int failures = 0;
  int hits = 0;
  for (int i = 0; i < kCases; ++i) {
    rng.begin_case();
    std::ostringstream what;
    what.precision(9);
    bool hit = false;
    const ::testing::AssertionResult ok = check(rng, what, hit);
    hits += hit;
    if (!ok && ++failures <= kMaxReported)
      ADD_FAILURE() << name << " case " << i << ": " << ok.message() << "\n  " << what.str();
  }
  EXPECT_EQ(failures, 0) << name;
  EXPECT_GE(hits, kCases / 20) << name;
  if (!always_touching) {
    EXPECT_LE(hits, kCases - kCases / 10) << name;
  }
}

void Describe(std::ostringstream& out, const Sphere& s) {
  out << "sphere (" << s.center.x << ", " << s.center.y << ", " << s.center.z << ") r " << s.radius << " ";
}
void Describe(std::ostringstream& out, const Aabb& b) {
  out << "box (" << b.min.x << ", " << b.min.y << ", " << b.min.z << ") (" << b.max.x << ", " << b.max.y << ", "
      << b.max.z << ") ";
}
void Describe(std::ostringstream& out, const Capsule& c) {
  out << "capsule (" << c.start.x << ", " << c.start.y << ", " << c.start.z << ") (" << c.end.x << ", " << c.end.y
      << ", " << c.end.z << ") r " << c.radius << " ";
}

// Shapes within ~2.5 of each other: about half of the pairs touch.
constexpr Real kSpread = 2.5f;

TEST(ContactProperties, SphereSphereSwapNegatesNormalAndKeepsDepth) {
  ForRandomCases("contact_sphere_sphere", [](RandomShapes& rng, std::ostringstream& what, bool& hit) {
    const Sphere a = rng.sphere({}, kSpread);
    const Sphere b = rng.sphere({}, kSpread);
    Describe(what, a);
    Describe(what, b);
    const Contact ab = contact_sphere_sphere(a, b);
    hit = ab.hit();
    // Coincident centres have no direction between them: both orders give the documented +y.
    if (length_squared(b.center - a.center) <= kZeroLengthSquared) return ::testing::AssertionSuccess();
    return IsExactlySwapped(contact_sphere_sphere(b, a), ab);
  });
}

TEST(ContactProperties, AabbAabbSwapIsExactlyMirrored) {
  int centred = 0;
  ForRandomCases("contact_aabb_aabb", [&centred](RandomShapes& rng, std::ostringstream& what, bool& hit) {
    const Aabb a = rng.aabb({-1, -1, -1}, kSpread);
    const Aabb b = rng.aabb({-1, -1, -1}, kSpread);
    Describe(what, a);
    Describe(what, b);
    const Contact ab = contact_aabb_aabb(a, b);
    hit = ab.hit();
    // B centred on A along the normal's axis: equal depths along +axis and -axis, where each order on its own
    // would pick +axis. The canonical order mirrors these too.
    if (hit) {
      const auto along = [n = ab.normal](Vec3 v) { return v.x * n.x + v.y * n.y + v.z * n.z; };  // ± the axis
      centred += std::fabs(along(a.max) - along(b.min)) == std::fabs(along(b.max) - along(a.min));
    }
    return IsExactlySwapped(contact_aabb_aabb(b, a), ab);
  });
  EXPECT_GT(centred, 0);  // the rng's grid makes such ties: the property is exercised on them
}

TEST(ContactProperties, CapsuleCapsuleSwapIsExactlyMirrored) {
  ForRandomCases("contact_capsule_capsule", [](RandomShapes& rng, std::ostringstream& what, bool& hit) {
    const Capsule a = rng.capsule({}, kSpread);
    const Capsule b = rng.capsule({}, kSpread);
    Describe(what, a);
    Describe(what, b);
    const Contact ab = contact_capsule_capsule(a, b);
    hit = ab.hit();
    return IsExactlySwapped(contact_capsule_capsule(b, a), ab);
  });
}

// Segments that nearly meet (closest points within 1e-3 of each other, down to coinciding): the case where the
// two orders' closest points used to round apart by up to 1.1e-3 in the normal. Crossing, parallel and
// point-on-segment cores, at coordinates up to 1e3.
TEST(ContactProperties, NearlyMeetingCapsulesAreExactlyMirrored) {
  std::mt19937 gen(kSeed);
  std::uniform_real_distribution<Real> unit(-1, 1), fraction(0, 1), log_gap(-9, -3);
  const auto direction = [&] {
    Vec3 d{unit(gen), unit(gen), unit(gen)};
    while (length_squared(d) < Real(1e-2)) d = {unit(gen), unit(gen), unit(gen)};
    return d * (Real(1) / length(d));
  };
  int failures = 0;
  int meeting = 0;
  for (int i = 0; i < kCases; ++i) {
    const Real scale = std::pow(Real(10), Real(i % 4));  // coordinates near 1, 10, 100, 1000
    const Vec3 start = Vec3{unit(gen), unit(gen), unit(gen)} * scale;
    const Capsule a{start, start + direction() * (scale * (1 + fraction(gen))), Real(0.01) * fraction(gen)};
    // A point of a's segment, a gap of 1e-9..1e-3 (times the scale) off it, and b through there: crossing in a
    // random direction, parallel to a, or a point.
    const Vec3 on_a = a.start + fraction(gen) * (a.end - a.start);
    const Vec3 near = on_a + direction() * (scale * std::pow(Real(10), log_gap(gen)));
    const int kind = i % 3;
    const Vec3 along = kind == 0 ? direction() : (kind == 1 ? a.end - a.start : Vec3{});
    const Real s = fraction(gen);
    const Capsule b{near - along * s, near + along * (1 - s), Real(0.01) * fraction(gen)};
    const Contact ab = contact_capsule_capsule(a, b);
    const Contact ba = contact_capsule_capsule(b, a);
    const Contact dispatched = contact(Shape{b}, Shape{a});
    meeting += ab.hit();
    const ::testing::AssertionResult ok = IsExactlySwapped(ba, ab);
    // The dispatch (its (capsule, capsule) entry) gives the pair function's answer.
    const ::testing::AssertionResult same = IsExactlySwapped(dispatched, ab);
    if ((!ok || !same) && ++failures <= kMaxReported) {
      std::ostringstream what;
      what.precision(9);
      Describe(what, a);
      Describe(what, b);
      ADD_FAILURE() << "case " << i << ": " << ok.message() << same.message() << "\n  " << what.str();
    }
  }
  EXPECT_EQ(failures, 0);
  EXPECT_GT(meeting, kCases / 2);  // radii of up to 0.01 against gaps of up to 1e-3 x scale: mostly touching
}

TEST(ContactProperties, SphereCapsuleIsCapsuleCapsuleWithAPointCapsule) {
  ForRandomCases("contact_sphere_capsule", [](RandomShapes& rng, std::ostringstream& what, bool& hit) {
    const Sphere a = rng.sphere({}, kSpread);
    const Capsule b = rng.capsule({}, kSpread);
    Describe(what, a);
    Describe(what, b);
    const Contact sc = contact_sphere_capsule(a, b);
    hit = sc.hit();
    const Real tol = Tolerance({a.center, b.start, b.end});
    // Same order through capsule-capsule. Where the cores meet with no cross product, capsule-capsule's meeting
    // normal is the perpendicular of the first capsule in its canonical order (start, end, radius compared
    // lexicographically), sphere-capsule's that of the capsule from the sphere: opposite when B comes first.
    Contact cs = contact_capsule_capsule(PointCapsule(a), b);
    // Touching to within rounding, the two may round to either side (sphere–capsule measures in double).
    const double gap = reference::segment_segment_distance(reference::d3(a.center), reference::d3(a.center),
                                                           reference::d3(b.start), reference::d3(b.end)) -
                       double(a.radius) - double(b.radius);
    if (sc.status != cs.status && std::fabs(gap) <= tol) return ::testing::AssertionSuccess();
    using Fields = std::array<Real, 7>;
    const bool b_first = std::bit_cast<Fields>(b) < std::bit_cast<Fields>(PointCapsule(a));
    if (b_first && MeetWithoutACrossProduct(PointCapsule(a), b, cs)) {
      // The other normal, with the points moved to the meeting point's other sides along it.
      cs.point_a = cs.point_a - (2 * a.radius) * cs.normal;
      cs.point_b = cs.point_b + (2 * b.radius) * cs.normal;
      cs.normal = -cs.normal;
    }
    return IsSame(sc, cs, tol);
  });
}

TEST(ContactProperties, SphereAabbIsCapsuleAabbWithAPointCapsule) {
  ForRandomCases("contact_sphere_aabb", [](RandomShapes& rng, std::ostringstream& what, bool& hit) {
    const Aabb a = rng.aabb({-1, -1, -1}, kSpread);
    const Sphere b = rng.sphere({}, kSpread);
    Describe(what, a);
    Describe(what, b);
    const Contact as = contact_sphere_aabb(b, a);
    hit = as.hit();
    // contact_capsule_aabb documents that a point capsule gives contact_sphere_aabb's answer.
    Contact sa = contact_capsule_aabb(PointCapsule(b), a);
    // Except for a centre inside the box exactly midway between two opposite faces (or on a flat box): both
    // break that tie towards +axis, contact_sphere_aabb for the sphere and contact_capsule_aabb for the box.
    const Vec3 c = b.center;
    const bool inside =
        c.x >= a.min.x && c.x <= a.max.x && c.y >= a.min.y && c.y <= a.max.y && c.z >= a.min.z && c.z <= a.max.z;
    const Vec3 to_max = a.max - c;
    const Vec3 to_min = c - a.min;
    const Real along = dot(as.normal, to_max - to_min);  // 0 on the normal's axis when midway
    // The points then sit on opposite faces too, so only the depth is compared.
    if (inside && as.hit() && sa.hit() && dot(as.normal, sa.normal) < 0 && along == 0) {
      if (sa.depth == as.depth) return ::testing::AssertionSuccess();
      return ::testing::AssertionFailure() << "tie with depths " << as.depth << ", " << sa.depth;
    }
    return IsSame(sa, as, Tolerance({a.min, a.max, b.center}));
  });
}

TEST(ContactProperties, CapsulePlaneWithAPointCapsuleIsSpherePlane) {
  ForRandomCases("contact_capsule_plane", [](RandomShapes& rng, std::ostringstream& what, bool& hit) {
    const Sphere a = rng.sphere({}, kSpread);
    const Plane p = rng.plane({}, 1);
    Describe(what, a);
    what << "plane (" << p.normal.x << ", " << p.normal.y << ", " << p.normal.z << ") " << p.constant;
    const Contact sp = contact_sphere_plane(a, p);
    hit = sp.hit();
    return IsSame(sp, contact_capsule_plane(PointCapsule(a), p), Tolerance({a.center}));
  });
}

// ---- The normal and depth separate the shapes ----------------------------------------------------------
// Contact's contract: moving B by depth * normal separates the shapes (to touching). Moving it 2 tol further
// must leave them apart, or touching within tol.

Sphere Moved(const Sphere& s, Vec3 o) { return {s.center + o, s.radius}; }
Aabb Moved(const Aabb& b, Vec3 o) { return {b.min + o, b.max + o}; }
Capsule Moved(const Capsule& c, Vec3 o) { return {c.start + o, c.end + o, c.radius}; }
Plane Moved(const Plane& p, Vec3 o) { return {p.normal, p.constant - dot(p.normal, o)}; }

Real Extent(const Sphere& s) { return magnitude(s.center) + s.radius; }
Real Extent(const Aabb& b) { return std::max(magnitude(b.min), magnitude(b.max)); }
Real Extent(const Capsule& c) { return std::max(magnitude(c.start), magnitude(c.end)) + c.radius; }
Real Extent(const Plane& p) { return std::fabs(p.constant); }
void Describe(std::ostringstream& out, const Plane& p) {
  out << "plane (" << p.normal.x << ", " << p.normal.y << ", " << p.normal.z << ") " << p.constant << " ";
}

// `make(rng)` returns the pair (A, B).
template <class Fn, class Make>
void CheckSeparation(const char* name, Fn contact_fn, Make make, bool always_touching = false) {
  ForRandomCases(
      name,
      [&](RandomShapes& rng, std::ostringstream& what, bool& hit) {
        const auto [a, b] = make(rng);
        Describe(what, a);
        Describe(what, b);
        const Contact c = contact_fn(a, b);
        hit = c.hit();
        if (!hit) return ::testing::AssertionSuccess();
        const Real tol = kRelativeLength * std::max({Real(1), Extent(a), Extent(b), c.depth});
        const Contact after = contact_fn(a, Moved(b, (c.depth + 2 * tol) * c.normal));
        if (after.hit() && after.depth > tol) {
          return ::testing::AssertionFailure() << "depth " << c.depth << " along (" << c.normal.x << ", " << c.normal.y
                                               << ", " << c.normal.z << ") still overlaps by " << after.depth;
        }
        return ::testing::AssertionSuccess();
      },
      always_touching);
}

template <class MakeA, class MakeB>
auto Pair(MakeA make_a, MakeB make_b) {
  return [=](RandomShapes& rng) {
    const auto a = make_a(rng);
    return std::pair{a, make_b(rng)};
  };
}
const auto SphereNear = [](RandomShapes& rng) { return rng.sphere({}, kSpread); };
const auto AabbNear = [](RandomShapes& rng) { return rng.aabb({-1, -1, -1}, kSpread); };
const auto CapsuleNear = [](RandomShapes& rng) { return rng.capsule({}, kSpread); };
const auto PlaneNear = [](RandomShapes& rng) { return rng.plane({}, 1); };

TEST(ContactProperties, MovingBByDepthAlongTheNormalSeparates) {
  CheckSeparation("contact_sphere_sphere", contact_sphere_sphere, Pair(SphereNear, SphereNear));
  CheckSeparation("contact_aabb_aabb", contact_aabb_aabb, Pair(AabbNear, AabbNear));
  CheckSeparation("contact_sphere_aabb", contact_sphere_aabb, Pair(SphereNear, AabbNear));
  CheckSeparation("contact_sphere_plane", contact_sphere_plane, Pair(SphereNear, PlaneNear));
  CheckSeparation("contact_aabb_plane", contact_aabb_plane, Pair(AabbNear, PlaneNear));
  CheckSeparation("contact_sphere_capsule", contact_sphere_capsule, Pair(SphereNear, CapsuleNear));
  CheckSeparation("contact_capsule_capsule", contact_capsule_capsule, Pair(CapsuleNear, CapsuleNear));
  CheckSeparation("contact_capsule_plane", contact_capsule_plane, Pair(CapsuleNear, PlaneNear));
  CheckSeparation("contact_capsule_aabb", contact_capsule_aabb, Pair(CapsuleNear, AabbNear));
}

// Cores that meet: a sphere centre or a segment end placed on the other core (computed in float, so only up
// to rounding). The direction between the computed closest points is then rounding noise, and the contact
// must fall back to its documented meeting normal, which separates.
Vec3 PointOn(RandomShapes& rng, const Capsule& c) { return c.start + rng.uniform(0, 1) * (c.end - c.start); }

TEST(ContactProperties, CoresMeetingUpToRoundingStillSeparate) {
  CheckSeparation(
      "contact_sphere_capsule (centre on the segment)", contact_sphere_capsule,
      [](RandomShapes& rng) {
        const Capsule b = rng.capsule({}, kSpread);
        return std::pair{Sphere{PointOn(rng, b), rng.radius()}, b};
      },
      true);
  CheckSeparation(
      "contact_capsule_capsule (an end on the other segment)", contact_capsule_capsule,
      [](RandomShapes& rng) {
        const Capsule a = rng.capsule({}, kSpread);
        const Vec3 start = PointOn(rng, a);
        const Capsule b{start, start + rng.direction() * rng.uniform(Real(0.05), 4), rng.radius()};
        return rng.chance(Real(0.5)) ? std::pair{a, b} : std::pair{b, a};
      },
      true);
  CheckSeparation(
      "contact_capsule_aabb (an end on a face)", contact_capsule_aabb,
      [](RandomShapes& rng) {
        const Aabb b = rng.aabb({-1, -1, -1}, kSpread);
        // A point of the box's surface: random inside, then one coordinate moved onto a face.
        Vec3 p{rng.uniform(b.min.x, b.max.x), rng.uniform(b.min.y, b.max.y), rng.uniform(b.min.z, b.max.z)};
        const int face = rng.below(6);
        const Vec3 bound = face < 3 ? b.min : b.max;
        if (face % 3 == 0) p.x = bound.x;
        if (face % 3 == 1) p.y = bound.y;
        if (face % 3 == 2) p.z = bound.z;
        return std::pair{Capsule{p, p + rng.direction() * rng.uniform(Real(0.05), 4), rng.radius()}, b};
      },
      true);
}

// ---- Regressions found by the properties above -------------------------------------------------------------
// Cores meeting up to rounding used the direction between the computed closest points, which was rounding
// noise (often along a segment): moving B by depth along it did not separate the shapes.

// B moved by depth along the normal, then checked: apart, or touching within `tol`.
template <class A, class B, class Fn>
::testing::AssertionResult Separates(Fn contact_fn, const A& a, const B& b, Real tol) {
  const Contact c = contact_fn(a, b);
  if (!c.hit()) return ::testing::AssertionFailure() << "no contact";
  const Contact after = contact_fn(a, Moved(b, c.depth * c.normal));
  if (after.hit() && after.depth > tol) return ::testing::AssertionFailure() << "still overlapping by " << after.depth;
  return ::testing::AssertionSuccess();
}

TEST(ContactCapsuleCapsule, EndOnTheOtherSegmentGaveARoundingNoiseNormalRegression) {
  // B starts on A's segment (at s = 0.4865); the computed closest points were 6e-8 apart, along +y. Now the
  // segments meet: normal = unit(da × db), depth = 2 + 1, which separates them (it left 0.15 of overlap).
  const Capsule a{{2.25f, 1.5f, -1.75f}, {2.25f, 0.47225976f, 1.33322048f}, 2};
  const Capsule b{{2.25f, 1, -0.25f}, {2.83333349f, 2.16666675f, -1.41666675f}, 1};
  const Contact c = contact_capsule_capsule(a, b);
  const Vec3 n = cross(a.end - a.start, b.end - b.start);
  EXPECT_CONTACT(c, n * (1 / length(n)), 3, c.point_b + 3 * c.normal, c.point_b, 1e-5f);
  EXPECT_TRUE(Separates(contact_capsule_capsule, a, b, 1e-5f));
  EXPECT_TRUE(test::IsSwapOf(contact_capsule_capsule(b, a), c, 1e-5f));  // (b × a) = -(a × b)
}

TEST(ContactCapsuleCapsule, EndOnANearlyParallelSegmentGaveARoundingNoiseNormalRegression) {
  // A's start lies on B (at 2 degrees: sin 0.036): the clamped closest points came out 1.7e-5 apart, 28 ulp,
  // and their direction left 1e-3 of overlap. The meeting threshold grows as 1 / sin for crossing segments.
  const Capsule a{
      {-1.14695287f, -1.69412625f, -0.128255904f}, {-3.44207549f, -1.7122606f, -0.297935218f}, 0.00143295096f};
  const Capsule b{{1.88090277f, -1.76261425f, 0.155438423f}, {-1.39698195f, -1.68847072f, -0.151682317f}, 1.84209216f};
  EXPECT_TRUE(Separates(contact_capsule_capsule, a, b, 1e-5f));
}

TEST(ContactSphereCapsule, CentreOnTheSegmentGaveARoundingNoiseNormalRegression) {
  // The centre is the segment's point at 0.3 (in float); q - c was rounding noise. Now the normal is the
  // documented perpendicular of the segment and depth = 0.5 + 0.25.
  const Capsule b{{-1.3f, 0.7f, 2.1f}, {1.9f, -0.4f, -1.7f}, 0.25f};
  const Sphere a{b.start + 0.3f * (b.end - b.start), 0.5f};
  const Contact c = contact_sphere_capsule(a, b);
  ASSERT_TRUE(c.hit());
  EXPECT_NEAR(c.depth, 0.75f, 1e-6f);
  EXPECT_NEAR(dot(c.normal, b.end - b.start), 0, 1e-6f);  // perpendicular to the segment
  EXPECT_TRUE(Separates(contact_sphere_capsule, a, b, 1e-5f));
}

TEST(ContactCapsuleAabb, SegmentThroughAFlatBoxGaveARoundingNoiseNormalRegression) {
  // The segment crosses the flat box x = -0.4948; its computed closest point missed the box by rounding, so the
  // normal was -x with depth r, which left 0.78 of overlap. Now it takes the meeting fallback (bounding boxes).
  const Capsule a{{0.464764118f, 2.14117336f, -0.870281696f}, {-1.27717626f, 0.771361232f, -1.80986834f}, 2.42183614f};
  const Aabb b{{-0.494822979f, 0.910544395f, -2.16897821f}, {-0.494822979f, 2.98293114f, 0.158336878f}};
  EXPECT_TRUE(Separates(contact_capsule_aabb, a, b, 1e-5f));
}

}  // namespace
}  // namespace sweepkit

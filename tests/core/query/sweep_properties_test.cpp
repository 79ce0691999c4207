// Property tests for every sweep_* function: thousands of random cases from a fixed seed, each checked
// against the discrete tests (overlap_* / contact_*) along the motion.
//   (a) No tunnelling: if the shapes overlap at any of the sub-steps t = k / 1000, the sweep hits no later.
//   (b) At the reported t the shapes touch (distance and depth ~ 0); just before it they do not overlap.
//   (c) Swapping A and B (sphere-sphere, aabb-aabb) keeps status and t and negates the normal.
// Plus: each overlap_* fast path agrees with its contact_* test at every sub-step.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <sstream>
#include <string>

#include "random_shapes.hpp"
#include "sweepkit/query/contact_aabb_aabb.hpp"
#include "sweepkit/query/contact_aabb_plane.hpp"
#include "sweepkit/query/contact_sphere_aabb.hpp"
#include "sweepkit/query/contact_capsule_plane.hpp"
#include "sweepkit/query/contact_sphere_capsule.hpp"
#include "sweepkit/query/contact_sphere_plane.hpp"
#include "sweepkit/query/contact_sphere_sphere.hpp"
#include "sweepkit/query/overlap_aabb_aabb.hpp"
#include "sweepkit/query/overlap_aabb_plane.hpp"
#include "sweepkit/query/overlap_sphere_aabb.hpp"
#include "sweepkit/query/overlap_sphere_capsule.hpp"
#include "sweepkit/query/overlap_sphere_plane.hpp"
#include "sweepkit/query/overlap_sphere_sphere.hpp"
#include "sweepkit/query/sweep_aabb_aabb.hpp"
#include "sweepkit/query/sweep_aabb_plane.hpp"
#include "sweepkit/query/sweep_capsule_plane.hpp"
#include "sweepkit/query/sweep_sphere_aabb.hpp"
#include "sweepkit/query/sweep_sphere_capsule.hpp"
#include "sweepkit/query/sweep_sphere_plane.hpp"
#include "sweepkit/query/sweep_sphere_sphere.hpp"
#include "sweepkit/tolerance.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

using test::RandomShapes;

constexpr int kCases = 10000;       // random cases per sweep function
constexpr int kSubSteps = 1000;     // the motion is sampled at t = k / kSubSteps, k = 0 .. kSubSteps
constexpr std::uint32_t kSeed = 3;  // issue 3; any fixed value
constexpr int kMaxReported = 5;     // failures printed per property before the rest are only counted

// Tolerances.
// Length: every position here is a float32 start + t * displacement with coordinates up to E = extent()
// (about 40 in these cases), so a position alone carries up to ~2 ulp(E) ~ 1.2e-7 E of rounding, and the
// sweeps solve for t in a different (relative) frame than the one the contact tests at t are evaluated
// in. 1e-5 E (~170 ulp) covers that rounding with room to spare while staying far below any geometric
// error (a wrong face, edge or root is off by a sizeable fraction of a shape, >= 1e-3 here).
constexpr Real kRelativeLength = 1e-5f;
// Time: the sweep's t may exceed the first overlapping sub-step t_k by the rounding of t itself (a few ulp
// of 1, ~1e-7); 1e-5 leaves margin. Such a sub-step overlaps by more than the length tolerance, so the
// true time of impact lies strictly before it.
constexpr Real kTimeSlack = 1e-5f;
// Direction: the sweep's normal and the contact test's at t agree to 1e-3 (cosine), well within what
// the length tolerance allows for shapes >= 1e-2 across while catching any wrong face or sign.
constexpr Real kNormalCosine = 1 - 1e-3f;

Real magnitude(Vec3 v) { return std::max({std::fabs(v.x), std::fabs(v.y), std::fabs(v.z)}); }

Aabb moved(const Aabb& b, Vec3 offset, Real grow = 0) {
  const Vec3 g{grow, grow, grow};
  return {b.min + offset - g, b.max + offset + g};
}

std::string str(Vec3 v) {
  std::ostringstream s;
  s.precision(9);
  s << "(" << v.x << ", " << v.y << ", " << v.z << ")";
  return s.str();
}

// ---- One adaptor per sweep -------------------------------------------------------------------------
// Each case holds the sweep's arguments and answers, at time t of the frame (every shape moved by t times
// its displacement): the contact from A towards B with the growable shape grown by `grow` on every side
// (radius + grow, or a box grown by grow: a distance <= grow then counts as touching), and the boolean
// overlap fast path (the contact test itself where there is none).

struct SpherePlane {
  static constexpr bool kSmoothNormal = true;
  Sphere a;
  Vec3 da;
  Plane b;
  SweepHit sweep() const { return sweep_sphere_plane(a, da, b); }
  Vec3 relative_motion() const { return da; }
  Contact contact_at(Real t, Real grow) const { return contact_sphere_plane({a.center + t * da, a.radius + grow}, b); }
  bool overlap_at(Real t) const { return overlap_sphere_plane({a.center + t * da, a.radius}, b).hit(); }
  Real extent() const {
    return std::max({magnitude(a.center), magnitude(a.center + da), std::fabs(b.constant)}) + a.radius;
  }
  std::string describe() const {
    return "sphere " + str(a.center) + " r " + std::to_string(a.radius) + " moving " + str(da) + " vs plane " +
           str(b.normal) + " " + std::to_string(b.constant);
  }
};

struct SphereSphere {
  static constexpr bool kSmoothNormal = true;
  Sphere a;
  Vec3 da;
  Sphere b;
  Vec3 db;
  SweepHit sweep() const { return sweep_sphere_sphere(a, da, b, db); }
  // Two points meeting have no direction between them: every normal is as good.
  bool normal_allowed(const SweepHit&, Real) const { return a.radius + b.radius == 0; }
  Vec3 relative_motion() const { return da - db; }
  Contact contact_at(Real t, Real grow) const {
    return contact_sphere_sphere({a.center + t * da, a.radius + grow}, {b.center + t * db, b.radius});
  }
  bool overlap_at(Real t) const {
    return overlap_sphere_sphere({a.center + t * da, a.radius}, {b.center + t * db, b.radius}).hit();
  }
  Real extent() const {
    return std::max({magnitude(a.center), magnitude(a.center + da), magnitude(b.center), magnitude(b.center + db)}) +
           a.radius + b.radius;
  }
  std::string describe() const {
    return "sphere " + str(a.center) + " r " + std::to_string(a.radius) + " moving " + str(da) + " vs sphere " +
           str(b.center) + " r " + std::to_string(b.radius) + " moving " + str(db);
  }
};

struct SphereAabb {
  static constexpr bool kSmoothNormal = true;  // the rounded box: faces, edge cylinders, corner spheres
  Sphere a;
  Vec3 da;
  Aabb b;
  Vec3 db;
  SweepHit sweep() const { return sweep_sphere_aabb(a, da, b, db); }
  // A point (r = 0) reaching a sharp edge or corner of the box may take the normal of any face meeting there:
  // allowed when the point at t lies on the face the normal names (within tol).
  bool normal_allowed(const SweepHit& h, Real tol) const {
    if (a.radius != 0 || std::fabs(magnitude(h.normal) - 1) > 0) return false;
    const Aabb box = moved(b, h.t * db);
    const Vec3 p = a.center + h.t * da;
    const Vec3 face{h.normal.x < 0 ? box.max.x : box.min.x, h.normal.y < 0 ? box.max.y : box.min.y,
                    h.normal.z < 0 ? box.max.z : box.min.z};
    const auto on_face = [tol](Real n, Real pi, Real f, Real lo, Real hi) {
      return n != 0 ? std::fabs(pi - f) <= tol : (pi >= lo - tol && pi <= hi + tol);
    };
    return on_face(h.normal.x, p.x, face.x, box.min.x, box.max.x) &&
           on_face(h.normal.y, p.y, face.y, box.min.y, box.max.y) &&
           on_face(h.normal.z, p.z, face.z, box.min.z, box.max.z);
  }
  Vec3 relative_motion() const { return da - db; }
  Contact contact_at(Real t, Real grow) const {
    return contact_sphere_aabb({a.center + t * da, a.radius + grow}, moved(b, t * db));
  }
  bool overlap_at(Real t) const { return overlap_sphere_aabb({a.center + t * da, a.radius}, moved(b, t * db)).hit(); }
  Real extent() const {
    return std::max({magnitude(a.center), magnitude(a.center + da), magnitude(b.min), magnitude(b.max),
                     magnitude(b.min + db), magnitude(b.max + db)}) +
           a.radius;
  }
  std::string describe() const {
    return "sphere " + str(a.center) + " r " + std::to_string(a.radius) + " moving " + str(da) + " vs box " +
           str(b.min) + " " + str(b.max) + " moving " + str(db);
  }
};

struct AabbPlane {
  static constexpr bool kSmoothNormal = true;  // always ±n
  Aabb a;
  Vec3 da;
  Plane b;
  SweepHit sweep() const { return sweep_aabb_plane(a, da, b); }
  Vec3 relative_motion() const { return da; }
  Contact contact_at(Real t, Real grow) const { return contact_aabb_plane(moved(a, t * da, grow), b); }
  bool overlap_at(Real t) const { return overlap_aabb_plane(moved(a, t * da), b).hit(); }
  Real extent() const {
    return std::max(
        {magnitude(a.min), magnitude(a.max), magnitude(a.min + da), magnitude(a.max + da), std::fabs(b.constant)});
  }
  std::string describe() const {
    return "box " + str(a.min) + " " + str(a.max) + " moving " + str(da) + " vs plane " + str(b.normal) + " " +
           std::to_string(b.constant);
  }
};

struct AabbAabb {
  // Touching along an edge or at a corner, the sweep's normal (the last slab entered) and the contact's
  // (least penetration) may name different, equally valid axes: the normal is checked in the swap test.
  static constexpr bool kSmoothNormal = false;
  Aabb a;
  Vec3 da;
  Aabb b;
  Vec3 db;
  SweepHit sweep() const { return sweep_aabb_aabb(a, da, b, db); }
  Vec3 relative_motion() const { return da - db; }
  Contact contact_at(Real t, Real grow) const { return contact_aabb_aabb(moved(a, t * da, grow), moved(b, t * db)); }
  bool overlap_at(Real t) const { return overlap_aabb_aabb(moved(a, t * da), moved(b, t * db)).hit(); }
  Real extent() const {
    return std::max({magnitude(a.min), magnitude(a.max), magnitude(a.min + da), magnitude(a.max + da), magnitude(b.min),
                     magnitude(b.max), magnitude(b.min + db), magnitude(b.max + db)});
  }
  std::string describe() const {
    return "box " + str(a.min) + " " + str(a.max) + " moving " + str(da) + " vs box " + str(b.min) + " " + str(b.max) +
           " moving " + str(db);
  }
};

struct CapsulePlane {
  static constexpr bool kSmoothNormal = true;  // always ±n
  Capsule a;
  Vec3 da;
  Plane b;
  SweepHit sweep() const { return sweep_capsule_plane(a, da, b); }
  Vec3 relative_motion() const { return da; }
  Contact contact_at(Real t, Real grow) const {
    return contact_capsule_plane({a.start + t * da, a.end + t * da, a.radius + grow}, b);
  }
  bool overlap_at(Real t) const { return contact_at(t, 0).hit(); }  // no boolean fast path for this pair
  Real extent() const {
    return std::max({magnitude(a.start), magnitude(a.end), magnitude(a.start + da), magnitude(a.end + da),
                     std::fabs(b.constant)}) +
           a.radius;
  }
  std::string describe() const {
    return "capsule " + str(a.start) + " " + str(a.end) + " r " + std::to_string(a.radius) + " moving " + str(da) +
           " vs plane " + str(b.normal) + " " + std::to_string(b.constant);
  }
};

struct SphereCapsule {
  static constexpr bool kSmoothNormal = true;
  Sphere a;
  Vec3 da;
  Capsule b;
  Vec3 db;
  SweepHit sweep() const { return sweep_sphere_capsule(a, da, b, db); }
  // A point meeting a zero-radius capsule's segment has no surface normal: every direction is as good.
  bool normal_allowed(const SweepHit&, Real) const { return a.radius + b.radius == 0; }
  Vec3 relative_motion() const { return da - db; }
  Contact contact_at(Real t, Real grow) const {
    return contact_sphere_capsule({a.center + t * da, a.radius + grow}, {b.start + t * db, b.end + t * db, b.radius});
  }
  bool overlap_at(Real t) const {
    return overlap_sphere_capsule({a.center + t * da, a.radius}, {b.start + t * db, b.end + t * db, b.radius}).hit();
  }
  Real extent() const {
    return std::max({magnitude(a.center), magnitude(a.center + da), magnitude(b.start), magnitude(b.end),
                     magnitude(b.start + db), magnitude(b.end + db)}) +
           a.radius + b.radius;
  }
  std::string describe() const {
    return "sphere " + str(a.center) + " r " + std::to_string(a.radius) + " moving " + str(da) + " vs capsule " +
           str(b.start) + " " + str(b.end) + " r " + std::to_string(b.radius) + " moving " + str(db);
  }
};

// ---- The properties ------------------------------------------------------------------------------------

struct Tally {
  int hits = 0;
  int misses = 0;
  int initial_overlaps = 0;
  int failures = 0;
};

// Checks properties (a) and (b) on one case; returns an empty string when they hold, else what broke.
template <class Case>
std::string SweepPropertyFailure(const Case& c, const SweepHit& h) {
  const Real tol = kRelativeLength * std::max(Real(1), c.extent());
  std::ostringstream why;
  why.precision(9);
  if (h.status != Status::hit && h.status != Status::miss && h.status != Status::initial_overlap) {
    why << "status " << static_cast<int>(h.status);
    return why.str();
  }
  if (!test::AllFinite(h) || !(h.t >= 0 && h.t <= 1)) {
    why << "t " << h.t << " or a field not finite";
    return why.str();
  }
  if (h.status == Status::initial_overlap && h.t != 0) {
    why << "initial overlap with t " << h.t;
    return why.str();
  }

  // (a) No tunnelling. The first sub-step where the shapes overlap by more than the length tolerance
  // (touching within rounding may go either way) must be at or after the sweep's t.
  for (int k = 0; k <= kSubSteps; ++k) {
    const Real t = Real(k) / Real(kSubSteps);
    const Contact now = c.contact_at(t, 0);
    if (c.overlap_at(t) != now.hit()) {
      why << "overlap fast path and contact test disagree at t " << t;
      return why.str();
    }
    if (now.hit() && now.depth > tol) {
      if (!h.hit()) {
        why << "tunnelling: overlap depth " << now.depth << " at sub-step t " << t << " but the sweep misses";
        return why.str();
      }
      if (h.t > t + kTimeSlack) {
        why << "late: overlap depth " << now.depth << " at sub-step t " << t << " but the sweep says t " << h.t;
        return why.str();
      }
      break;
    }
  }
  if (!h.hit()) return {};

  // (b) Touching at t: within `tol` of each other (the grown contact hits) ...
  const Contact touching = c.contact_at(h.t, tol);
  if (!touching.hit()) {
    why << "apart (by more than " << tol << ") at the reported t " << h.t;
    return why.str();
  }
  if (h.status == Status::initial_overlap) return {};
  // ... and not overlapping by more than `tol`, at t or just before it.
  for (const Real dt : {Real(0), Real(1e-5), Real(1e-3)}) {
    const Real t = std::max(h.t - dt, Real(0));
    const Contact before = c.contact_at(t, 0);
    if (before.hit() && before.depth > tol) {
      why << "overlapping by " << before.depth << " at t " << t << " (reported t " << h.t << ")";
      return why.str();
    }
  }
  if (std::fabs(length(h.normal) - 1) > Real(1e-5)) {
    why << "normal " << str(h.normal) << " not unit";
    return why.str();
  }
  if (Case::kSmoothNormal && dot(h.normal, touching.normal) < kNormalCosine) {
    // A shape of zero thickness (a point, a flat box) touches with its reference point on the other shape's
    // surface, where the contact test's side (and so its normal's sign) is up to rounding. Look again from
    // just before the touch: moved back along the relative motion by 2 tol, grown by 3 tol to still touch.
    const Real speed = length(c.relative_motion());
    const Real back = std::min(h.t, speed > 0 ? 2 * tol / speed : Real(0));
    const Contact approaching = c.contact_at(h.t - back, 3 * tol);
    // (When the touch comes within 2 tol of the start, even the start is touching within rounding, and which
    // side it is on, so the normal's sign, is rounding too: e.g. a segment lying in a plane.)
    bool allowed = h.t * speed <= 2 * tol;
    allowed = allowed || (approaching.hit() && dot(h.normal, approaching.normal) >= kNormalCosine);
    if constexpr (requires { c.normal_allowed(h, tol); }) allowed = allowed || c.normal_allowed(h, tol);
    if (!allowed) {
      why << "normal " << str(h.normal) << " vs the contact test's " << str(touching.normal) << " at t " << h.t;
      return why.str();
    }
  }
  return {};
}

// Runs `check(rng)` on kCases random cases drawn from kSeed, each after rng.begin_case(); `check` returns an empty
// string when the case passes, else what broke and the case. Reports the first kMaxReported failures (with `name`
// and the case's number) and returns how many cases failed.
template <class Check>
int CountFailures(const char* name, Check check) {
  RandomShapes rng(kSeed);
  int failures = 0;
  for (int i = 0; i < kCases; ++i) {
    rng.begin_case();
    const std::string failure = check(rng);
    if (!failure.empty() && ++failures <= kMaxReported) ADD_FAILURE() << name << " case " << i << ": " << failure;
  }
  return failures;
}

template <class Case>
void RunSweepProperties(const char* name, Case (*make)(RandomShapes&)) {
  Tally tally;
  tally.failures = CountFailures(name, [&](RandomShapes& rng) {
    rng.begin_case();  // a second grid draw per case: the cases these properties have always been checked on
    const Case c = make(rng);
    const SweepHit h = c.sweep();
    tally.hits += h.status == Status::hit;
    tally.misses += h.status == Status::miss;
    tally.initial_overlaps += h.status == Status::initial_overlap;
    const std::string failure = SweepPropertyFailure(c, h);
    return failure.empty() ? failure : failure + "\n  " + c.describe();
  });
  EXPECT_EQ(tally.failures, 0) << name;
  // The generator must reach every outcome often, or the properties above would hold vacuously.
  EXPECT_GE(tally.hits, kCases / 5) << name;
  EXPECT_GE(tally.misses, kCases / 10) << name;
  EXPECT_GE(tally.initial_overlaps, kCases / 50) << name;
  std::printf("%s: %d hits, %d misses, %d initial overlaps\n", name, tally.hits, tally.misses, tally.initial_overlaps);
}

// ---- Random cases -----------------------------------------------------------------------------------
// B sits near the origin, A starts within ~8 of it, and A's motion relative to B is aimed through a point
// near the origin (so most paths cross B, some graze it, some pass by) or is random.

// A's start: mostly within 8 of B, sometimes within 2 (more initial overlaps).
Real StartSpread(RandomShapes& rng) { return rng.chance(Real(0.2)) ? Real(2) : Real(8); }

Vec3 RelativeMotion(RandomShapes& rng, Vec3 start) {
  if (rng.chance(Real(0.75))) return (rng.vec(-2, 2) - start) * rng.uniform(Real(0.2), Real(2.5));
  return rng.motion(20);
}

// Splits a relative motion into A's and B's: B still, or moving too (A's then adds B's).
std::pair<Vec3, Vec3> SplitMotion(RandomShapes& rng, Vec3 relative) {
  const Vec3 db = rng.chance(Real(0.5)) ? Vec3{} : rng.motion(10);
  return {relative + db, db};
}

// One random case per sweep, A's shape and motion from StartSpread and RelativeMotion.
SpherePlane RandomSpherePlane(RandomShapes& rng) {
  const Plane b = rng.plane({}, 2);
  const Sphere a = rng.sphere({}, StartSpread(rng));
  return {a, RelativeMotion(rng, a.center), b};
}

SphereSphere RandomSphereSphere(RandomShapes& rng) {
  const Sphere b = rng.sphere({}, 2);
  const Sphere a = rng.sphere({}, StartSpread(rng));
  const auto [da, db] = SplitMotion(rng, RelativeMotion(rng, a.center));
  return {a, da, b, db};
}

SphereAabb RandomSphereAabb(RandomShapes& rng) {
  const Aabb b = rng.aabb({-1, -1, -1}, 1);
  const Sphere a = rng.sphere({}, StartSpread(rng));
  const auto [da, db] = SplitMotion(rng, RelativeMotion(rng, a.center));
  return {a, da, b, db};
}

AabbPlane RandomAabbPlane(RandomShapes& rng) {
  const Plane b = rng.plane({}, 2);
  const Aabb a = rng.aabb({}, StartSpread(rng));
  return {a, RelativeMotion(rng, a.min), b};
}

AabbAabb RandomAabbAabb(RandomShapes& rng) {
  const Aabb b = rng.aabb({-1, -1, -1}, 1);
  const Aabb a = rng.aabb({-1, -1, -1}, StartSpread(rng));
  const auto [da, db] = SplitMotion(rng, RelativeMotion(rng, a.min + Vec3{1, 1, 1}));
  return {a, da, b, db};
}

CapsulePlane RandomCapsulePlane(RandomShapes& rng) {
  const Plane b = rng.plane({}, 2);
  const Capsule a = rng.capsule({}, StartSpread(rng));
  return {a, RelativeMotion(rng, a.start), b};
}

SphereCapsule RandomSphereCapsule(RandomShapes& rng) {
  const Capsule b = rng.capsule({}, 2);
  const Sphere a = rng.sphere({}, StartSpread(rng));
  const auto [da, db] = SplitMotion(rng, RelativeMotion(rng, a.center));
  return {a, da, b, db};
}

TEST(SweepProperties, SpherePlane) { RunSweepProperties("sweep_sphere_plane", RandomSpherePlane); }
TEST(SweepProperties, SphereSphere) { RunSweepProperties("sweep_sphere_sphere", RandomSphereSphere); }
TEST(SweepProperties, SphereAabb) { RunSweepProperties("sweep_sphere_aabb", RandomSphereAabb); }
TEST(SweepProperties, AabbPlane) { RunSweepProperties("sweep_aabb_plane", RandomAabbPlane); }
TEST(SweepProperties, AabbAabb) { RunSweepProperties("sweep_aabb_aabb", RandomAabbAabb); }
TEST(SweepProperties, CapsulePlane) { RunSweepProperties("sweep_capsule_plane", RandomCapsulePlane); }
TEST(SweepProperties, SphereCapsule) { RunSweepProperties("sweep_sphere_capsule", RandomSphereCapsule); }

// ---- (c) Swapping A and B -------------------------------------------------------------------------------
// In the pair's own frame both orders compute the same numbers with B - A replaced by A - B, which IEEE
// rounding gives exactly negated; so status and t are compared exactly, and the normal must be exactly
// negated. Positions and points are recomputed from other inputs, hence compared within the length tolerance.

::testing::AssertionResult IsSwappedSweep(const SweepHit& ba, const SweepHit& ab, Vec3 b_position, Real tol) {
  if (ba.status != ab.status) {
    return ::testing::AssertionFailure() << "status " << static_cast<int>(ba.status) << " vs "
                                         << static_cast<int>(ab.status);
  }
  if (ba.t != ab.t) return ::testing::AssertionFailure() << "t " << ba.t << " vs " << ab.t;
  const Vec3 neg = -ab.normal + Vec3{};  // + 0: -0 compares equal anyway
  if (ba.normal.x != neg.x || ba.normal.y != neg.y || ba.normal.z != neg.z) {
    return ::testing::AssertionFailure() << "normal " << str(ba.normal) << " vs " << str(ab.normal) << " negated";
  }
  if (!test::VecNear(ba.point, ab.point, tol))
    return ::testing::AssertionFailure() << "point " << str(ba.point) << " vs " << str(ab.point);
  if (!test::VecNear(ba.position, b_position, tol)) {
    return ::testing::AssertionFailure() << "position " << str(ba.position) << " vs B's reference point "
                                         << str(b_position);
  }
  return ::testing::AssertionSuccess();
}

// The failure message for a swap that IsSwappedSweep rejects, with the case.
template <class Case>
std::string SwapFailure(const ::testing::AssertionResult& swapped, const Case& c) {
  return swapped ? std::string() : std::string(swapped.message()) + "\n  " + c.describe();
}

TEST(SweepProperties, SphereSphereSwapNegatesNormalAndKeepsT) {
  const int failures = CountFailures("sweep_sphere_sphere swap", [](RandomShapes& rng) {
    const SphereSphere c = RandomSphereSphere(rng);
    const auto& [a, da, b, db] = c;
    const SweepHit ab = sweep_sphere_sphere(a, da, b, db);
    const SweepHit ba = sweep_sphere_sphere(b, db, a, da);
    // Centres coinciding at t have no direction between them: both orders give the documented +y.
    const Vec3 gap = (b.center + ab.t * db) - (a.center + ab.t * da);
    if (ab.hit() && length_squared(gap) <= kZeroLengthSquared) return std::string();
    const Real tol = kRelativeLength * std::max(Real(1), c.extent());
    return SwapFailure(IsSwappedSweep(ba, ab, b.center + ab.t * db, tol), c);
  });
  EXPECT_EQ(failures, 0);
}

/// How far B must move along the axis direction n (±x, ±y or ±z) to stop overlapping A.
Real AabbPush(const Aabb& a, const Aabb& b, Vec3 n) {
  const Real ax = n.x + n.y * 2 + n.z * 3;  // ±1, ±2, ±3 names the axis and sign
  const int axis = static_cast<int>(std::fabs(ax)) - 1;
  const auto get = [axis](Vec3 v) { return axis == 0 ? v.x : (axis == 1 ? v.y : v.z); };
  return ax > 0 ? get(a.max) - get(b.min) : get(b.max) - get(a.min);
}

TEST(SweepProperties, AabbAabbSwapNegatesNormalAndKeepsT) {
  int ties = 0;
  const int failures = CountFailures("sweep_aabb_aabb swap", [&ties](RandomShapes& rng) {
    const AabbAabb c = RandomAabbAabb(rng);
    const auto& [a, da, b, db] = c;
    const SweepHit ab = sweep_aabb_aabb(a, da, b, db);
    SweepHit ba = sweep_aabb_aabb(b, db, a, da);
    if (ab.status == Status::initial_overlap && dot(ab.normal, ba.normal) > 0) {
      // Overlapping at the start with a tie between two axes of least penetration (a flat box in the middle
      // of the other, equal boxes): the documented tie-break (+axis before -axis) picks the same direction in
      // both orders. Accept when -ba.normal is an equally short push, then compare the rest.
      if (AabbPush(a, b, -ba.normal) == AabbPush(a, b, ab.normal)) {
        ++ties;
        ba.normal = -ba.normal;
      }
    }
    const Real tol = kRelativeLength * std::max(Real(1), c.extent());
    return SwapFailure(IsSwappedSweep(ba, ab, b.min + ab.t * db, tol), c);
  });
  EXPECT_EQ(failures, 0);
  std::printf("sweep_aabb_aabb swap: %d initial-overlap ties\n", ties);
}

// ---- Degenerate shapes agree across functions ------------------------------------------------------------
// A point capsule is a sphere, a sphere of radius 0 a point box: the sweeps for them must agree.

TEST(SweepProperties, PointCapsuleSweepsLikeASphere) {
  const int failures = CountFailures("point capsule", [](RandomShapes& rng) {
    const SphereSphere spheres = RandomSphereSphere(rng);
    const auto& [a, da, b, db] = spheres;
    const Plane p = rng.plane({}, 2);
    const Capsule b_capsule{b.center, b.center, b.radius};
    const Capsule a_capsule{a.center, a.center, a.radius};
    // Different root formulas (sphere vs capsule-end quadratic on the same numbers): t within rounding.
    const SweepHit ss = sweep_sphere_sphere(a, da, b, db);
    const SweepHit sc = sweep_sphere_capsule(a, da, b_capsule, db);
    const Real tol = kRelativeLength * std::max(Real(1), spheres.extent());
    // (Two points meeting have no normal: any direction is as good, so it is compared only for radii > 0.)
    const bool sphere_ok = ss.status == sc.status && std::fabs(ss.t - sc.t) <= kTimeSlack &&
                           (a.radius + b.radius == 0 || test::VecNear(ss.normal, sc.normal, Real(1e-4))) &&
                           test::VecNear(ss.position, sc.position, tol);
    // Capsule-plane sweeps a sphere at the nearer end, here the capsule's only point: identical answers.
    const SweepHit sp = sweep_sphere_plane(a, da, p);
    const SweepHit cp = sweep_capsule_plane(a_capsule, da, p);
    const bool plane_ok = sp.status == cp.status && sp.t == cp.t && test::VecNear(sp.normal, cp.normal, 0) &&
                          test::VecNear(sp.point, cp.point, tol);
    if (sphere_ok && plane_ok) return std::string();
    std::ostringstream why;
    why << (sphere_ok ? "" : "sphere-capsule ") << (plane_ok ? "" : "capsule-plane ") << "t " << ss.t << " vs "
        << sc.t << ", " << sp.t << " vs " << cp.t << "\n  " << spheres.describe();
    return why.str();
  });
  EXPECT_EQ(failures, 0);
}

TEST(SweepProperties, PointSphereSweepsLikeAPointBox) {
  const int failures = CountFailures("point sphere", [](RandomShapes& rng) {
    const Aabb b = rng.aabb({-1, -1, -1}, 1);
    const Vec3 c = rng.vec(-8, 8);
    const auto [da, db] = SplitMotion(rng, RelativeMotion(rng, c));
    const Plane p = rng.plane({}, 2);
    // Sphere-aabb (r = 0: the slab cast of the centre) vs aabb-aabb (slab intervals of the difference box).
    const SweepHit sb = sweep_sphere_aabb({c, 0}, da, b, db);
    const SweepHit bb = sweep_aabb_aabb({c, c}, da, b, db);
    const Real tol = kRelativeLength * std::max(Real(1), SphereAabb{{c, 0}, da, b, db}.extent());
    // The initial-overlap normals follow different documented rules (nearest face vs least penetration,
    // which name different faces for a point inside), so only hits compare normals.
    const bool box_ok = sb.status == bb.status && std::fabs(sb.t - bb.t) <= kTimeSlack &&
                        (sb.status != Status::hit || test::VecNear(sb.normal, bb.normal, 0)) &&
                        test::VecNear(sb.position, bb.position, tol);
    const SweepHit sp = sweep_sphere_plane({c, 0}, da, p);
    const SweepHit ap = sweep_aabb_plane({c, c}, da, p);
    const bool plane_ok = sp.status == ap.status && sp.t == ap.t && test::VecNear(sp.normal, ap.normal, 0) &&
                          test::VecNear(sp.point, ap.point, tol);
    if (box_ok && plane_ok) return std::string();
    std::ostringstream why;
    why << (box_ok ? "" : "sphere-aabb ") << (plane_ok ? "" : "aabb-plane ") << "status " << static_cast<int>(sb.status)
        << " vs " << static_cast<int>(bb.status) << ", t " << sb.t << " vs " << bb.t << ", normal " << str(sb.normal)
        << " vs " << str(bb.normal) << "\n  " << SphereAabb{{c, 0}, da, b, db}.describe();
    return why.str();
  });
  EXPECT_EQ(failures, 0);
}

}  // namespace
}  // namespace sweepkit

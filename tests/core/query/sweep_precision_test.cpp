// Precision of every sweep far from the origin: coordinates up to 1e5 with radii (and box thicknesses)
// down to 1e-3, on cases whose exact answer is known. At 1e5 float32's spacing is 2^-7 = 0.0078125, eight
// times the radius, so millimetre gaps are set either by offsets of one spacing along a far axis or on an
// axis whose coordinate is small. Each expected t is derived in the comment and computed in double from the
// float inputs as stored, so the only error allowed is the sweep's own float32 rounding: kT = 1e-6, ~17 ulp
// of t near 1 (the cancellation-free roots keep it to a few ulp).

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "sweepkit/query/sweep_aabb_aabb.hpp"
#include "sweepkit/query/sweep_aabb_plane.hpp"
#include "sweepkit/query/sweep_capsule_plane.hpp"
#include "sweepkit/query/sweep_sphere_aabb.hpp"
#include "sweepkit/query/sweep_sphere_capsule.hpp"
#include "sweepkit/query/sweep_sphere_plane.hpp"
#include "sweepkit/query/sweep_sphere_sphere.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr double kT = 1e-6;
constexpr Real kFar = 100000;       // 1e5, exact in float32
constexpr Real kStep = 0.0078125f;  // float32 spacing at 1e5 (2^-7)
constexpr Real kMm = 1e-3f;         // the radius, as stored (0.001000000047...)
constexpr Vec3 kStill{0, 0, 0};
const double kR = kMm;  // the stored radius, in double

// ---- sphere-plane -----------------------------------------------------------------------------------------

const Plane kFarPlaneY{{0, 1, 0}, -kFar};  // y = 1e5

TEST(SweepPrecision, SpherePlaneMillimetreSphereOneSpacingAboveAFarPlaneHits) {
  // d0 = (1e5 + 2^-7) - 1e5 = 2^-7 exactly; moving down by 2^-7 - 0.0005 leaves 0.0005 < r at the end:
  // t = (d0 - r) / |dy|.
  const Real dy = -(kStep - 0.0005f);
  const SweepHit h = sweep_sphere_plane({{kFar, kFar + kStep, -kFar}, kMm}, {0, dy, 0}, kFarPlaneY);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, (double(kStep) - kR) / -double(dy), kT);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);
}

TEST(SweepPrecision, SpherePlaneMillimetreSphereStoppingHalfARadiusShortMisses) {
  // Moving down by 2^-7 - 0.0015 ends 0.0015 = 1.5 r above the plane.
  const SweepHit h = sweep_sphere_plane({{kFar, kFar + kStep, -kFar}, kMm}, {0, -(kStep - 0.0015f), 0}, kFarPlaneY);
  EXPECT_EQ(h.status, Status::miss);
}

TEST(SweepPrecision, SpherePlaneMillimetreSphereFromBelowAFarPlaneHits) {
  // d0 = -2^-7, moving up by 2^-7 - 0.0005: t = (|d0| - r) / dy.
  const Real dy = kStep - 0.0005f;
  const SweepHit h = sweep_sphere_plane({{-kFar, kFar - kStep, kFar}, kMm}, {0, dy, 0}, kFarPlaneY);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, (double(kStep) - kR) / double(dy), kT);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), 0);
}

TEST(SweepPrecision, SpherePlaneMillimetreSphereCrossingAFarPlaneInOneFrameDoesNotTunnel) {
  // From y = 2e5 to 0 through y = 1e5: t = (1e5 - r) / 2e5, 0.5 to within 5e-9.
  const SweepHit h = sweep_sphere_plane({{kFar, 2 * kFar, kFar}, kMm}, {0, -2 * kFar, 0}, kFarPlaneY);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, (1e5 - kR) / 2e5, kT);
}

// ---- sphere-sphere ----------------------------------------------------------------------------------------

TEST(SweepPrecision, SphereSphereMillimetreSpheresFarFromTheOriginHitHeadOn) {
  // s = (4, 0, 0) exactly (1e5 + 4 is exact); B closes by 8: |4 - 8t| = R at t = (4 - R) / 8.
  const Sphere a{{kFar, -kFar, kFar}, kMm};
  const Sphere b{{kFar + 4, -kFar, kFar}, kMm};
  const SweepHit h = sweep_sphere_sphere(a, kStill, b, {-8, 0, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, (4 - double(a.radius + b.radius)) / 8, kT);
  EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), 0);
}

TEST(SweepPrecision, SphereSphereBothMovingFarFromTheOriginHit) {
  // Gap 4 closing at 4 + 4 = 8 per frame: t = (4 - R) / 8 again, with both centres far out.
  const Sphere a{{kFar, kFar, kFar}, kMm};
  const Sphere b{{kFar + 4, kFar, kFar}, kMm};
  const SweepHit h = sweep_sphere_sphere(a, {4, 0, 0}, b, {-4, 0, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, (4 - double(a.radius + b.radius)) / 8, kT);
}

TEST(SweepPrecision, SphereSphereOneSpacingSidewaysAtAFarCoordinateMisses) {
  // B passes 2^-7 = 3.9 R to the side (along y, at -1e5): never within R = 0.002.
  const Sphere a{{kFar, -kFar, kFar}, kMm};
  const Sphere b{{kFar + 4, -kFar + kStep, kFar}, kMm};
  EXPECT_EQ(sweep_sphere_sphere(a, kStill, b, {-8, 0, 0}).status, Status::miss);
}

TEST(SweepPrecision, SphereSpherePassingThreeQuartersOfARadiusSumSidewaysHits) {
  // x at 1e5, the sideways offset z = 0.0015 on a near axis: the closest approach 0.0015 < R = 0.002, first
  // touch when (4 - 8t)² + z² = R²: t = (4 - sqrt(R² - z²)) / 8.
  const Real z = 0.0015f;
  const Sphere a{{kFar, kFar, 0}, kMm};
  const Sphere b{{kFar + 4, kFar, z}, kMm};
  const double r_sum = double(a.radius + b.radius);
  const SweepHit h = sweep_sphere_sphere(a, kStill, b, {-8, 0, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, (4 - std::sqrt(r_sum * r_sum - double(z) * z)) / 8, kT);
}

TEST(SweepPrecision, SphereSpherePassingAQuarterRadiusSumBeyondTouchingMisses) {
  // As above with z = 0.0025 > R = 0.002.
  const Sphere a{{kFar, kFar, 0}, kMm};
  const Sphere b{{kFar + 4, kFar, 0.0025f}, kMm};
  EXPECT_EQ(sweep_sphere_sphere(a, kStill, b, {-8, 0, 0}).status, Status::miss);
}

// ---- sphere-aabb ------------------------------------------------------------------------------------------

const Aabb kFarCube{{kFar, kFar, kFar}, {kFar + 1, kFar + 1, kFar + 1}};

TEST(SweepPrecision, SphereAabbMillimetreSphereOntoAFarFaceHits) {
  // Centre 2^-7 above the top face (1e5 + 1 + 2^-7 is exact), moving down by 2^-7 - 0.0005: t = (2^-7 - r) / |dy|.
  const Real dy = -(kStep - 0.0005f);
  const SweepHit h =
      sweep_sphere_aabb({{kFar + 0.5f, kFar + 1 + kStep, kFar + 0.5f}, kMm}, {0, dy, 0}, kFarCube, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, (double(kStep) - kR) / -double(dy), kT);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);
}

TEST(SweepSphereAabb, MillimetreRadiusLostInAHugeBoxsGrownBoundRegression) {
  // Regression: the box grown by r had its max formed as size + r = 1e5 + 0.001, which float32 rounds to
  // 1e5: the radius vanished and this hit was reported as a miss. The box spans [0, 1e5] in x; the centre
  // starts 2^-7 beyond its max face and ends 0.0005 < r from it: t = (2^-7 - r) / |dx|.
  const Aabb huge{{0, 0, 0}, {kFar, 1, 1}};
  const Real dx = -(kStep - 0.0005f);
  const SweepHit h = sweep_sphere_aabb({{kFar + kStep, 0.5f, 0.5f}, kMm}, {dx, 0, 0}, huge, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, (double(kStep) - kR) / -double(dx), kT);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), 0);
}

TEST(SweepPrecision, SphereAabbMillimetreSphereStoppingShortOfAHugeBoxsFarFaceMisses) {
  const Aabb huge{{0, 0, 0}, {kFar, 1, 1}};
  EXPECT_EQ(sweep_sphere_aabb({{kFar + kStep, 0.5f, 0.5f}, kMm}, {-(kStep - 0.0015f), 0, 0}, huge, kStill).status,
            Status::miss);
}

TEST(SweepPrecision, SphereAabbMillimetreSphereStoppingShortOfAFarFaceMisses) {
  const SweepHit h = sweep_sphere_aabb({{kFar + 0.5f, kFar + 1 + kStep, kFar + 0.5f}, kMm}, {0, -(kStep - 0.0015f), 0},
                                       kFarCube, kStill);
  EXPECT_EQ(h.status, Status::miss);
}

TEST(SweepPrecision, SphereAabbMillimetreSphereOntoAFarEdgeHits) {
  // Centre (1.5, 1.5, 0.5) from the cube's min corner, moving (-1, -1, 0): its distance to the edge x = y = 1 is
  // (0.5 - t) √2 = r at t = 0.5 - r / √2. The box moves too; only the relative motion counts.
  const SweepHit h =
      sweep_sphere_aabb({{kFar + 1.5f, kFar + 1.5f, kFar + 0.5f}, kMm}, {-0.5f, -1, 0}, kFarCube, {0.5f, 0, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5 - kR / std::sqrt(2.0), kT);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-0.70710678f, -0.70710678f, 0}), 1e-3f);
}

TEST(SweepPrecision, SphereAabbMillimetreSphereOntoAFarCornerHits) {
  // Centre 0.5 beyond the max corner on each axis, moving (-1, -1, -1): distance (0.5 - t) √3 = r.
  const SweepHit h = sweep_sphere_aabb({{kFar + 1.5f, kFar + 1.5f, kFar + 1.5f}, kMm}, {-1, -1, -1}, kFarCube, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5 - kR / std::sqrt(3.0), kT);
}

// The box x in [1e5, 1e5 + 1], y and z in [0, 1]; the sphere passes its edge y = z = 1 diagonally in the
// (y, z) plane along y + z = 2 + k, at distance k / √2 from the edge at t = 0.5. With k between r √2 and 2 r
// the path crosses the box grown by r (a bounding-box sweep would hit) but not the rounded box.
double DiagonalEdgeT(Real start_y, Real start_z) {
  // Distance² to the edge: (y - 1)² + (z - 1)² = r² with y = y0 - 2t, z = z0 + 2t, solved in double.
  const double p = double(start_y) - 1;
  const double q = double(start_z) - 1;
  // (p - 2t)² + (q + 2t)² = r²  ->  8t² + 4(q - p) t + p² + q² - r² = 0, earlier root.
  const double b = 4 * (q - p);
  const double c = p * p + q * q - kR * kR;
  return (-b - std::sqrt(b * b - 32 * c)) / 16;
}

TEST(SweepPrecision, SphereAabbPassingARoundedEdgeWithinItsRadiusHits) {
  const Aabb box{{kFar, 0, 0}, {kFar + 1, 1, 1}};
  const Real k = 1.2f * kMm;  // distance k / √2 = 0.85 r
  const Real y0 = 2 + k / 2;
  const Real z0 = k / 2;
  const SweepHit h = sweep_sphere_aabb({{kFar + 0.5f, y0, z0}, kMm}, {0, -2, 2}, box, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, DiagonalEdgeT(y0, z0), kT);
}

TEST(SweepPrecision, SphereAabbPassingARoundedEdgeBeyondItsRadiusMisses) {
  const Aabb box{{kFar, 0, 0}, {kFar + 1, 1, 1}};
  const Real k = 1.7f * kMm;  // distance 1.2 r, inside the box grown by r (k < 2 r) but clear of the rounded edge
  const SweepHit h = sweep_sphere_aabb({{kFar + 0.5f, 2 + k / 2, k / 2}, kMm}, {0, -2, 2}, box, kStill);
  EXPECT_EQ(h.status, Status::miss);
}

// ---- aabb-plane -------------------------------------------------------------------------------------------

TEST(SweepPrecision, AabbPlaneMillimetreThinBoxFarOutHits) {
  // A 1 mm thick box (z in [0.0015, 0.0025]) at x, y = ±1e5 moving down by 0.002 onto z = 0: t = 0.0015 / 0.002.
  const Aabb a{{kFar, -kFar, 0.0015f}, {kFar + 1, -kFar + 1, 0.0025f}};
  const SweepHit h = sweep_aabb_plane(a, {0, 0, -0.002f}, {{0, 0, 1}, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, double(0.0015f) / double(0.002f), kT);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, -1}), 0);
}

TEST(SweepPrecision, AabbPlaneMillimetreThinBoxStoppingShortMisses) {
  // Moving down by 0.001 leaves the bottom 0.0005 above the plane.
  const Aabb a{{kFar, -kFar, 0.0015f}, {kFar + 1, -kFar + 1, 0.0025f}};
  EXPECT_EQ(sweep_aabb_plane(a, {0, 0, -0.001f}, {{0, 0, 1}, 0}).status, Status::miss);
}

TEST(SweepPrecision, AabbPlaneBoxOneSpacingAboveAFarPlaneHits) {
  // Bottom face 2^-7 above y = 1e5, moving down by 2 * 2^-7: t = 0.5.
  const Aabb a{{kFar, kFar + kStep, kFar}, {kFar + 1, kFar + 1, kFar + 1}};
  const SweepHit h = sweep_aabb_plane(a, {0, -2 * kStep, 0}, kFarPlaneY);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5, kT);
}

// ---- aabb-aabb --------------------------------------------------------------------------------------------

TEST(SweepPrecision, AabbAabbMillimetreThinBoxesFarOutHit) {
  // A's top at z = 0.001, B's bottom at 0.0025, B moving down 0.002: t = 0.0015 / 0.002 (as stored).
  const Aabb a{{kFar, kFar, 0}, {kFar + 1, kFar + 1, kMm}};
  const Aabb b{{kFar, kFar, 0.0025f}, {kFar + 1, kFar + 1, 0.0035f}};
  const SweepHit h = sweep_aabb_aabb(a, kStill, b, {0, 0, -0.002f});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, (double(0.0025f) - double(kMm)) / double(0.002f), kT);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 1}), 0);
}

TEST(SweepPrecision, AabbAabbMillimetreThinBoxesStoppingShortMiss) {
  const Aabb a{{kFar, kFar, 0}, {kFar + 1, kFar + 1, kMm}};
  const Aabb b{{kFar, kFar, 0.0025f}, {kFar + 1, kFar + 1, 0.0035f}};
  EXPECT_EQ(sweep_aabb_aabb(a, kStill, b, {0, 0, -0.001f}).status, Status::miss);
}

TEST(SweepPrecision, AabbAabbBoxesOnOppositeSidesOfTheOriginMeet) {
  // A = [1e5, 1e5 + 1]³ still; B = [-1e5 - 1, -1e5]³ moving (2e5, 2e5, 2e5): B's max reaches A's min when
  // -1e5 + 2e5 t = 1e5, t = 1 exactly (touching at t = 1 counts).
  const Aabb b{{-kFar - 1, -kFar - 1, -kFar - 1}, {-kFar, -kFar, -kFar}};
  const SweepHit h = sweep_aabb_aabb(kFarCube, kStill, b, {2 * kFar, 2 * kFar, 2 * kFar});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 1.0, kT);
}

// ---- capsule-plane ----------------------------------------------------------------------------------------

TEST(SweepPrecision, CapsulePlaneMillimetreCapsuleFarOutHits) {
  // Nearer end 2^-7 above y = 1e5 (the other 2 * 2^-7), moving down by 2^-7 - 0.0005: t = (2^-7 - r) / |dy|.
  const Capsule a{{kFar, kFar + kStep, -kFar}, {kFar + 8, kFar + 2 * kStep, -kFar}, kMm};
  const Real dy = -(kStep - 0.0005f);
  const SweepHit h = sweep_capsule_plane(a, {0, dy, 0}, kFarPlaneY);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, (double(kStep) - kR) / -double(dy), kT);
}

TEST(SweepPrecision, CapsulePlaneMillimetreCapsuleStoppingShortMisses) {
  const Capsule a{{kFar, kFar + kStep, -kFar}, {kFar + 8, kFar + 2 * kStep, -kFar}, kMm};
  EXPECT_EQ(sweep_capsule_plane(a, {0, -(kStep - 0.0015f), 0}, kFarPlaneY).status, Status::miss);
}

// ---- tilted planes ----------------------------------------------------------------------------------------
// n·c + constant at 1e4..1e5 cancels two large numbers; in float32 it loses what a millimetre motion needs. The
// exact answers are computed in long double from the float inputs as stored, for the normalised plane.

struct ExactPlane {
  long double nx, ny, nz, constant;  // normalised
  explicit ExactPlane(const Plane& p) {
    const long double len = std::sqrt((long double)p.normal.x * p.normal.x + (long double)p.normal.y * p.normal.y +
                                      (long double)p.normal.z * p.normal.z);
    nx = p.normal.x / len, ny = p.normal.y / len, nz = p.normal.z / len, constant = p.constant / len;
  }
  long double distance(Vec3 v) const { return nx * v.x + ny * v.y + nz * v.z + constant; }
  long double rate(Vec3 d) const { return nx * d.x + ny * d.y + nz * d.z; }
};

/// Exact sweep of a point set whose nearest distance to the plane (on the positive side) is `d0`, grown by r:
/// -1 initial overlap, 2 miss, else t.
long double ExactT(long double d0, long double rate, long double r) {
  const long double side = d0 >= 0 ? 1 : -1;
  const long double s0 = side * d0, s1 = side * (d0 + rate);
  if (s0 <= r) return -1;
  if (s1 > r) return 2;
  return (s0 - r) / (s0 - s1);
}

TEST(SweepPrecision, TiltedPlaneTheIssuesCase) {
  // A 1 cm sphere 0.0537 in front of 0.6 x + 0.8 y = 1e4 (at 1e4 from the origin), moving 0.1 towards it.
  const Sphere s{{6000.0322265625f, 8000.04296875f, 0}, 0.01f};
  const Vec3 d{-0.06f, -0.08f, 0};
  const Plane p{{0.6f, 0.8f, 0}, -10000};
  const ExactPlane e(p);
  const long double exact = ExactT(e.distance(s.center), e.rate(d), s.radius);
  ASSERT_NEAR(double(exact), 0.43949, 1e-5);  // the value the issue computed (float32 arithmetic gave 0.44688)
  const SweepHit h = sweep_sphere_plane(s, d, p);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, double(exact), kT);
}

// Random tilted (and slightly non-unit, within the accepted 1e-4) planes through points at 1e4..1e5, with spheres,
// capsules and millimetre boxes 1 mm .. 10 cm from them moving up to 10 cm: hit, miss and initial overlap as the
// exact answer says, and t within kT of it.
TEST(SweepPrecision, TiltedPlanesFarFromTheOrigin) {
  std::mt19937 gen(7);
  std::uniform_real_distribution<double> unit(-1, 1), u01(0, 1);
  int hits = 0, misses = 0, overlaps = 0, failures = 0;
  for (int i = 0; i < 30000; ++i) {
    double nx = unit(gen), ny = unit(gen), nz = unit(gen);
    const double len = std::sqrt(nx * nx + ny * ny + nz * nz) * (1 + 0.9e-4 * unit(gen));
    if (len < 0.1) continue;
    const Vec3 n{Real(nx / len), Real(ny / len), Real(nz / len)};
    const double far = std::pow(10.0, 4 + u01(gen));  // 1e4 .. 1e5
    const Vec3 on{Real(far * unit(gen)), Real(far * unit(gen)), Real(far * unit(gen))};
    const Plane p{n, -dot(n, on)};
    const ExactPlane e(p);
    const double r = 1e-3 * (1 + 9 * u01(gen));
    const double gap = r + 0.1 * u01(gen) * (u01(gen) < 0.5 ? 1 : -0.1);  // mostly in front, some overlapping
    const double side = u01(gen) < 0.5 ? 1 : -1;
    const Vec3 c{Real(on.x + side * gap * nx / len), Real(on.y + side * gap * ny / len),
                 Real(on.z + side * gap * nz / len)};
    const double speed = 0.1 * u01(gen);
    const Vec3 d{Real(-side * speed * nx / len), Real(-side * speed * ny / len), Real(-side * speed * nz / len)};
    const int kind = i % 3;
    long double exact = 0;
    SweepHit h;
    if (kind == 0) {
      exact = ExactT(e.distance(c), e.rate(d), Real(r));
      h = sweep_sphere_plane({c, Real(r)}, d, p);
    } else if (kind == 1) {
      // A capsule whose other end is 1 farther out on c's intended side: the centre's end leads.
      const Vec3 other{Real(c.x + side * nx / len), Real(c.y + side * ny / len), Real(c.z + side * nz / len)};
      const long double ds = e.distance(c), de = e.distance(other);
      const bool crosses = (ds <= 0 && de >= 0) || (ds >= 0 && de <= 0);  // c past the plane: the core crosses it
      exact = crosses ? -1 : ExactT(std::fabs(ds) < std::fabs(de) ? ds : de, e.rate(d), Real(r));
      h = sweep_capsule_plane({c, other, Real(r)}, d, p);
    } else {
      // A box of 1 mm around c: its vertex nearest the plane leads.
      const Vec3 lo{c.x - 0.0005f, c.y - 0.0005f, c.z - 0.0005f}, hi{c.x + 0.0005f, c.y + 0.0005f, c.z + 0.0005f};
      long double nearest = 0;
      bool straddles = false;
      long double lo_d = 1e30L, hi_d = -1e30L;
      for (int v = 0; v < 8; ++v) {
        const long double dv = e.distance({v & 1 ? hi.x : lo.x, v & 2 ? hi.y : lo.y, v & 4 ? hi.z : lo.z});
        lo_d = std::min(lo_d, dv), hi_d = std::max(hi_d, dv);
      }
      straddles = lo_d <= 0 && hi_d >= 0;
      nearest = lo_d > 0 ? lo_d : hi_d;
      exact = straddles ? -1 : ExactT(nearest, e.rate(d), 0);
      h = sweep_aabb_plane({lo, hi}, d, p);
    }
    const bool expect_overlap = exact < 0, expect_miss = exact > 1;
    const Status want = expect_overlap ? Status::initial_overlap : (expect_miss ? Status::miss : Status::hit);
    overlaps += expect_overlap, misses += expect_miss, hits += !expect_overlap && !expect_miss;
    const bool ok = h.status == want && (want != Status::hit || std::fabs(h.t - double(exact)) <= kT);
    if (!ok && ++failures <= 5) {
      ADD_FAILURE() << "case " << i << " kind " << kind << ": status " << static_cast<int>(h.status) << " t " << h.t
                    << " vs exact " << double(exact) << " (centre " << c.x << ", " << c.y << ", " << c.z << ")";
    }
  }
  EXPECT_EQ(failures, 0);
  EXPECT_GT(hits, 5000);
  EXPECT_GT(misses, 1000);
  EXPECT_GT(overlaps, 1000);
}

// ---- sphere-capsule ---------------------------------------------------------------------------------------

// Segment along x from 1e5 to 1e5 + 8 on the axis y = z = 0; both radii 1 mm, R = 0.002.
const Capsule kFarRod{{kFar, 0, 0}, {kFar + 8, 0, 0}, kMm};

TEST(SweepPrecision, SphereCapsuleMillimetreSphereOntoAFarRodsSideHits) {
  // Centre 1 above the middle of the rod, moving down 2: t = (1 - R) / 2.
  const SweepHit h = sweep_sphere_capsule({{kFar + 4, 0, 1}, kMm}, {0, 0, -2}, kFarRod, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, (1 - double(kMm + kMm)) / 2, kT);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, -1}), 0);
}

TEST(SweepPrecision, SphereCapsulePassingThreeQuartersOfARadiusSumSidewaysHits) {
  // Offset y = 0.0015 < R: touches when y² + z² = R², z = 1 - 2t: t = (1 - sqrt(R² - y²)) / 2.
  const Real y = 0.0015f;
  const double r_sum = double(kMm + kMm);
  const SweepHit h = sweep_sphere_capsule({{kFar + 4, y, 1}, kMm}, {0, 0, -2}, kFarRod, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, (1 - std::sqrt(r_sum * r_sum - double(y) * y)) / 2, kT);
}

TEST(SweepPrecision, SphereCapsulePassingAQuarterRadiusSumBeyondTouchingMisses) {
  EXPECT_EQ(sweep_sphere_capsule({{kFar + 4, 0.0025f, 1}, kMm}, {0, 0, -2}, kFarRod, kStill).status, Status::miss);
}

TEST(SweepPrecision, SphereCapsuleMillimetreSphereOntoAFarRodsEndHits) {
  // Along the axis from 1 beyond the end (x = 1e5 + 9), the rod moving to meet it: gap 1 closes by 2, t = (1 - R) / 2.
  const SweepHit h = sweep_sphere_capsule({{kFar + 9, 0, 0}, kMm}, {-1, 0, 0}, kFarRod, {1, 0, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, (1 - double(kMm + kMm)) / 2, kT);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), 0);
}

}  // namespace
}  // namespace sweepkit

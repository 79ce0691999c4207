#include "sweepkit/query/batch.hpp"

#include <gtest/gtest.h>

#include <cstring>
#include <limits>
#include <random>
#include <span>
#include <utility>
#include <vector>

#include "sweepkit/query/sweep_sphere_plane.hpp"
#include "sweepkit/query/sweep_sphere_sphere.hpp"

namespace sweepkit {
namespace {

constexpr Real kNaN = std::numeric_limits<Real>::quiet_NaN();
constexpr Real kInf = std::numeric_limits<Real>::infinity();

// ---- helpers ----

bool same_bits(Real a, Real b) { return std::memcmp(&a, &b, sizeof(Real)) == 0; }
bool same_bits(Vec3 a, Vec3 b) { return same_bits(a.x, b.x) && same_bits(a.y, b.y) && same_bits(a.z, b.z); }

/// The batch entry equals the single call's answer bit for bit (t, point, normal, status; -0 is not +0).
::testing::AssertionResult SameAsSingle(const BatchSweepHit& batch, const SweepHit& single) {
  const Real status = static_cast<Real>(static_cast<int>(single.status));
  if (same_bits(batch.t, single.t) && same_bits(batch.point, single.point) && same_bits(batch.normal, single.normal) &&
      same_bits(batch.status, status)) {
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure() << "batch {t " << batch.t << ", point (" << batch.point.x << ", "
                                       << batch.point.y << ", " << batch.point.z << "), normal (" << batch.normal.x
                                       << ", " << batch.normal.y << ", " << batch.normal.z << "), status "
                                       << batch.status << "} vs single {t " << single.t << ", point (" << single.point.x
                                       << ", " << single.point.y << ", " << single.point.z << "), normal ("
                                       << single.normal.x << ", " << single.normal.y << ", " << single.normal.z
                                       << "), status " << static_cast<int>(single.status) << "}";
}

/// What the single calls answered for a whole batch.
struct Outcomes {
  bool same = true;      // every batch entry equals its single call bit for bit
  int hits = 0;          // single calls that hit (hit or initial overlap)
  int statuses[5] = {};  // single calls by Status (miss, hit, initial overlap, invalid input, unsupported)
};

/// Compares each of the `out` entries with `single(i)`, the single call's answer for entry i, bit for bit; fails
/// the test at the first difference (naming the entry) and counts the single calls' outcomes.
template <class Single>
Outcomes MatchSingleCalls(std::span<const BatchSweepHit> out, Single single) {
  Outcomes o;
  for (std::size_t i = 0; i < out.size(); ++i) {
    const SweepHit s = single(i);
    const ::testing::AssertionResult same = SameAsSingle(out[i], s);
    if (!same) {
      ADD_FAILURE() << "entry " << i << ": " << same.message();
      o.same = false;
      return o;
    }
    o.hits += s.hit() ? 1 : 0;
    ++o.statuses[static_cast<int>(s.status)];
  }
  return o;
}

/// Random values from a small set rich in ties (zeros of both signs, touching distances, equal centres), mixed
/// with uniform ones, so that every branch of the single calls is taken many times.
class Inputs {
 public:
  explicit Inputs(unsigned seed) : rng_(seed) {}
  Real coordinate() {
    static constexpr Real kTies[] = {0, -0.0f, 1, -1, 2, -2, 0.5f, 3, -4};
    if (pick_(rng_) < 4) return kTies[pick_(rng_) % 9];
    return uniform_(rng_);
  }
  Vec3 vec() { return {coordinate(), coordinate(), coordinate()}; }
  Real radius() { return pick_(rng_) < 2 ? Real(pick_(rng_) % 3) : std::fabs(uniform_(rng_)) * Real(0.3); }
  Sphere sphere() { return {vec(), radius()}; }
  /// n spheres and a displacement for each, drawn in turn.
  std::pair<std::vector<Sphere>, std::vector<Vec3>> moving_spheres(std::size_t n) {
    std::pair<std::vector<Sphere>, std::vector<Vec3>> moving{std::vector<Sphere>(n), std::vector<Vec3>(n)};
    for (std::size_t i = 0; i < n; ++i) {
      moving.first[i] = sphere();
      moving.second[i] = vec();
    }
    return moving;
  }
  Plane plane() {
    static constexpr Vec3 kAxes[] = {{0, 1, 0}, {0, -1, 0}, {1, 0, 0}, {0, 0, -1}, {-0.0f, 1, -0.0f}};
    if (pick_(rng_) < 4) return {kAxes[pick_(rng_) % 5], coordinate()};
    Vec3 n{uniform_(rng_), uniform_(rng_), uniform_(rng_)};
    while (length_squared(n) < Real(1e-2)) n = {uniform_(rng_), uniform_(rng_), uniform_(rng_)};
    n = n * (Real(1) / length(n));
    // Half of them off unit length by up to 0.9 kUnitNormalTolerance (accepted): both paths normalise them.
    if (pick_(rng_) < 5) n = n * (1 + uniform_(rng_) * Real(0.9e-4 / 5));
    return {n, coordinate()};
  }

 private:
  std::mt19937 rng_;
  std::uniform_int_distribution<int> pick_{0, 9};
  std::uniform_real_distribution<Real> uniform_{-5, 5};
};

// Invalid inputs, one field each; every other field is valid.
const Sphere kSphere{{0, 5, 0}, 1};
const Vec3 kDown{0, -10, 0};
const Plane kGround{{0, 1, 0}, 0};

// ---- sweep_sphere_plane_batch ----

TEST(SweepSpherePlaneBatch, RandomEntriesMatchTheSingleCallBitForBit) {
  // 10,007 entries: not a multiple of the SIMD width, so the scalar remainder runs too.
  Inputs in(7);
  const std::size_t n = 10007;
  std::vector<Sphere> spheres(n);
  std::vector<Vec3> displacements(n);
  std::vector<Plane> planes(n);
  for (std::size_t i = 0; i < n; ++i) {
    spheres[i] = in.sphere();
    displacements[i] = in.vec();
    planes[i] = in.plane();
  }
  std::vector<BatchSweepHit> out(n);
  const BatchSummary summary = sweep_sphere_plane_batch(spheres, displacements, planes, out);
  const Outcomes single =
      MatchSingleCalls(out, [&](std::size_t i) { return sweep_sphere_plane(spheres[i], displacements[i], planes[i]); });
  ASSERT_TRUE(single.same);
  EXPECT_EQ(summary.count, static_cast<std::int32_t>(n));
  EXPECT_EQ(summary.hits, single.hits);
  EXPECT_EQ(summary.invalid, 0);
  EXPECT_EQ(summary.first_invalid, -1);
  // The inputs exercise every outcome.
  EXPECT_GT(single.statuses[0], 500);
  EXPECT_GT(single.statuses[1], 500);
  EXPECT_GT(single.statuses[2], 500);
}

TEST(SweepSpherePlaneBatch, OnePlaneForAllMatchesTheSingleCallBitForBit) {
  const std::size_t n = 4099;
  const auto [spheres, displacements] = Inputs(11).moving_spheres(n);
  for (const Plane plane : {kGround, Plane{{0, 0.6f, -0.8f}, 1.5f}, Plane{{-0.0f, -1, 0}, -0.0f}}) {
    std::vector<BatchSweepHit> out(n);
    const BatchSummary summary = sweep_sphere_plane_batch(spheres, displacements, {&plane, 1}, out);
    EXPECT_EQ(summary.count, static_cast<std::int32_t>(n));
    EXPECT_TRUE(
        MatchSingleCalls(out, [&](std::size_t i) { return sweep_sphere_plane(spheres[i], displacements[i], plane); })
            .same);
  }
}

TEST(SweepSpherePlaneBatch, ChecklistCasesMatchTheSingleCall) {
  // The single call's checklist (tests/core/query/sweep_sphere_plane_test.cpp), as one batch.
  const std::vector<Sphere> spheres = {
      {{0, 5, 0}, 1},             // hit from the positive side: t = (5 - 1) / 10 = 0.4
      {{0, -5, 0}, 1},            // hit from the negative side (the seed bug)
      {{0, 0.5f, 0}, 1},          // initial overlap
      {{0, 0, 0}, 1},             // centre on the plane: positive side
      {{0, -0.0f, 0}, 0},         // -0 centre, point sphere on the plane
      {{0, 3, 0}, 1},             // touching at the end of the frame: t = 1, a hit
      {{0, 5, 0}, 1},             // stopping short: miss
      {{0, 5, 0}, 1},             // zero motion: miss
      {{0, 5, 0}, 1},             // parallel motion: miss
      {{0, 5, 0}, 1},             // moving away: miss
      {{1e7f, 5, -1e7f}, 0.25f},  // large coordinates
  };
  const std::vector<Vec3> displacements = {{0, -10, 0}, {0, 10, 0}, {0, -1, 0}, {3, 0, 0},  {0, 0, 0}, {0, -2, 0},
                                           {0, -3, 0},  {0, 0, 0},  {7, 0, -3}, {0, 10, 0}, {0, -9, 0}};
  std::vector<BatchSweepHit> out(spheres.size());
  const BatchSummary summary = sweep_sphere_plane_batch(spheres, displacements, {&kGround, 1}, out);
  EXPECT_EQ(summary.count, 11);
  EXPECT_EQ(summary.hits, 7);  // entries 0-5 and 10
  EXPECT_TRUE(
      MatchSingleCalls(out, [&](std::size_t i) { return sweep_sphere_plane(spheres[i], displacements[i], kGround); })
          .same);
  // Hand-computed: the first entry hits at t = 0.4, on the plane below the centre, normal towards the plane.
  EXPECT_FLOAT_EQ(out[0].t, 0.4f);
  EXPECT_TRUE(same_bits(out[0].normal, Vec3{-0.0f, -1, -0.0f}));  // -side * n: the single call's signed zeros
  EXPECT_FLOAT_EQ(out[0].point.y, 0);
  EXPECT_EQ(out[0].status, 1);
  EXPECT_EQ(out[2].status, 2);  // initial overlap, t = 0
  EXPECT_EQ(out[2].t, 0);
  EXPECT_EQ(out[6].status, 0);  // miss: t = 1, zero vectors
  EXPECT_EQ(out[6].t, 1);
}

TEST(SweepSpherePlaneBatch, InvalidEntriesAreMarkedAndTheOthersStillComputed) {
  // One bad field per entry; entries 0 and 11 are valid.
  std::vector<Sphere> spheres(12, kSphere);
  std::vector<Vec3> displacements(12, kDown);
  std::vector<Plane> planes(12, kGround);
  spheres[1].center.x = kNaN;
  spheres[2].radius = kInf;
  spheres[3].radius = -1;
  displacements[4].y = -kInf;
  displacements[5].z = Real(2e8);  // beyond kMaxMagnitude
  planes[6].normal = {0, 0, 0};
  planes[7].normal = {0, 2, 0};
  planes[8].normal.x = kNaN;
  planes[9].constant = kNaN;
  spheres[10].center.z = Real(-1e9);
  std::vector<BatchSweepHit> out(12);
  const BatchSummary summary = sweep_sphere_plane_batch(spheres, displacements, planes, out);
  EXPECT_EQ(summary.count, 12);
  EXPECT_EQ(summary.invalid, 10);
  EXPECT_EQ(summary.first_invalid, 1);
  EXPECT_EQ(summary.hits, 2);
  for (std::size_t i = 0; i < 12; ++i) {
    const SweepHit single = sweep_sphere_plane(spheres[i], displacements[i], planes[i]);
    EXPECT_TRUE(SameAsSingle(out[i], single)) << "entry " << i;
    EXPECT_EQ(single.status == Status::invalid_input, i >= 1 && i <= 10) << "entry " << i;
  }
  EXPECT_EQ(out[3].status, 3);
  EXPECT_EQ(out[3].t, 0);
  EXPECT_TRUE(same_bits(out[3].point, Vec3{0, 0, 0}));
}

TEST(SweepSpherePlaneBatch, MismatchedSizesComputeNothing) {
  std::vector<Sphere> spheres(4, kSphere);
  std::vector<Vec3> displacements(4, kDown);
  std::vector<Plane> planes(4, kGround);
  std::vector<BatchSweepHit> out(4);
  out[0].t = 42;
  const std::span<const Sphere> all(spheres);
  EXPECT_EQ(sweep_sphere_plane_batch(all, std::span(displacements).first(3), planes, out).count, 0);
  EXPECT_EQ(sweep_sphere_plane_batch(all, displacements, std::span(planes).first(2), out).count, 0);
  EXPECT_EQ(sweep_sphere_plane_batch(all, displacements, planes, std::span(out).first(3)).count, 0);
  EXPECT_EQ(out[0].t, 42);  // untouched
  // Empty batch: nothing to do, not an error.
  const BatchSummary empty = sweep_sphere_plane_batch({}, {}, planes, {});
  EXPECT_EQ(empty.count, 0);
  EXPECT_EQ(empty.first_invalid, -1);
  // A longer results array is fine: only the first N entries are written.
  std::vector<BatchSweepHit> longer(6);
  longer[5].t = 42;
  EXPECT_EQ(sweep_sphere_plane_batch(all, displacements, planes, longer).count, 4);
  EXPECT_EQ(longer[5].t, 42);
}

// ---- sweep_sphere_sphere_batch ----

TEST(SweepSphereSphereBatch, RandomEntriesMatchTheSingleCallBitForBit) {
  Inputs in(13);
  const std::size_t n = 10007;
  std::vector<Sphere> a(n), b(n);
  std::vector<Vec3> da(n), db(n);
  for (std::size_t i = 0; i < n; ++i) {
    a[i] = in.sphere();
    da[i] = in.vec();
    b[i] = in.sphere();
    db[i] = in.vec();
  }
  std::vector<BatchSweepHit> out(n);
  const BatchSummary summary = sweep_sphere_sphere_batch(a, da, b, db, out);
  const Outcomes single =
      MatchSingleCalls(out, [&](std::size_t i) { return sweep_sphere_sphere(a[i], da[i], b[i], db[i]); });
  ASSERT_TRUE(single.same);
  EXPECT_EQ(summary.count, static_cast<std::int32_t>(n));
  EXPECT_EQ(summary.hits, single.hits);
  EXPECT_EQ(summary.invalid, 0);
  EXPECT_GT(single.statuses[0], 200);
  EXPECT_GT(single.statuses[1], 200);
  EXPECT_GT(single.statuses[2], 200);
}

TEST(SweepSphereSphereBatch, OneSphereBForAllMatchesTheSingleCallBitForBit) {
  const std::size_t n = 4099;
  const auto [a, da] = Inputs(17).moving_spheres(n);
  const Sphere b{{1, 0.5f, -0.0f}, 1.5f};
  const Vec3 db{-2, 0, 1};
  std::vector<BatchSweepHit> out(n);
  EXPECT_EQ(sweep_sphere_sphere_batch(a, da, {&b, 1}, {&db, 1}, out).count, static_cast<std::int32_t>(n));
  EXPECT_TRUE(MatchSingleCalls(out, [&](std::size_t i) { return sweep_sphere_sphere(a[i], da[i], b, db); }).same);
}

TEST(SweepSphereSphereBatch, ChecklistCasesMatchTheSingleCall) {
  // The single call's checklist (tests/core/query/sweep_sphere_sphere_test.cpp), as one batch.
  const std::vector<Sphere> a = {
      {{0, 0, 0}, 1},          // head-on against a static sphere: t = 0.8
      {{0, 0, 0}, 1},          // grazing: discriminant 0, a hit at t = 0.5 (the seed bug)
      {{0, 0, 0}, 1},          // initial overlap
      {{0, 0, 0}, 1},          // coincident centres: normal +y
      {{-0.0f, 0, -0.0f}, 1},  // -0 centre, touching at the start
      {{0, 0, 0}, 1},          // no relative motion, apart: miss (the seed divided by zero)
      {{0, 0, 0}, 1},          // moving apart: miss
      {{0, 0, 0}, 1},          // passing wide: miss (negative discriminant)
      {{0, 0, 0}, 1},          // stopping short: miss (t > 1)
      {{1e7f, 0, 0}, 0.001f},  // far from the origin
  };
  const std::vector<Vec3> da = {{0, 0, 0}, {0, 0, 0},  {0, 0, 0}, {1, 0, 0}, {0, 0, 0},
                                {3, 0, 0}, {-1, 0, 0}, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}};
  const std::vector<Sphere> b = {
      {{10, 0, 0}, 1}, {{-5, 2, 0}, 1}, {{1, 0, 0}, 1},  {{0, 0, 0}, 0.5f}, {{2, 0, 0}, 1},
      {{5, 0, 0}, 1},  {{5, 0, 0}, 1},  {{-5, 3, 0}, 1}, {{10, 0, 0}, 1},   {{1e7f + 1, 0, 0}, 0.001f}};
  const std::vector<Vec3> db = {{-10, 0, 0}, {10, 0, 0}, {0, 0, 0},  {1, 0, 0},  {0, 0, 0},
                                {3, 0, 0},   {1, 0, 0},  {10, 0, 0}, {-1, 0, 0}, {-2, 0, 0}};
  std::vector<BatchSweepHit> out(a.size());
  const BatchSummary summary = sweep_sphere_sphere_batch(a, da, b, db, out);
  EXPECT_EQ(summary.count, 10);
  EXPECT_TRUE(MatchSingleCalls(out, [&](std::size_t i) { return sweep_sphere_sphere(a[i], da[i], b[i], db[i]); }).same);
  // Hand-computed: B closes 10 from 10 away; the centres are R = 2 apart at t = 0.8, touching at (1, 0, 0).
  EXPECT_EQ(out[0].status, 1);
  EXPECT_FLOAT_EQ(out[0].t, 0.8f);
  EXPECT_FLOAT_EQ(out[0].point.x, 1);
  EXPECT_EQ(out[1].status, 1);    // grazing counts
  EXPECT_EQ(out[3].normal.y, 1);  // coincident centres: +y
  EXPECT_EQ(out[5].status, 0);    // no relative motion
  EXPECT_EQ(out[9].status, 1);    // 1 apart, closing 2 per frame: t = (1 - 0.002) / 2
  EXPECT_NEAR(out[9].t, 0.499f, 1e-6f);
}

TEST(SweepSphereSphereBatch, InvalidEntriesAreMarkedAndTheOthersStillComputed) {
  const Sphere a0{{0, 0, 0}, 1};
  const Sphere b0{{10, 0, 0}, 1};
  std::vector<Sphere> a(9, a0), b(9, b0);
  std::vector<Vec3> da(9, Vec3{0, 0, 0}), db(9, Vec3{-10, 0, 0});
  a[2].center.y = kNaN;
  a[3].radius = -0.5f;
  da[4].x = kInf;
  b[5].center.z = -kInf;
  b[6].radius = kNaN;
  db[7].y = Real(1e9);
  std::vector<BatchSweepHit> out(9);
  const BatchSummary summary = sweep_sphere_sphere_batch(a, da, b, db, out);
  EXPECT_EQ(summary.invalid, 6);
  EXPECT_EQ(summary.first_invalid, 2);
  EXPECT_EQ(summary.hits, 3);
  EXPECT_TRUE(MatchSingleCalls(out, [&](std::size_t i) { return sweep_sphere_sphere(a[i], da[i], b[i], db[i]); }).same);
}

TEST(SweepSphereSphereBatch, MismatchedSizesComputeNothing) {
  std::vector<Sphere> a(4), b(4);
  std::vector<Vec3> da(4), db(4);
  std::vector<BatchSweepHit> out(4);
  const std::span<const Sphere> all(a);
  EXPECT_EQ(sweep_sphere_sphere_batch(all, std::span(da).first(3), b, db, out).count, 0);
  EXPECT_EQ(sweep_sphere_sphere_batch(all, da, std::span(b).first(2), std::span(db).first(2), out).count, 0);
  EXPECT_EQ(sweep_sphere_sphere_batch(all, da, std::span(b).first(1), db, out).count, 0);  // B: 1 sphere, 4 motions
  EXPECT_EQ(sweep_sphere_sphere_batch(all, da, b, db, std::span(out).first(3)).count, 0);
  EXPECT_EQ(sweep_sphere_sphere_batch(all, da, b, db, out).count, 4);
}

}  // namespace
}  // namespace sweepkit

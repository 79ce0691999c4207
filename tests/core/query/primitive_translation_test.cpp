// The closed-form primitive queries with the whole scene translated by 0, 1e2, 1e3, 1e4 and 1e5 along a skew
// direction (issue 24): plane contacts, overlaps and raycasts, sphere–capsule and capsule–box contacts. Each answer
// is checked against a double-precision reference computed from the float32 inputs as stored at that offset, so
// the rounding of the inputs themselves is not counted against the query. What must not grow with the offset:
// depths and t within a few float spacings of the pair's size; points within that plus two spacings of the
// coordinates (they are world points, and round there).

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

#include "convex/distance_reference.hpp"
#include "sweepkit/query/contact_capsule_aabb.hpp"
#include "sweepkit/query/contact_capsule_plane.hpp"
#include "sweepkit/query/contact_aabb_plane.hpp"
#include "sweepkit/query/contact_sphere_capsule.hpp"
#include "sweepkit/query/contact_sphere_plane.hpp"
#include "sweepkit/query/overlap_aabb_plane.hpp"
#include "sweepkit/query/overlap_sphere_capsule.hpp"
#include "sweepkit/query/overlap_sphere_plane.hpp"
#include "sweepkit/results/manifold.hpp"
#include "sweepkit/query/raycast_plane.hpp"
#include "sweepkit/math/quat.hpp"

namespace sweepkit {
namespace {

using namespace reference;

/// x rounded to float32. Out of line: GCC 12 at -O3 was seen to give d3() of a Capsule's second point built from
/// inline float(x) conversions the unrounded double (the reference then measured a segment the query never saw).
[[gnu::noinline]] Real to_float(double x) { return Real(float(x)); }

/// The spacing of float32 values near |x|.
double spacing(double x) {
  const double e = std::numeric_limits<float>::epsilon();
  return std::fabs(x) < 1 ? e : std::exp2(std::floor(std::log2(std::fabs(x)))) * e;
}

// Shapes here are at most a few units across: 16 spacings of 4 bound what a float32 query of their size can say.
const double kSizeSlack = 16 * spacing(4);

class PrimitiveTranslation : public ::testing::TestWithParam<double> {
 protected:
  std::mt19937 gen{static_cast<unsigned>(GetParam()) + 24};
  double u(double a, double b) { return a + (b - a) * (gen() >> 8) / 16777216.0; }
  /// A point of the scene's frame, stored as the float32 it is at the offset (direction (2, 1, -2) / 3).
  Vec3 at(double x, double y, double z) const {
    const double o = GetParam();
    return {to_float(x + o * 2 / 3), to_float(y + o / 3), to_float(z - o * 2 / 3)};
  }
  Vec3 at_random(double reach) {
    const double x = u(-reach, reach), y = u(-reach, reach), z = u(-reach, reach);  // in this order
    return at(x, y, z);
  }
  Vec3 unit_vector() {
    for (;;) {
      D3 v;
      v.x = u(-1, 1), v.y = u(-1, 1), v.z = u(-1, 1);
      const double l = length(v);
      if (l > 0.1 && l <= 1) return {Real(v.x / l), Real(v.y / l), Real(v.z / l)};
    }
  }
  /// A plane through the scene's origin turned by a random unit normal: n·p + constant = 0, both float32.
  Plane plane() {
    const Vec3 n = unit_vector();
    const D3 p = d3(at(0, 0, 0));
    return {n, Real(-dot(d3(n), p))};
  }
  double point_slack() const { return kSizeSlack + 2 * spacing(GetParam() + 4); }
};

/// The reference's signed distance of p from the plane as given, normalised (in double).
double distance(const Plane& plane, Vec3 p) { return (dot(d3(plane.normal), d3(p)) + plane.constant) / length(d3(plane.normal)); }
D3 unit_normal(const Plane& plane) { return d3(plane.normal) * (1 / length(d3(plane.normal))); }

void expect_vec_near(Vec3 got, D3 want, double tolerance, int i) {
  EXPECT_NEAR(got.x, want.x, tolerance) << i;
  EXPECT_NEAR(got.y, want.y, tolerance) << i;
  EXPECT_NEAR(got.z, want.z, tolerance) << i;
}

TEST_P(PrimitiveTranslation, SphereAndCapsuleAgainstAPlane) {
  int hits = 0;
  for (int i = 0; i < 400; ++i) {
    const Plane p = plane();
    const D3 n = unit_normal(p);
    const Real r = Real(u(0.05, 1));
    const Sphere sphere{at_random(1.5), r};
    const double d = distance(p, sphere.center);
    if (std::fabs(std::fabs(d) - r) < kSizeSlack) continue;  // touching within what float32 can say
    const Contact c = contact_sphere_plane(sphere, p);
    ASSERT_EQ(c.hit(), std::fabs(d) <= r) << i;
    EXPECT_EQ(overlap_sphere_plane(sphere, p).status, c.status) << i;
    if (c.hit()) {
      ++hits;
      EXPECT_NEAR(c.depth, r - std::fabs(d), kSizeSlack) << i;
      expect_vec_near(c.normal, n * (d >= 0 ? -1.0 : 1.0), kSizeSlack, i);
      expect_vec_near(c.point_b, d3(sphere.center) - n * d, point_slack(), i);
    }
    const Capsule capsule{at_random(1.5), at_random(1.5), r};
    const double ds = distance(p, capsule.start), de = distance(p, capsule.end);
    const double side = ds + de >= 0 ? 1 : -1;
    const double depth = r - std::min(side * ds, side * de);
    if (std::fabs(depth) < kSizeSlack || std::fabs(ds + de) < kSizeSlack) continue;
    const Contact k = contact_capsule_plane(capsule, p);
    ASSERT_EQ(k.hit(), depth >= 0) << i;
    if (k.hit()) {
      EXPECT_NEAR(k.depth, depth, kSizeSlack) << i;
    }
  }
  EXPECT_GT(hits, 100);
}

TEST_P(PrimitiveTranslation, BoxAgainstAPlane) {
  int hits = 0;
  for (int i = 0; i < 400; ++i) {
    const Plane p = plane();
    const D3 n = unit_normal(p);
    const D3 c{u(-1.5, 1.5), u(-1.5, 1.5), u(-1.5, 1.5)};
    const D3 h{u(0.05, 1), u(0.05, 1), u(0.05, 1)};
    const Aabb box{at(c.x - h.x, c.y - h.y, c.z - h.z), at(c.x + h.x, c.y + h.y, c.z + h.z)};
    // The reference from the stored corners: the centre's distance and the half extent along n.
    const D3 lo = d3(box.min), hi = d3(box.max);
    const D3 centre = (lo + hi) * 0.5, half = (hi - lo) * 0.5;
    const double d = distance(p, Vec3{}) + dot(n, centre);  // n̂·centre + constant / |n|
    const double radius = std::fabs(n.x) * half.x + std::fabs(n.y) * half.y + std::fabs(n.z) * half.z;
    if (std::fabs(std::fabs(d) - radius) < kSizeSlack) continue;
    const Contact k = contact_aabb_plane(box, p);
    ASSERT_EQ(k.hit(), std::fabs(d) <= radius) << i;
    EXPECT_EQ(overlap_aabb_plane(box, p).status, k.status) << i;
    if (!k.hit()) continue;
    ++hits;
    EXPECT_NEAR(k.depth, radius - std::fabs(d), kSizeSlack) << i;
    EXPECT_NEAR(distance(p, k.point_b), 0, point_slack()) << i;  // on the plane
  }
  EXPECT_GT(hits, 100);
}

TEST_P(PrimitiveTranslation, RaysAgainstAPlane) {
  int hits = 0;
  for (int i = 0; i < 400; ++i) {
    const Plane p = plane();
    const D3 n = unit_normal(p);
    const Ray ray{at_random(2), unit_vector() * Real(u(0.5, 4))};
    const double s = distance(p, ray.origin);
    const double approach = dot(n, d3(ray.direction));
    const double t = -s / approach;
    const double speed = length(d3(ray.direction));
    if (std::fabs(t - 1) * speed < kSizeSlack || std::fabs(approach) < 0.05) continue;
    const RaycastHit h = raycast_plane(ray, p, 1);
    ASSERT_EQ(h.hit(), t >= 0 && t <= 1) << i;
    if (!h.hit()) continue;
    ++hits;
    EXPECT_NEAR(h.t, t, kSizeSlack / std::fabs(approach)) << i;
    expect_vec_near(h.normal, n * (s > 0 ? 1.0 : -1.0), kSizeSlack, i);
  }
  EXPECT_GT(hits, 50);
}

TEST_P(PrimitiveTranslation, SphereAgainstACapsule) {
  // Centres from 1e-3 to 0.5 off the capsule's segment: 1e-3 is under the world frame's coincidence threshold at
  // 1e3 (2^-19 of the coordinates), where the centre was taken to be on the segment and the depth the full sum.
  int hits = 0;
  for (int i = 0; i < 400; ++i) {
    const Capsule capsule{at_random(1), at_random(1), Real(u(0.05, 0.5))};
    const D3 s = d3(capsule.start), e = d3(capsule.end);
    const D3 axis = e - s;
    if (length(axis) < 0.1) continue;
    // A point on the segment, moved off it perpendicularly by a log-uniform distance.
    const D3 on = s + axis * u(0.1, 0.9);
    D3 off = cross(axis, d3(unit_vector()));
    if (length(off) < 1e-3) continue;
    off = off * (std::exp(u(std::log(1e-3), std::log(0.5))) / length(off));
    const D3 target = on + off;
    const Sphere sphere{Vec3{to_float(target.x), to_float(target.y), to_float(target.z)}, Real(u(0.05, 0.5))};
    const double gap = segment_segment_distance(s, e, d3(sphere.center), d3(sphere.center));
    const double depth = sphere.radius + capsule.radius - gap;
    if (std::fabs(depth) < kSizeSlack || gap < 4 * kSizeSlack) continue;
    const Contact c = contact_sphere_capsule(sphere, capsule);
    ASSERT_EQ(c.hit(), depth >= 0) << i;
    EXPECT_EQ(overlap_sphere_capsule(sphere, capsule).status, c.status) << i;
    if (!c.hit()) continue;
    ++hits;
    EXPECT_NEAR(c.depth, depth, kSizeSlack) << i;
    // The normal from the centre towards the segment's nearest point (computed in double).
    const D3 centre = d3(sphere.center);
    const double f = std::clamp(dot(centre - s, axis) / dot(axis, axis), 0.0, 1.0);
    const D3 towards = s + axis * f - centre;
    expect_vec_near(c.normal, towards * (1 / length(towards)), kSizeSlack / gap, i);
  }
  EXPECT_GT(hits, 100);
}

TEST_P(PrimitiveTranslation, CapsuleOutsideABox) {
  // A capsule whose segment stays outside the box, from 1e-3 to 0.4 of it: the contact is the segment's nearest
  // point's sphere against the box (1e-3 is under the world frame's coincidence threshold at 1e3, where the
  // segment was taken to meet the box and the depth came from the separating axis test instead).
  int hits = 0;
  for (int i = 0; i < 400; ++i) {
    const D3 h{u(0.1, 1), u(0.1, 1), u(0.1, 1)};
    const Aabb box{at(-h.x, -h.y, -h.z), at(h.x, h.y, h.z)};
    const DBox reference_box{(d3(box.min) + d3(box.max)) * 0.5, (d3(box.max) - d3(box.min)) * 0.5, DQuat{}};
    // A segment beside a face (axis k, side ±): lifted off it by a log-uniform gap.
    const int k = static_cast<int>(gen() % 3);
    const double side = gen() % 2 ? 1 : -1;
    const double gap = std::exp(u(std::log(1e-3), std::log(0.4)));
    D3 a{u(-1, 1), u(-1, 1), u(-1, 1)}, b{u(-1, 1), u(-1, 1), u(-1, 1)};
    const double face = side * component(h, k) + side * gap;
    (k == 0 ? a.x : k == 1 ? a.y : a.z) = face;
    (k == 0 ? b.x : k == 1 ? b.y : b.z) = face + side * u(0, 0.5);
    const Capsule capsule{at(a.x, a.y, a.z), at(b.x, b.y, b.z), Real(u(0.05, 0.5))};
    const DCapsule core{d3(capsule.start), d3(capsule.end), 0};
    if (segment_meets_box(core.start, core.end, reference_box)) continue;
    const double distance_to_box = capsule_box_distance(core, reference_box);
    const double depth = capsule.radius - distance_to_box;
    if (std::fabs(depth) < kSizeSlack || distance_to_box < 4 * kSizeSlack) continue;
    const Contact c = contact_capsule_aabb(capsule, box);
    ASSERT_EQ(c.hit(), depth >= 0) << i;
    if (!c.hit()) continue;
    ++hits;
    EXPECT_NEAR(c.depth, depth, kSizeSlack) << i;
    EXPECT_NEAR(point_box_distance(d3(c.point_b), reference_box), 0, point_slack()) << i;  // on the box
  }
  EXPECT_GT(hits, 100);
}

TEST_P(PrimitiveTranslation, BoxManifoldKeepsOnlyTheTouchingCorners) {
  // A unit cube tilted by 0.02 rad about z into a slab's top face (y = 0): its low bottom edge 1 cm deep, its high
  // one 1 cm above the face. The manifold is the low edge's two corners, 1 cm deep, at every offset (the world
  // frame's clipping slop, 2^-19 of the coordinates, was 1.9 cm at 1e4 and kept the high corners too, at depth 0).
  const double th = 0.02;
  const double drop = 0.5 * std::cos(th) + 0.5 * std::sin(th);  // centre to the low corners, along y
  const Obb slab{at(0, -0.5, 0), {2, 0.5f, 2}, Mat3{}};
  const Obb cube{at(0, drop - 0.01, 0), {0.5f, 0.5f, 0.5f}, to_mat3(sweepkit::from_rotation_vector(Vec3{0, 0, Real(th)}))};
  const ContactManifold m = contact_obb_obb(cube, slab);
  ASSERT_TRUE(m.hit());
  // The low corners' depth below the slab's top, from the centres as stored (1 cm but for their float32 rounding).
  const double depth = (double(slab.center.y) + 0.5) - (double(cube.center.y) - drop);
  ASSERT_EQ(m.point_count, 2);
  for (int k = 0; k < m.point_count; ++k) EXPECT_NEAR(m.points[k].depth, depth, kSizeSlack) << k;
  EXPECT_NEAR(m.normal.y, -1, kSizeSlack);
}

INSTANTIATE_TEST_SUITE_P(Offsets, PrimitiveTranslation, ::testing::Values(0.0, 1e2, 1e3, 1e4, 1e5),
                         [](const auto& info) { return "At" + std::to_string(static_cast<long long>(info.param)); });

}  // namespace
}  // namespace sweepkit

// The mesh queries answer the same wherever the mesh sits: one terrain and one set of queries translated by 0, 1e2,
// 1e3, 1e4 and 1e5 on every axis (each coordinate rounded to float there, as a user's data would be), every answer
// checked against a double-precision brute force over the triangles (mesh_reference.hpp) computed from those same
// float inputs. TriangleMesh keeps its vertices relative to its own origin (triangle_mesh.hpp), so the bound is a
// few float spacings of the mesh's own size (16 m here) in t and depth, plus one spacing of the coordinates (the
// offset) where an answer is a position: it does not grow with the offset but for that last rounding.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "common/mesh_fixtures.hpp"
#include "mesh_reference.hpp"
#include "sweepkit/mesh/contact_mesh.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"
#include "sweepkit/tolerance.hpp"

namespace sweepkit {
namespace {

using test::ref::D3;

// The spacing of float32 numbers at |x| (its ulp; that of 1 below 1).
double spacing(double x) {
  const float f = static_cast<float>(std::max(std::fabs(x), 1.0));
  return static_cast<double>(std::nextafter(f, INFINITY)) - static_cast<double>(f);
}

[[gnu::noinline]] float to_float(double x) { return static_cast<float>(x); }

// The mesh's own size (the terrain spans 8 m across, heights within ±3): the scale of its rounding in its frame.
constexpr double kSize = 16;

struct Scene {
  double offset = 0;
  test::MeshData data;
  TriangleMesh mesh;
  std::vector<test::ref::Tri> tris;
  float at(double local) const { return to_float(offset + local); }  // a coordinate, where it is
  Vec3 at(D3 p) const { return {at(p.x), at(p.y), at(p.z)}; }
  // A float position as the reference sees it: minus the offset, in double (exact: both are floats' values well
  // within double's 53 bits), so that the reference itself computes on small numbers.
  D3 d(Vec3 v) const { return {v.x - offset, v.y - offset, v.z - offset}; }
  static D3 vec(Vec3 v) { return {v.x, v.y, v.z}; }  // a direction or motion: as it is
};

Scene scene_at(double offset) {
  Scene s;
  s.offset = offset;
  s.data = test::terrain(8, 5);
  for (float& p : s.data.positions) p = static_cast<float>(offset + p);
  TriangleMeshOptions options;
  options.fix_internal_edges = false;  // every edge active: the raw per-triangle answers the brute force gives
  s.mesh = test::build(s.data, options);
  s.tris = test::ref::triangles(s.data.positions, s.data.indices);
  for (auto& t : s.tris) {
    for (D3& p : t) p = p - D3{offset, offset, offset};
  }
  return s;
}

class MeshTranslation : public ::testing::TestWithParam<double> {};

// Offsets of the property (the README's range of precise coordinates reaches 1e5).
INSTANTIATE_TEST_SUITE_P(Offsets, MeshTranslation, ::testing::Values(0.0, 1e2, 1e3, 1e4, 1e5));

// Random query points over the terrain, in its local frame (x, z in [0.5, 7.5], y above the terrain's top).
D3 above(std::mt19937& rng, double y0, double y1) {
  std::uniform_real_distribution<double> xz(0.5, 7.5), y(y0, y1);
  return {xz(rng), y(rng), xz(rng)};
}

TEST_P(MeshTranslation, RaycastsMatchTheReference) {
  const Scene s = scene_at(GetParam());
  std::mt19937 rng(11);
  std::uniform_real_distribution<double> tilt(-0.4, 0.4);
  int hits = 0;
  for (int i = 0; i < 60; ++i) {
    const Vec3 origin = s.at(above(rng, 4, 6));
    const Vec3 direction{static_cast<float>(tilt(rng)), -10.0f, static_cast<float>(tilt(rng))};
    double t_ref = test::ref::kInf;
    for (const auto& t : s.tris) t_ref = std::min(t_ref, test::ref::ray_triangle(s.d(origin), s.vec(direction), t));
    const MeshRaycastHit h = raycast_mesh(s.mesh, Ray{origin, direction}, 1);
    ASSERT_EQ(h.hit(), t_ref <= 1) << i;
    if (!h.hit()) continue;
    ++hits;
    const double length = test::ref::norm(s.vec(direction));
    EXPECT_NEAR(h.t, t_ref, 8 * spacing(kSize) / length) << i;
    const D3 p = s.d(origin) + t_ref * s.vec(direction);
    EXPECT_LE(test::ref::norm(s.d(h.point) - p), 8 * spacing(kSize) + 2 * spacing(s.offset)) << i;
  }
  EXPECT_GT(hits, 50);
}

// Boxes go through conservative advancement (sweep_shape_triangle): early by at most its target (time_of_impact_target:
// 1e-4 of the larger size of the pair, here under 0.5 mm; no floor of the coordinates), never late, the same at every
// offset. Capsules and spheres have exact closed forms (sweep_capsule_triangle, sweep_sphere_triangle).
constexpr double kConservativeTarget = 1e-4 * 4;

TEST_P(MeshTranslation, CapsuleSweepsMatchTheReference) {
  // Open: at 1e4 and beyond this reference (first_reach's search on the distance) and the mesh sweep disagree by
  // more than the bound; the sphere sweeps disagreed the same way from 1e3, where an analytic face time computed
  // from the same floats agreed with the kernel in the case examined. Not yet resolved which side is wrong.
  const Scene s = scene_at(GetParam());
  std::mt19937 rng(13);
  std::uniform_real_distribution<double> radius(0.1, 0.5), side(-1.5, 1.5), lean(-0.6, 0.6);
  int hits = 0;
  for (int i = 0; i < 25; ++i) {
    const D3 base = above(rng, 5, 6);
    const D3 top = base + D3{lean(rng), 1.2, lean(rng)};
    const Capsule capsule{s.at(base), s.at(top), static_cast<float>(radius(rng))};
    const Vec3 v{static_cast<float>(side(rng)), -6.0f, static_cast<float>(side(rng))};
    double t_ref = test::ref::kInf;
    for (const auto& t : s.tris) {
      t_ref = std::min(t_ref, test::ref::capsule_sweep(s.d(capsule.start), s.d(capsule.end), capsule.radius, s.vec(v), t));
    }
    const MeshSweepHit h = sweep_shape_mesh(capsule, Motion{v, {}}, s.mesh);
    ASSERT_EQ(h.status == Status::hit, t_ref <= 1) << i;
    if (!h.hit()) continue;
    ++hits;
    const double speed = test::ref::norm(s.vec(v));
    // The exact capsule–triangle time, within 8 spacings of the mesh's size either way at every offset.
    EXPECT_LE(h.t, t_ref + 8 * spacing(kSize) / speed) << i;
    EXPECT_GE(h.t, t_ref - 8 * spacing(kSize) / speed) << i;
  }
  EXPECT_GT(hits, 20);
}

TEST_P(MeshTranslation, SphereSweepsMatchTheReference) {
  const Scene s = scene_at(GetParam());
  std::mt19937 rng(15);
  std::uniform_real_distribution<double> radius(0.05, 0.6), side(-1.5, 1.5);
  int hits = 0;
  for (int i = 0; i < 40; ++i) {
    const Sphere sphere{s.at(above(rng, 4, 6)), static_cast<float>(radius(rng))};
    const Vec3 v{static_cast<float>(side(rng)), -7.0f, static_cast<float>(side(rng))};
    double t_ref = test::ref::kInf;
    for (const auto& t : s.tris) {
      t_ref = std::min(t_ref, test::ref::capsule_sweep(s.d(sphere.center), s.d(sphere.center), sphere.radius, s.vec(v), t));
    }
    const MeshSweepHit h = sweep_shape_mesh(sphere, Motion{v, {}}, s.mesh);
    ASSERT_EQ(h.status == Status::hit, t_ref <= 1) << i;
    if (!h.hit()) continue;
    ++hits;
    const double speed = test::ref::norm(s.vec(v));
    EXPECT_NEAR(h.t, t_ref, 8 * spacing(kSize) / speed) << i;
    // The sphere's centre at t is one radius from the mesh: the point it reports is on the mesh, one radius away.
    const D3 centre = s.d(sphere.center) + h.t * s.vec(v);
    EXPECT_NEAR(test::ref::norm(s.d(h.point) - centre), sphere.radius, 8 * spacing(kSize) + 2 * spacing(GetParam())) << i;
  }
  EXPECT_GT(hits, 30);
}

TEST_P(MeshTranslation, BoxSweepsMatchTheReference) {
  const Scene s = scene_at(GetParam());
  std::mt19937 rng(14);
  std::uniform_real_distribution<double> half(0.1, 0.6), side(-1.5, 1.5);
  int hits = 0;
  for (int i = 0; i < 25; ++i) {
    const D3 c = above(rng, 5, 6);
    const D3 h3{half(rng), half(rng), half(rng)};
    const Aabb box{s.at(c - h3), s.at(c + h3)};
    const Vec3 v{static_cast<float>(side(rng)), -6.0f, static_cast<float>(side(rng))};
    double t_ref = test::ref::kInf;
    for (const auto& t : s.tris) t_ref = std::min(t_ref, test::ref::box_sweep(s.d(box.min), s.d(box.max), s.vec(v), t));
    const MeshSweepHit h = sweep_shape_mesh(box, Motion{v, {}}, s.mesh);
    ASSERT_EQ(h.status == Status::hit, t_ref <= 1) << i;
    if (!h.hit()) continue;
    ++hits;
    const double speed = test::ref::norm(s.vec(v));
    // Never late (but for 8 spacings of the mesh's size), early by at most the target, at every offset.
    EXPECT_LE(h.t, t_ref + 8 * spacing(kSize) / speed) << i;
    EXPECT_GE(h.t, t_ref - (kConservativeTarget + 8 * spacing(kSize)) / speed) << i;
  }
  EXPECT_GT(hits, 20);
}

TEST_P(MeshTranslation, SphereContactsAndClosestPointsMatchTheReference) {
  const Scene s = scene_at(GetParam());
  std::mt19937 rng(15);
  std::uniform_real_distribution<double> radius(0.2, 1.0);
  int hits = 0;
  for (int i = 0; i < 60; ++i) {
    // A centre near the surface: above the terrain's height range by up to 1 m or inside it.
    const Vec3 c = s.at(above(rng, -3, 4));
    const Sphere sphere{c, static_cast<float>(radius(rng))};
    double best = test::ref::kInf;
    D3 closest;
    for (const auto& t : s.tris) {
      const D3 q = test::ref::closest_on_triangle(t, s.d(c));
      if (test::ref::norm(q - s.d(c)) < best) {
        best = test::ref::norm(q - s.d(c));
        closest = q;
      }
    }
    const double tol = 8 * spacing(kSize);
    const double point_tol = tol + 2 * spacing(s.offset);
    const MeshClosestPoint q = closest_point_on_mesh(s.mesh, c, INFINITY);
    ASSERT_TRUE(q.status == Status::hit) << i;
    EXPECT_NEAR(q.distance, best, tol) << i;
    EXPECT_LE(test::ref::norm(s.d(q.point) - closest), point_tol) << i;
    const MeshContactManifold m = contact_shape_mesh(sphere, s.mesh);
    if (std::fabs(best - sphere.radius) < tol) continue;  // grazing: either answer is right
    ASSERT_EQ(m.hit(), best < sphere.radius) << i;
    if (!m.hit()) continue;
    ++hits;
    EXPECT_NEAR(m.depth, sphere.radius - best, tol) << i;
    if (best > 1e-3) {
      const D3 n = (1 / best) * (closest - s.d(c));
      EXPECT_LE(test::ref::norm(s.vec(m.normal) - n), 1e-4) << i;  // the normal from the sphere to the mesh
    }
    EXPECT_LE(test::ref::norm(s.d(m.point_b) - closest), point_tol) << i;
  }
  EXPECT_GT(hits, 20);
}

}  // namespace
}  // namespace sweepkit

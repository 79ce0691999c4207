// libFuzzer target over every core query (built with clang, AddressSanitizer and
// UndefinedBehaviorSanitizer by scripts/fuzz.sh): each contact_*, overlap_*, sweep_* and raycast_* function,
// called directly, and the generic contact / sweep of dispatch.hpp on every pair of shape kinds, both ways
// round. The input bytes supply the numbers: raw (NaN, infinities, huge values exercise validation) or
// folded into a game-sized range (to exercise the geometry). Any crash, sanitizer report or broken
// invariant aborts the run:
//   - every field of every result is finite (no NaN, no infinity), for every status;
//   - a valid sweep's t is in [0, 1], a contact's depth is >= 0, a cast's t is in [0, max_fraction];
//   - the normal of every hit is unit length;
//   - each overlap_* fast path agrees with its contact_* test (they share one touching predicate);
//   - the generic contact and sweep agree with the pair's own function (status, t, depth; normal negated
//     when the generic call is the mirrored order);
//   - the normals of the oriented-box queries are unit within 1e-5 (the box's accepted rotation, here sometimes
//     off orthonormal by up to the tolerance as a quaternion off unit length makes it, is made exact first);
//   - (folded input) a closed-form translation sweep's hit is not late: the shapes moved to t overlap by at most
//     the scene tolerance below.
// The scene is also run translated (the flags' low two bits: 0, 1e2, 1e3 or 1e4 along (1, -1, 1/2), added to
// every position and plane), where every invariant above must hold too; and (folded input) each primitive
// contact's depth there agrees with the untranslated one within the scene tolerance: 1e-3 of the pair's size
// plus 64 spacings (float ulps) of the translated coordinates. That is loose on purpose while the local-frame
// fixes land: it covers the 2^-19 (16-ulp) coincidence threshold of the segment contacts, and catches answers
// that change with the translation by more than rounding (a depth of 0.25 for 0.0625, a hit that is a miss).

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <type_traits>
#include <variant>
#include <vector>

#include "sweepkit/query/contact_aabb_aabb.hpp"
#include "sweepkit/query/contact_aabb_plane.hpp"
#include "sweepkit/query/contact_sphere_aabb.hpp"
#include "sweepkit/query/contact_capsule_aabb.hpp"
#include "sweepkit/query/contact_capsule_capsule.hpp"
#include "sweepkit/query/contact_capsule_plane.hpp"
#include "sweepkit/query/contact_sphere_capsule.hpp"
#include "sweepkit/query/contact_sphere_plane.hpp"
#include "sweepkit/query/contact_sphere_sphere.hpp"
#include "sweepkit/math/quat.hpp"
#include "sweepkit/dispatch/dispatch.hpp"
#include "sweepkit/query/closest_point_triangle.hpp"
#include "sweepkit/query/contact_sphere_triangle.hpp"
#include "sweepkit/query/shape_triangle.hpp"
#include "sweepkit/query/sweep_sphere_triangle.hpp"
#include "sweepkit/shapes/convex_hull.hpp"
#include "sweepkit/query/overlap_aabb_aabb.hpp"
#include "sweepkit/query/overlap_aabb_plane.hpp"
#include "sweepkit/query/overlap_capsule_capsule.hpp"
#include "sweepkit/query/overlap_sphere_aabb.hpp"
#include "sweepkit/query/overlap_sphere_capsule.hpp"
#include "sweepkit/query/overlap_sphere_plane.hpp"
#include "sweepkit/query/overlap_sphere_sphere.hpp"
#include "sweepkit/query/raycast_aabb.hpp"
#include "sweepkit/query/raycast_obb.hpp"
#include "sweepkit/query/raycast_capsule.hpp"
#include "sweepkit/query/raycast_plane.hpp"
#include "sweepkit/query/raycast_sphere.hpp"
#include "sweepkit/query/sweep_aabb_aabb.hpp"
#include "sweepkit/query/sweep_aabb_plane.hpp"
#include "sweepkit/query/sweep_capsule_plane.hpp"
#include "sweepkit/query/sweep_sphere_aabb.hpp"
#include "sweepkit/query/sweep_sphere_capsule.hpp"
#include "sweepkit/query/batch.hpp"
#include "sweepkit/query/sweep_sphere_plane.hpp"
#include "sweepkit/query/sweep_sphere_sphere.hpp"
#include "sweepkit/shapes/shape.hpp"
#include "sweepkit/mesh/mesh_serialize.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"

namespace {

using namespace sweepkit;

class Input {
 public:
  Input(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

  std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }

  // A raw float, or with `fold` one mapped into [-64, 64] (NaN and infinity become 0).
  Real number(bool fold) {
    float f = 0;
    if (pos_ + sizeof f <= size_) {
      std::memcpy(&f, data_ + pos_, sizeof f);
      pos_ += sizeof f;
    }
    if (!fold) return f;
    if (!std::isfinite(f)) return 0;
    return std::fmod(f, 64.0f);
  }

  Vec3 vec(bool fold) { return {number(fold), number(fold), number(fold)}; }
  // A position: vec() moved by the scene's translation.
  Vec3 point(bool fold) { return vec(fold) + offset; }

  Vec3 offset;  // the scene's translation (added to every position)

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

Sphere make_sphere(Input& in, bool fold) { return {in.point(fold), fold ? std::fabs(in.number(fold)) : in.number(fold)}; }

Capsule make_capsule(Input& in, bool fold) {
  const Vec3 start = in.point(fold);
  const Vec3 end = in.point(fold);
  return {start, end, fold ? std::fabs(in.number(fold)) : in.number(fold)};
}

Aabb make_aabb(Input& in, bool fold) {
  const Vec3 a = in.point(fold);
  const Vec3 b = in.point(fold);
  // Sort the corners when folding so most boxes are valid; raw mode keeps min > max cases.
  if (!fold) return Aabb{a, b};
  return Aabb{{std::fmin(a.x, b.x), std::fmin(a.y, b.y), std::fmin(a.z, b.z)},
              {std::fmax(a.x, b.x), std::fmax(a.y, b.y), std::fmax(a.z, b.z)}};
}

// An oriented box: folded, a non-negative half size and the rotation of a rotation vector; raw, anything. With
// `scale` != 1 the rotation is the matrix of that quaternion times scale (to_mat3_scaled: off orthonormal by
// scale² - 1, as a quaternion typed to a few digits makes it; accepted when within the rotation tolerance).
Obb make_obb(Input& in, bool fold, Real scale) {
  const Vec3 c = in.point(fold);
  Vec3 h = in.vec(fold);
  if (fold) h = {std::fabs(h.x), std::fabs(h.y), std::fabs(h.z)};
  const Quat q = from_rotation_vector(in.vec(fold));
  if (scale == 1) return Obb{c, h, to_mat3(q)};
  return Obb{c, h, to_mat3_scaled(Quat{q.x * scale, q.y * scale, q.z * scale, q.w * scale})};
}

// The hull of 8 points (a failed build, e.g. of a degenerate cloud, leaves it empty: the shape then has no hull).
ConvexHull make_hull(Input& in, bool fold) {
  Vec3 points[8];
  for (Vec3& p : points) p = in.vec(fold);  // local space: the shape's position carries the translation
  ConvexHullResult built = build_convex_hull(points, 8);
  return built.ok() ? std::move(built.hull) : ConvexHull{};
}

Plane make_plane(Input& in, bool fold) {
  Vec3 n = in.vec(fold);
  if (fold) {
    const Real len = length(n);
    n = len > Real(1e-3) ? n * (Real(1) / len) : Vec3{0, 1, 0};
  }
  return Plane{n, in.number(fold) - dot(n, in.offset)};  // n·(p + offset) + c' = 0 where n·p + c = 0
}

// Aborts (a finding) when an invariant fails, naming the line of the invariant on stderr.
void require(bool ok, int line = __builtin_LINE()) {
  if (ok) return;
  std::fprintf(stderr, "fuzz_core.cpp:%d: invariant failed\n", line);
  std::abort();
}

bool finite(Vec3 v) { return is_finite(v); }
bool unit(Vec3 v, Real tolerance = Real(1e-3)) { return std::fabs(length(v) - Real(1)) <= tolerance; }
// The oriented-box queries' normals: their rotation is made exact before use (issue 24: a quaternion off unit
// length by 2.4e-5 gave normals 4.8e-5 off).
constexpr Real kTightUnit = Real(1e-5);
bool valid(Status s) { return s != Status::invalid_input && s != Status::unsupported; }

const SweepHit& check(const SweepHit& h, Real unit_tolerance = Real(1e-3), int line = __builtin_LINE()) {
  if (!(std::isfinite(h.t) && finite(h.position) && finite(h.point) && finite(h.normal))) {
    std::fprintf(stderr, "status %d t %g position (%g, %g, %g) point (%g, %g, %g) normal (%g, %g, %g)\n",
                 static_cast<int>(h.status), double(h.t), double(h.position.x), double(h.position.y),
                 double(h.position.z), double(h.point.x), double(h.point.y), double(h.point.z), double(h.normal.x),
                 double(h.normal.y), double(h.normal.z));
  }
  require(std::isfinite(h.t) && finite(h.position) && finite(h.point) && finite(h.normal), line);
  if (!valid(h.status)) return h;
  if (!(h.t >= 0 && h.t <= 1) || (h.hit() && !unit(h.normal, unit_tolerance))) {
    std::fprintf(stderr, "status %d t %g normal (%g, %g, %g)\n", static_cast<int>(h.status), double(h.t),
                 double(h.normal.x), double(h.normal.y), double(h.normal.z));
  }
  require(h.t >= 0 && h.t <= 1, line);
  if (h.hit()) require(unit(h.normal, unit_tolerance), line);
  return h;
}

const Contact& check(const Contact& c, Real unit_tolerance = Real(1e-3), int line = __builtin_LINE()) {
  require(std::isfinite(c.depth) && finite(c.normal) && finite(c.point_a) && finite(c.point_b), line);
  if (!valid(c.status)) return c;
  require(c.depth >= 0, line);
  if (c.hit()) {
    if (!unit(c.normal, unit_tolerance)) std::fprintf(stderr, "normal (%g, %g, %g) depth %g\n", double(c.normal.x), double(c.normal.y), double(c.normal.z), double(c.depth));
    require(unit(c.normal, unit_tolerance), line);
  }
  return c;
}

void check(const RaycastHit& h, Real max_fraction, Real unit_tolerance = Real(1e-3), int line = __builtin_LINE()) {
  require(std::isfinite(h.t) && finite(h.point) && finite(h.normal), line);
  if (h.status == Status::invalid_input) return;
  const Real bound = std::isnan(max_fraction) ? Real(0) : max_fraction;
  require(h.t >= 0 && h.t <= bound, line);
  if (h.status == Status::hit) require(unit(h.normal, unit_tolerance), line);
}

// The fast path and the contact test share one predicate: on valid input they agree exactly.
void check_overlap(const Overlap& o, const Contact& c) {
  require(o.status == Status::invalid_input || o.status == Status::hit || o.status == Status::miss);
  if (o.status == Status::invalid_input || c.status == Status::invalid_input) {
    require(o.status == c.status);
    return;
  }
  require(o.hit() == c.hit());
}

bool same(Vec3 a, Vec3 b) { return a.x == b.x && a.y == b.y && a.z == b.z; }

// The generic call `generic` ran the pair's function `own`, in its order (mirrored = false) or the other
// way round (mirrored = true: normal negated, points swapped).
void check_generic(const Contact& generic, const Contact& own, bool mirrored) {
  require(generic.status == own.status);
  if (!valid(own.status)) return;
  require(generic.depth == own.depth);
  require(same(generic.normal, mirrored ? -own.normal + Vec3{} : own.normal) || !own.hit());
}

// A batch of one entry answers as the single call, bit for bit (signed zeros aside, compared as values).
void check_batch(const BatchSweepHit& batched, const SweepHit& single) {
  require(batched.status == static_cast<Real>(single.status));
  require(batched.t == single.t && same(batched.point, single.point) && same(batched.normal, single.normal));
}

void check_generic(const SweepHit& generic, const SweepHit& own) {
  require(generic.status == own.status);
  if (!valid(own.status)) return;
  require(generic.t == own.t);
}

// The rotation scale of the oriented boxes, from the flags' bits 2-3: exact, or a quaternion 2.4e-5 long or
// short (to_mat3_scaled then gives R^T R = scale^4 I, within the 1e-4 rotation tolerance: accepted).
Real rotation_scale(std::uint8_t flags) {
  switch ((flags >> 2) & 0x03) {
    case 1: return Real(1 + 2.4e-5);
    case 2: return Real(1 - 2.4e-5);
    default: return 1;
  }
}

// A bounded shape's size: its largest half extent or radius (plane: 0).
Real size_of(const Shape& s) {
  return visit_shape(
      [](const auto& x) -> Real {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, Sphere>) {
          return x.radius;
        } else if constexpr (std::is_same_v<T, Capsule>) {
          return length(x.end - x.start) / 2 + x.radius;
        } else if constexpr (std::is_same_v<T, Aabb>) {
          return std::max({x.max.x - x.min.x, x.max.y - x.min.y, x.max.z - x.min.z}) / 2;
        } else {
          return 0;
        }
      },
      s);
}

// The scene tolerance: 1e-3 of the pair's size plus 64 float spacings of coordinates the size of the translation
// and the folded range (64) together.
Real scene_tolerance(Real size, Vec3 offset) {
  const Real reach = std::max({std::fabs(offset.x), std::fabs(offset.y), std::fabs(offset.z)}) + 64;
  return Real(1e-3) * std::fabs(size) + 64 * reach * std::numeric_limits<float>::epsilon();
}

// A translation sweep's hit at t: the shapes moved to t overlap by at most the scene tolerance (a hit is not late).
void require_not_late(const SweepHit& h, const Shape& a, Vec3 da, const Shape& b, Vec3 db, Vec3 offset,
                      int line = __builtin_LINE()) {
  if (h.status != Status::hit || !std::isfinite(h.t)) return;
  const Contact c = contact(translated(a, da * h.t), translated(b, db * h.t));
  if (!c.hit()) return;
  const Real tolerance = scene_tolerance(std::max(size_of(a), size_of(b)), offset) + Real(1e-5) * (length(da) + length(db));
  if (!(c.depth <= tolerance)) {
    std::fprintf(stderr, "sweep hit at t %g overlaps by %g (tolerance %g)\n", double(h.t), double(c.depth), double(tolerance));
  }
  require(c.depth <= tolerance, line);
}

// Contact `k` of the scene at the origin and translated: the same verdict and depth within the scene tolerance
// (a hit on one side and a miss on the other only within it of touching).
void require_same_contact(const Contact& here, const Contact& there, Real size, Vec3 offset, int k) {
  if (!valid(here.status) || !valid(there.status)) return;
  const Real tolerance = scene_tolerance(size, offset);
  const Real a = here.hit() ? here.depth : 0, b = there.hit() ? there.depth : 0;
  if (!(std::fabs(a - b) <= tolerance)) {
    std::fprintf(stderr, "contact %d: depth %g at the origin, %g translated by (%g, %g, %g) (tolerance %g)\n", k,
                 double(a), double(b), double(offset.x), double(offset.y), double(offset.z), double(tolerance));
  }
  require(std::fabs(a - b) <= tolerance);
}

}  // namespace

// A mesh of up to 5 vertices and 4 triangles read from the start of the input again (the queries above use up
// most of a short input): raw or folded floats and any indices, so every build error path; raycast closest / any /
// all against it; its bytes loaded back (equal answers); the raw input loaded as bytes (an error, never a crash).
void fuzz_mesh(const std::uint8_t* data, std::size_t size) {
  const TriangleMeshLoad raw = load_triangle_mesh({data, size});
  if (raw.ok()) require(!raw.mesh.triangles.empty() && !raw.mesh.bvh.nodes.empty());
  Input in(data, size);
  const std::uint8_t flags = in.byte();
  const bool fold = (flags & 0x80) != 0;
  const std::size_t vertex_floats = 3 * (in.byte() % 6);
  std::vector<float> positions(vertex_floats);
  for (float& f : positions) f = static_cast<float>(in.number(fold));
  std::vector<std::uint32_t> indices(in.byte() % 13);
  for (std::uint32_t& i : indices) i = in.byte() % 7;
  const TriangleMeshResult built = build_triangle_mesh(positions, indices, {.weld_relative = Real(in.byte()) / 256});
  require(built.ok() == (built.error == MeshError::none));
  if (!built.ok()) return;
  const TriangleMesh& mesh = built.mesh;
  const Ray ray{in.vec(fold), in.vec(fold)};
  const Real max_fraction = (flags & 0x40) ? std::numeric_limits<Real>::infinity() : std::fabs(in.number(fold));
  std::vector<MeshRaycastHit> all;
  const MeshRaycastHit closest = raycast_mesh(mesh, ray, max_fraction);
  const MeshRaycastHit first = raycast_mesh_all(mesh, ray, max_fraction, all);
  require(closest.status == first.status && closest.t == first.t && closest.triangle == first.triangle);
  require(raycast_mesh_any(mesh, ray, max_fraction).hit() == closest.hit());
  require(std::isfinite(closest.t) && finite(closest.point) && finite(closest.normal));
  if (closest.hit()) require(closest.t >= 0 && closest.t <= max_fraction && closest.triangle < mesh.triangles.size());
  // The mesh as an entry of the Shape variant at a fuzzed position: the dispatch's answers finite, a hit naming one
  // of its triangles on the mesh's side.
  const TriangleMeshShape placed{&mesh, in.vec(fold), Mat3{}};
  const Sphere probe{in.vec(fold), std::fabs(in.number(fold))};
  const Vec3 probe_motion = in.vec(fold);
  const SweepHit sw = sweep(probe, probe_motion, placed, {});
  require(std::isfinite(sw.t) && finite(sw.point) && finite(sw.normal) && finite(sw.position));
  if (sw.hit()) require(sw.sub_shape_b < mesh.triangles.size() && sw.sub_shape_a == kNoSubShape);
  // The mesh turning about its position (a door): sweep_shape_turning_mesh through the dispatch, both orders.
  const Motion turn{in.vec(fold) * Real(1e-3), in.vec(fold) * Real(1e-3)};
  const SweepHit swung = sweep_rotating(probe, Motion{probe_motion, {}}, placed, turn);
  const SweepHit mirrored = sweep_rotating(placed, turn, probe, Motion{probe_motion, {}});
  require(swung.status != Status::unsupported && mirrored.status == swung.status);
  if (swung.status != Status::invalid_input) {
    require(std::isfinite(swung.t) && swung.t >= 0 && swung.t <= 1 && finite(swung.point) && finite(swung.normal) &&
            finite(swung.position) && mirrored.t == swung.t);
    if (swung.hit()) require(swung.sub_shape_b < mesh.triangles.size() && unit(swung.normal));
  }
  const Contact touching = contact(placed, probe);
  require(std::isfinite(touching.depth) && finite(touching.normal) && finite(touching.point_a));
  if (touching.hit()) require(touching.sub_shape_a < mesh.triangles.size() && touching.depth >= 0);
  const RaycastHit generic = raycast(ray, placed, max_fraction);
  require(std::isfinite(generic.t) && finite(generic.point) && finite(generic.normal));
  if (generic.hit()) require(generic.sub_shape < mesh.triangles.size());
  const TriangleMeshLoad loaded = load_triangle_mesh(serialize_triangle_mesh(mesh));
  require(loaded.ok());
  const MeshRaycastHit again = raycast_mesh(loaded.mesh, ray, max_fraction);
  require(again.status == closest.status && again.t == closest.t && again.triangle == closest.triangle);
}

namespace {

// The primitive contacts of one run (for the comparison across translations) and the pairs' sizes.
struct Answers {
  Contact contacts[9];
  Real sizes[9];
};

// Every query of the scene the bytes describe, translated by `offset`; each invariant checked on the way.
Answers run(const std::uint8_t* data, std::size_t size, Vec3 offset) {
  Input in(data, size);
  in.offset = offset;
  const std::uint8_t flags = in.byte();
  const bool fold = (flags & 0x80) != 0;
  const Real scale = rotation_scale(flags);

  const Sphere s1 = make_sphere(in, fold);
  const Sphere s2 = make_sphere(in, fold);
  const Capsule c1 = make_capsule(in, fold);
  const Capsule c2 = make_capsule(in, fold);
  const Aabb b1 = make_aabb(in, fold);
  const Aabb b2 = make_aabb(in, fold);
  const Plane p = make_plane(in, fold);
  const Vec3 d1 = in.vec(fold);
  // Sometimes the second shape keeps still, or moves with the first (no relative motion).
  const Vec3 d2 = (flags & 0x30) == 0x10 ? Vec3{} : ((flags & 0x30) == 0x20 ? d1 : in.vec(fold));

  // Discrete tests, with their fast paths.
  const Contact ss = check(contact_sphere_sphere(s1, s2));
  const Contact sc = check(contact_sphere_capsule(s1, c1));
  const Contact sp = check(contact_sphere_plane(s1, p));
  const Contact cc = check(contact_capsule_capsule(c1, c2));
  const Contact cb = check(contact_capsule_aabb(c1, b1));
  const Contact cp = check(contact_capsule_plane(c1, p));
  const Contact bs = check(contact_sphere_aabb(s1, b1));
  const Contact bb = check(contact_aabb_aabb(b1, b2));
  const Contact bp = check(contact_aabb_plane(b1, p));
  if (fold) {
    require_not_late(sweep_sphere_sphere(s1, d1, s2, d2), Shape{s1}, d1, Shape{s2}, d2, offset);
    require_not_late(sweep_sphere_aabb(s1, d1, b1, d2), Shape{s1}, d1, Shape{b1}, d2, offset);
    require_not_late(sweep_sphere_capsule(s1, d1, c1, d2), Shape{s1}, d1, Shape{c1}, d2, offset);
    require_not_late(sweep_aabb_aabb(b1, d1, b2, d2), Shape{b1}, d1, Shape{b2}, d2, offset);
    require_not_late(sweep_sphere_plane(s1, d1, p), Shape{s1}, d1, Shape{p}, {}, offset);
    require_not_late(sweep_aabb_plane(b1, d1, p), Shape{b1}, d1, Shape{p}, {}, offset);
    require_not_late(sweep_capsule_plane(c1, d1, p), Shape{c1}, d1, Shape{p}, {}, offset);
  }
  check_overlap(overlap_sphere_sphere(s1, s2), ss);
  check_overlap(overlap_sphere_capsule(s1, c1), sc);
  check_overlap(overlap_sphere_plane(s1, p), sp);
  check_overlap(overlap_capsule_capsule(c1, c2), cc);
  check_overlap(overlap_aabb_aabb(b1, b2), bb);
  check_overlap(overlap_aabb_plane(b1, p), bp);
  check_overlap(overlap_sphere_aabb(s1, b1), bs);

  // Sweeps.
  const SweepHit sw_ss = check(sweep_sphere_sphere(s1, d1, s2, d2));
  const SweepHit sw_sb = check(sweep_sphere_aabb(s1, d1, b1, d2));
  const SweepHit sw_sc = check(sweep_sphere_capsule(s1, d1, c1, d2));
  const SweepHit sw_sp = check(sweep_sphere_plane(s1, d1, p));
  const SweepHit sw_bb = check(sweep_aabb_aabb(b1, d1, b2, d2));
  const SweepHit sw_bp = check(sweep_aabb_plane(b1, d1, p));
  const SweepHit sw_cp = check(sweep_capsule_plane(c1, d1, p));

  // The batch kernels, one entry each.
  BatchSweepHit batched[1];
  sweep_sphere_plane_batch({&s1, 1}, {&d1, 1}, {&p, 1}, batched);
  check_batch(batched[0], sw_sp);
  sweep_sphere_sphere_batch({&s1, 1}, {&d1, 1}, {&s2, 1}, {&d2, 1}, batched);
  check_batch(batched[0], sw_ss);

  // Generic entry points, both orders of every pair of kinds (plane-plane and the pairs without a sweep are
  // `unsupported`, which check() accepts); where the pair's own function is known, they must agree with it.
  const Shape shapes[] = {s1, c1, b1, p};
  const Shape others[] = {s2, c2, b2, p};
  for (const Shape& a : shapes) {
    for (const Shape& b : others) {
      check(contact(a, b));
      check(sweep(a, d1, b, d2));
    }
  }
  check_generic(contact(s1, s2), ss, false);
  check_generic(contact(s1, c1), sc, false);
  check_generic(contact(c1, s1), sc, true);
  check_generic(contact(s1, b1), bs, false);
  check_generic(contact(b1, s1), bs, true);
  check_generic(contact(c1, b1), cb, false);
  check_generic(contact(b1, c1), cb, true);
  check_generic(contact(p, s1), sp, true);
  check_generic(contact(p, c1), cp, true);
  check_generic(contact(p, b1), bp, true);
  check_generic(sweep(s1, d1, s2, d2), sw_ss);
  check_generic(sweep(s1, d1, b1, d2), sw_sb);
  check_generic(sweep(s1, d1, c1, d2), sw_sc);
  check_generic(sweep(b1, d1, b2, d2), sw_bb);
  // A plane that keeps still: the generic sweep runs the pair's function unchanged.
  check_generic(sweep(s1, d1, p, Vec3{}), sw_sp);
  check_generic(sweep(b1, d1, p, Vec3{}), sw_bp);
  check_generic(sweep(c1, d1, p, Vec3{}), sw_cp);

  // Oriented boxes and hulls through the generic queries, against every kind, translating and turning.
  const Obb o1 = make_obb(in, fold, scale);
  const Obb o2 = make_obb(in, fold, scale);
  const ConvexHull hull = make_hull(in, fold);
  const ConvexHullShape h1{hull.vertices.empty() ? nullptr : &hull, in.point(fold), o1.rotation};
  const Vec3 w1 = in.vec(fold);
  // The oriented box's closed forms (sphere–box contact and sweep, the box's raycast): unit normals within 1e-5.
  check(contact(s2, o1), kTightUnit);
  check(contact(o1, s2), kTightUnit);
  check(sweep(s2, d2, o1, d1), kTightUnit);
  check(raycast(Ray{s1.center, d1}, o1, 1), 1, kTightUnit);
  const Shape convex[] = {o1, h1};
  const Shape every[] = {s2, c2, b2, p, o2, h1};
  for (const Shape& a : convex) {
    for (const Shape& b : every) {
      check(contact(a, b));
      check(contact(b, a));
      const ContactManifold m = contact_manifold(a, b);
      check(static_cast<const Contact&>(m));
      require(m.point_count >= 0 && m.point_count <= 4);
      for (int k = 0; k < m.point_count; ++k) {
        require(finite(m.points[k].point_a) && finite(m.points[k].point_b) && m.points[k].depth >= 0);
      }
      check(sweep(a, d1, b, d2));
      check(sweep_rotating(a, Motion{d1, w1}, b, Motion{d2, {}}));
      check(raycast(Ray{in.point(fold), in.vec(fold)}, a, 1), 1);
    }
  }

  // Triangles (degenerate ones included) against every bounded shape: contact and sweep, translating and turning;
  // the generic sphere path is the sphere functions' answer.
  const Triangle tri{in.point(fold), in.point(fold), in.point(fold)};
  if (fold) require(finite(closest_point_on_triangle(tri, s1.center).point));
  const Contact st = check(contact_sphere_triangle(s1, tri));
  require(contact_shape_triangle(s1, tri).depth == st.depth);
  const SweepHit sw_st = check(sweep_sphere_triangle(s1, d1, tri, d2));
  // ... unless the turn itself is rejected (a NaN or beyond kMaxMagnitude: argument 1), which the sphere's own
  // translation sweep never sees.
  const SweepHit sw_generic = sweep_shape_triangle(s1, Motion{d1, w1}, tri, d2);
  const bool turn_rejected = sw_generic.status == Status::invalid_input && sw_generic.error_argument == 1 &&
                             sw_st.status != Status::invalid_input;
  require(turn_rejected || sw_generic.t == sw_st.t);
  for (const Shape& a : {Shape{c1}, Shape{b1}, Shape{o1}, Shape{h1}, Shape{p}}) {
    check(contact_shape_triangle(a, tri));
    check(sweep_shape_triangle(a, Motion{d1, {}}, tri, d2));
    check(sweep_shape_triangle(a, Motion{d1, w1}, tri, d2));
  }

  // Casts against every shape; an endless ray (max_fraction = infinity) half the time.
  const Ray ray{in.point(fold), in.vec(fold)};
  const Real max_fraction = (flags & 0x40) ? std::numeric_limits<Real>::infinity() : std::fabs(in.number(fold));
  check(raycast_sphere(ray, s1, max_fraction), max_fraction);
  check(raycast_capsule(ray, c1, max_fraction), max_fraction);
  check(raycast_aabb(ray, b1, max_fraction), max_fraction);
  check(raycast_plane(ray, p, max_fraction), max_fraction);
  check(raycast_obb(ray, o1, max_fraction), max_fraction, kTightUnit);

  Answers out;
  const Contact contacts[9] = {ss, sc, sp, cc, cb, cp, bs, bb, bp};
  const Real sizes[9] = {std::max(s1.radius, s2.radius), std::max(s1.radius, size_of(Shape{c1})),
                         s1.radius, std::max(size_of(Shape{c1}), size_of(Shape{c2})),
                         std::max(size_of(Shape{c1}), size_of(Shape{b1})), size_of(Shape{c1}),
                         std::max(s1.radius, size_of(Shape{b1})), std::max(size_of(Shape{b1}), size_of(Shape{b2})),
                         size_of(Shape{b1})};
  for (int k = 0; k < 9; ++k) out.contacts[k] = contacts[k], out.sizes[k] = sizes[k];
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::uint8_t flags = size > 0 ? data[0] : 0;
  const Answers at_origin = run(data, size, {});
  constexpr Real kOffsets[4] = {0, Real(1e2), Real(1e3), Real(1e4)};
  const Real o = kOffsets[flags & 0x03];
  if (o != 0) {
    const Vec3 offset{o, -o, o / 2};
    const Answers far = run(data, size, offset);
    if ((flags & 0x80) != 0) {
      for (int k = 0; k < 9; ++k) {
        require_same_contact(at_origin.contacts[k], far.contacts[k], at_origin.sizes[k], offset, k);
      }
    }
  }
  fuzz_mesh(data, size);
  return 0;
}

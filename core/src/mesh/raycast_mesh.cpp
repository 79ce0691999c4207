#include "sweepkit/mesh/raycast_mesh.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>
#include <utility>

#include "../validate.hpp"
#include "bvh_walk.hpp"
#include "mesh_bvh4_lanes.hpp"
#include "sweepkit/mesh/raycast_triangle.hpp"

namespace sweepkit {

namespace {

enum class Mode { closest, any, all };

// Relative growth of a box's far entry time, and of the limit a box is compared with (2^-17, 64 float ulps).
constexpr Real kBoxGrowth = 1 + Real(1.0 / 131072.0);


// The ray's slab constants: 1/direction (±infinity for a zero component) and, per axis, which face of a box the
// ray enters through (the max face when the direction's sign bit is set), so that a slab needs no swap.
struct SlabRay {
  Vec3 origin;
  Vec3 inv;
  bool neg[3];

  explicit SlabRay(const Ray& ray) : origin(ray.origin) {
    inv = {1 / ray.direction.x, 1 / ray.direction.y, 1 / ray.direction.z};
    for (int k = 0; k < 3; ++k) neg[k] = std::signbit(ray.direction[k]);
  }

  // Entry time into `box` within [0, limit] (grown), or +infinity when the ray misses it there.
  // A zero direction component gives ±infinity (the ray is outside that slab for all t, or inside), or NaN when
  // the origin lies on the slab's boundary: the comparisons below are false for NaN, so such a bound is ignored
  // (the ray runs along the boundary of a closed slab: inside it), whether the component is +0 or -0.
  Real enter(const Aabb& box, Real limit) const {
    Real t_near = 0;
    Real t_far = limit;
    slab(neg[0] ? box.max.x : box.min.x, neg[0] ? box.min.x : box.max.x, origin.x, inv.x, t_near, t_far);
    slab(neg[1] ? box.max.y : box.min.y, neg[1] ? box.min.y : box.max.y, origin.y, inv.y, t_near, t_far);
    slab(neg[2] ? box.max.z : box.min.z, neg[2] ? box.min.z : box.max.z, origin.z, inv.z, t_near, t_far);
    // An entry at infinity (a zero component outside its slab) is a miss even for an endless ray.
    constexpr Real kInf = std::numeric_limits<Real>::infinity();
    return t_near <= t_far && t_near < kInf ? t_near : kInf;
  }

  // The entry times into the four boxes of `node` within [0, limit] (grown), +infinity where the ray misses: the
  // scalar enter's operations, lane by lane.
  detail::Lanes enter(const MeshBvh4Node& node, Real limit) const {
    using detail::load_lanes;
    detail::Lanes t_near = detail::splat(0);
    detail::Lanes t_far = detail::splat(limit);
    for (int k = 0; k < 3; ++k) {
      const detail::Lanes near = load_lanes(neg[k] ? node.max[k] : node.min[k]);
      const detail::Lanes far = load_lanes(neg[k] ? node.min[k] : node.max[k]);
      const Real o = origin[k];
      const Real i = inv[k];
      const detail::Lanes t0 = (near - o) * i;
      const detail::Lanes t1 = (far - o) * i * kBoxGrowth;
      t_near = detail::max_keep(t_near, t0);
      t_far = detail::min_keep(t_far, t1);
    }
    constexpr Real kInf = std::numeric_limits<Real>::infinity();
    const detail::Lanes inf = detail::splat(kInf);
    return ((t_near <= t_far) & (t_near < inf)) ? t_near : inf;
  }

  // The slab between the planes at `near` and `far` (entered through `near`).
  static void slab(Real near, Real far, Real o, Real inv, Real& t_near, Real& t_far) {
    const Real t0 = (near - o) * inv;
    const Real t1 = (far - o) * inv * kBoxGrowth;
    t_near = t0 > t_near ? t0 : t_near;
    t_far = t1 < t_far ? t1 : t_far;
  }
};

MeshRaycastHit miss(Real max_fraction) {
  MeshRaycastHit r;
  r.t = std::isfinite(max_fraction) ? max_fraction : std::numeric_limits<Real>::max();
  return r;
}

MeshRaycastHit make_hit(const TriangleMesh& mesh, const Ray& ray, std::uint32_t triangle, const TriangleHit& h) {
  MeshRaycastHit r;
  r.status = Status::hit;
  r.t = h.t;
  r.triangle = triangle;
  r.w0 = h.w0;
  r.w1 = h.w1;
  r.w2 = h.w2;
  r.point = ray.origin + ray.direction * h.t;  // the ray where it is: the point where it is
  r.normal = mesh.normals[triangle];
  r.front_face = dot(r.normal, ray.direction) < 0;
  return r;
}

// The triangle tests of a traversal and its answer so far. Calls `on_hit(triangle, hit)` for every triangle hit
// within the limit; in `closest` mode the limit shrinks to the best hit; in `any` mode the walk stops at the first.
// Keeps the best (closest mode), first (any) or closest of all (all) hit, ties in t to the lower triangle index.
template <Mode mode, class OnHit>
struct RayHits {
  const TriangleMesh& mesh;
  const WatertightRay& wray;
  OnHit& on_hit;
  Real limit;
  std::uint32_t& best_tri;
  TriangleHit& best;
  bool found = false;
  // The rounding of a triangle test's t (a few ulps of the coordinates over |direction|, as a fraction): a box is
  // kept while it is entered within it of the limit, so that a triangle the test puts at the best t, ahead of its own
  // box's entry, still ties (the lower index wins in every mode). A fuzz finding: a ray starting on the shared edge of
  // two triangles hit both at 0, but the closest walk pruned the lower index's box, entered at 4e-31.
  Real tie_slack = 0;

  // The entry time up to which a box is kept: the limit grown by kBoxGrowth and the tie slack.
  Real box_limit() const { return limit * kBoxGrowth + tie_slack; }

  // Tests the leaf slots [first, first + count); false when the walk is to stop.
  bool leaf(std::uint32_t first, std::uint32_t count) {
    for (std::uint32_t s = first; s < first + count; ++s) {
      const std::uint32_t tri = mesh.bvh.triangles[s];
      const MeshTriangle& v = mesh.triangles[tri];
      TriangleHit h;
      if (!intersect_triangle(wray, mesh.vertices[v[0]], mesh.vertices[v[1]], mesh.vertices[v[2]], limit, h)) continue;
      on_hit(tri, h);
      if (!found || h.t < best.t || (h.t == best.t && tri < best_tri)) {
        best = h;
        best_tri = tri;
      }
      found = true;
      if constexpr (mode == Mode::any) return false;
      if constexpr (mode == Mode::closest) limit = best.t;
    }
    return true;
  }
};

// The walk (bvh_walk.hpp) of the 4-wide tree, or of the binary one when traced (ties to the first child): a node is
// kept while the ray enters it within the limit (grown), which shrinks to the best hit in closest mode.
template <Mode mode, class OnHit>
void walk(const SlabRay& slab, RayHits<mode, OnHit>& hits, MeshRayTrace* trace) {
  constexpr Real kInf = std::numeric_limits<Real>::infinity();
  const auto keep = [&](Real t) { return t < kInf && t <= hits.box_limit(); };
  const auto leaf = [&](std::uint32_t first, std::uint32_t count) { return hits.leaf(first, count); };
  if (trace == nullptr && !hits.mesh.bvh4.nodes.empty()) {
    detail::walk_bvh4(hits.mesh.bvh4, [&](const MeshBvh4Node& node) { return slab.enter(node, hits.box_limit()); },
                      keep, leaf);
  } else {
    detail::walk_bvh2<detail::Ties::first_child>(
        hits.mesh.bvh, trace, [&](const Aabb& box) { return slab.enter(box, hits.box_limit()); }, keep, leaf);
  }
}

// Ordered traversal (near child first) of the 4-wide tree, or of the binary one when a trace is asked for (or a
// mesh was assembled without its 4-wide tree), in the mesh's frame (the ray's origin minus the mesh's: t is the
// same). Returns whether a triangle was hit; the best as (best_tri, best).
template <Mode mode, class OnHit>
bool traverse(const TriangleMesh& mesh, const Ray& world_ray, Real max_fraction, MeshRayTrace* trace,
              std::uint32_t& best_tri, TriangleHit& best, OnHit&& on_hit) {
  if (mesh.bvh.nodes.empty()) return false;
  const Ray ray{world_ray.origin - mesh.origin, world_ray.direction};
  const WatertightRay wray = make_watertight_ray(ray);
  if (!wray.valid) return false;
  const SlabRay slab(ray);
  RayHits<mode, std::remove_reference_t<OnHit>> hits{mesh, wray, on_hit, max_fraction, best_tri, best};
  const Aabb& root = mesh.bvh.nodes[0].box;
  const Real scale = std::max({std::fabs(ray.origin.x), std::fabs(ray.origin.y), std::fabs(ray.origin.z),
                               std::fabs(root.min.x), std::fabs(root.min.y), std::fabs(root.min.z),
                               std::fabs(root.max.x), std::fabs(root.max.y), std::fabs(root.max.z)});
  hits.tie_slack = Real(1.0 / 1048576.0) * scale / length(ray.direction);
  walk(slab, hits, trace);
  return hits.found;
}

// Validates the ray and max_fraction; fills `out` and returns false when one is invalid.
bool valid_query(const Ray& ray, Real max_fraction, MeshRaycastHit& out) {
  if (detail::reject(out, detail::check(ray), 1)) return false;
  if (detail::reject(out, detail::check_max_fraction(max_fraction), 2)) return false;
  return true;
}

template <Mode mode>
MeshRaycastHit raycast_one(const TriangleMesh& mesh, const Ray& ray, Real max_fraction, MeshRayTrace* trace) {
  MeshRaycastHit out;
  if (!valid_query(ray, max_fraction, out)) return out;
  std::uint32_t tri = MeshEdge::kNone;
  TriangleHit h;
  if (!traverse<mode>(mesh, ray, max_fraction, trace, tri, h, [](std::uint32_t, const TriangleHit&) {})) {
    return miss(max_fraction);
  }
  return make_hit(mesh, ray, tri, h);
}

}  // namespace

MeshRaycastHit raycast_mesh(const TriangleMesh& mesh, const Ray& ray, Real max_fraction, MeshRayTrace* trace) {
  return raycast_one<Mode::closest>(mesh, ray, max_fraction, trace);
}

MeshRaycastHit raycast_mesh_any(const TriangleMesh& mesh, const Ray& ray, Real max_fraction, MeshRayTrace* trace) {
  return raycast_one<Mode::any>(mesh, ray, max_fraction, trace);
}

MeshRaycastHit raycast_mesh_all(const TriangleMesh& mesh, const Ray& ray, Real max_fraction,
                                std::vector<MeshRaycastHit>& hits, MeshRayTrace* trace) {
  hits.clear();
  MeshRaycastHit out;
  if (!valid_query(ray, max_fraction, out)) return out;
  std::uint32_t tri = MeshEdge::kNone;
  TriangleHit h;
  const bool found = traverse<Mode::all>(mesh, ray, max_fraction, trace, tri, h, [&](std::uint32_t t, const TriangleHit& th) {
    hits.push_back(make_hit(mesh, ray, t, th));
  });
  std::sort(hits.begin(), hits.end(), [](const MeshRaycastHit& p, const MeshRaycastHit& q) {
    return p.t < q.t || (p.t == q.t && p.triangle < q.triangle);
  });
  return found ? hits.front() : miss(max_fraction);
}

}  // namespace sweepkit

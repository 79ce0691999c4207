#include "sweepkit/mesh/triangle_mesh.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "../validate.hpp"
#include "weld.hpp"

namespace sweepkit {

namespace {

constexpr std::size_t kMaxCount = 0xFFFFFFFEu;

TriangleMeshResult fail(MeshError error, std::int32_t argument, std::int64_t index = -1) {
  TriangleMeshResult r;
  r.error = error;
  r.error_argument = argument;
  r.error_index = index;
  return r;
}

// The first vertex of `positions` with a component outside ±kMaxMagnitude (or NaN), or -1.
std::int64_t first_bad_position(std::span<const float> positions) {
  for (std::size_t i = 0; i < positions.size(); ++i) {
    if (!detail::in_range(static_cast<Real>(positions[i]))) return static_cast<std::int64_t>(i / 3);
  }
  return -1;
}

Vec3 position(std::span<const float> positions, std::size_t v) {
  return {static_cast<Real>(positions[3 * v]), static_cast<Real>(positions[3 * v + 1]), static_cast<Real>(positions[3 * v + 2])};
}

// True when the triangle's height over its longest edge is at most `tolerance` (so zero area always is):
// 2 area = |(b - a) × (c - a)| <= tolerance × longest edge, in double.
bool degenerate(Vec3 a, Vec3 b, Vec3 c, Real tolerance) {
  const double u[3] = {double(b.x) - a.x, double(b.y) - a.y, double(b.z) - a.z};
  const double v[3] = {double(c.x) - a.x, double(c.y) - a.y, double(c.z) - a.z};
  const double w[3] = {v[0] - u[0], v[1] - u[1], v[2] - u[2]};
  const double n[3] = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
  const double twice_area = std::sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
  const auto len2 = [](const double* e) { return e[0] * e[0] + e[1] * e[1] + e[2] * e[2]; };
  const double longest = std::sqrt(std::max({len2(u), len2(v), len2(w)}));
  return twice_area <= double(tolerance) * longest;
}

// Whether x - o is exact in Real: Knuth's TwoSum error of x + (-o) is zero (exact in binary floating point
// without overflow, which |x|, |o| <= kMaxMagnitude rule out).
bool exact_difference(Real x, Real o) {
  const Real s = x - o;
  const Real x_part = s + o;
  const Real o_part = s - x_part;
  return (x - x_part) + (-o - o_part) == 0;
}

// Normals, edge adjacency and classes, BVH: everything derived from vertices and triangles (in the mesh's frame).
void derive(TriangleMesh& m) {
  compute_triangle_normals(m.vertices, m.triangles, m.normals);
  build_edge_adjacency(m.vertices.size(), m.triangles, m.edges);
  classify_edges(m.vertices, m.triangles, m.normals, m.flat_angle, m.fix_internal_edges, m.edges);
  m.bvh = build_mesh_bvh(m.vertices, m.triangles);
  m.bvh4 = collapse_mesh_bvh(m.bvh);
}

}  // namespace

Aabb local_bounds(const TriangleMesh& mesh) { return mesh.bounds(); }

std::size_t triangle_count(const TriangleMesh& mesh) { return mesh.triangles.size(); }

Aabb TriangleMesh::bounds() const {
  if (bvh.nodes.empty()) return {};
  return {origin + bvh.nodes[0].box.min, origin + bvh.nodes[0].box.max};
}

void place_mesh_in_own_frame(TriangleMesh& mesh, bool boxes_current) {
  std::vector<Vec3>& v = mesh.vertices;
  mesh.origin = {};
  if (v.empty()) return;
  Vec3 lo = v[0], hi = v[0];
  for (const Vec3& p : v) {
    for (int k = 0; k < 3; ++k) {
      lo[k] = std::min(lo[k], p[k]);
      hi[k] = std::max(hi[k], p[k]);
    }
  }
  for (int k = 0; k < 3; ++k) {
    // The centre, rounded once; kept only if it moves every vertex exactly (always so for a mesh whose bounds
    // lie within a factor 2 of their centre: Sterbenz), so that origin + vertices[i] is the input position.
    const Real centre = static_cast<Real>((static_cast<double>(lo[k]) + static_cast<double>(hi[k])) / 2);
    bool exact = true;
    for (std::size_t i = 0; i < v.size() && exact; ++i) exact = exact_difference(v[i][k], centre);
    if (!exact) continue;
    mesh.origin[k] = centre;
    for (Vec3& p : v) p[k] = p[k] - centre;
  }
  // The boxes move with the vertices. A box made of its triangles' coordinates (as the builder and every refit make
  // them) moves exactly too, which is cheaper than a refit's walk over the triangles (a million-triangle load spent
  // most of its time there); a box with any other coordinate (a file's looser box) is refit instead.
  bool exact = boxes_current;
  for (const MeshBvhNode& node : mesh.bvh.nodes) {
    if (!exact) break;
    for (int k = 0; k < 3 && exact; ++k) {
      exact = exact_difference(node.box.min[k], mesh.origin[k]) && exact_difference(node.box.max[k], mesh.origin[k]);
    }
    if (!exact) break;
  }
  if (!exact) {
    refit_mesh_bvh(mesh.bvh, mesh.vertices, mesh.triangles);
    return;
  }
  for (MeshBvhNode& node : mesh.bvh.nodes) {
    node.box.min = node.box.min - mesh.origin;
    node.box.max = node.box.max - mesh.origin;
  }
}

std::size_t TriangleMesh::memory_bytes() const {
  return vertices.size() * sizeof(Vec3) + triangles.size() * sizeof(MeshTriangle) + normals.size() * sizeof(Vec3) +
         edges.size() * sizeof(MeshEdge) + (vertex_source.size() + triangle_source.size()) * sizeof(std::uint32_t) +
         bvh.memory_bytes() + bvh4.memory_bytes();
}

TriangleMeshResult build_triangle_mesh(std::span<const float> positions, std::span<const std::uint32_t> indices,
                                       const TriangleMeshOptions& options) {
  // Validation, in argument order.
  if (positions.size() % 3 != 0) return fail(MeshError::positions_length_invalid, 0);
  const std::size_t vertex_count = positions.size() / 3;
  if (vertex_count > kMaxCount) return fail(MeshError::too_many_vertices, 0);
  if (const std::int64_t bad = first_bad_position(positions); bad >= 0) return fail(MeshError::position_not_finite, 0, bad);
  if (indices.empty() && vertex_count % 3 != 0) return fail(MeshError::positions_not_triangles, 0);
  if (indices.size() % 3 != 0) return fail(MeshError::indices_length_invalid, 1);
  if (indices.size() / 3 > kMaxCount) return fail(MeshError::too_many_vertices, 1);
  for (std::size_t i = 0; i < indices.size(); ++i) {
    if (indices[i] >= vertex_count) return fail(MeshError::index_out_of_range, 1, static_cast<std::int64_t>(i));
  }
  if (!(options.weld_relative >= 0 && options.weld_relative < 1)) return fail(MeshError::weld_tolerance_invalid, 2);
  if (!(options.flat_angle >= 0 && options.flat_angle <= std::numbers::pi_v<Real> / 2)) {
    return fail(MeshError::flat_angle_invalid, 2);
  }
  const std::size_t input_triangles = indices.empty() ? vertex_count / 3 : indices.size() / 3;
  if (input_triangles == 0) return fail(MeshError::mesh_empty, indices.empty() ? 0 : 1);

  // Welding.
  std::vector<Vec3> points(vertex_count);
  Real scale = 0;
  for (std::size_t v = 0; v < vertex_count; ++v) {
    points[v] = position(positions, v);
    scale = std::max({scale, std::fabs(points[v].x), std::fabs(points[v].y), std::fabs(points[v].z)});
  }
  const Real tolerance = options.weld_relative * scale;
  const std::vector<std::uint32_t> rep = detail::weld_points(points, tolerance, scale);

  TriangleMeshResult result;
  TriangleMesh& m = result.mesh;
  for (std::size_t v = 0; v < vertex_count; ++v) result.welded_vertices += rep[v] != v ? 1u : 0u;

  // Degenerate triangles out; the rest in input order, on representative indices.
  const auto corner = [&](std::size_t t, std::size_t k) {
    return rep[indices.empty() ? 3 * t + k : indices[3 * t + k]];
  };
  m.triangles.reserve(input_triangles);
  m.triangle_source.reserve(input_triangles);
  for (std::size_t t = 0; t < input_triangles; ++t) {
    const MeshTriangle tri{corner(t, 0), corner(t, 1), corner(t, 2)};
    if (tri[0] == tri[1] || tri[1] == tri[2] || tri[0] == tri[2] ||
        degenerate(points[tri[0]], points[tri[1]], points[tri[2]], tolerance)) {
      ++result.removed_triangles;
      continue;
    }
    m.triangles.push_back(tri);
    m.triangle_source.push_back(static_cast<std::uint32_t>(t));
  }
  if (m.triangles.empty()) {
    TriangleMeshResult empty = fail(MeshError::mesh_empty, 0);
    empty.welded_vertices = result.welded_vertices;
    empty.removed_triangles = result.removed_triangles;
    return empty;
  }

  // Compaction: the used representatives, in input order.
  std::vector<std::uint32_t> remap(vertex_count, MeshEdge::kNone);
  for (const MeshTriangle& tri : m.triangles) {
    for (const std::uint32_t v : tri) remap[v] = 0;
  }
  for (std::size_t v = 0; v < vertex_count; ++v) {
    if (remap[v] == MeshEdge::kNone) continue;
    remap[v] = static_cast<std::uint32_t>(m.vertices.size());
    m.vertices.push_back(points[v]);
    m.vertex_source.push_back(static_cast<std::uint32_t>(v));
  }
  for (MeshTriangle& tri : m.triangles) {
    for (std::uint32_t& v : tri) v = remap[v];
  }
  m.input_vertex_count = static_cast<std::uint32_t>(vertex_count);
  m.weld_tolerance = tolerance;
  m.flat_angle = options.flat_angle;
  m.fix_internal_edges = options.fix_internal_edges;
  place_mesh_in_own_frame(m, false);  // no tree yet: derive builds it in the mesh's frame
  derive(m);
  result.status = Status::hit;
  return result;
}

MeshRefitResult refit_triangle_mesh(TriangleMesh& mesh, std::span<const float> positions) {
  MeshRefitResult r;
  if (positions.size() != std::size_t{mesh.input_vertex_count} * 3) {
    r.error = MeshError::vertex_count_mismatch;
    r.error_argument = 1;
    return r;
  }
  if (const std::int64_t bad = first_bad_position(positions); bad >= 0) {
    r.error = MeshError::position_not_finite;
    r.error_argument = 1;
    r.error_index = bad;
    return r;
  }
  for (std::size_t v = 0; v < mesh.vertices.size(); ++v) mesh.vertices[v] = position(positions, mesh.vertex_source[v]);
  place_mesh_in_own_frame(mesh, false);  // the new positions' frame; refits the binary tree
  compute_triangle_normals(mesh.vertices, mesh.triangles, mesh.normals);
  classify_edges(mesh.vertices, mesh.triangles, mesh.normals, mesh.flat_angle, mesh.fix_internal_edges, mesh.edges);
  refit_mesh_bvh4(mesh.bvh4, mesh.vertices, mesh.triangles, mesh.bvh.triangles);
  return r;
}

}  // namespace sweepkit

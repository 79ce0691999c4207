#include "sweepkit/mesh/edge_adjacency.hpp"

#include <algorithm>
#include <cmath>

namespace sweepkit {

namespace {

constexpr std::uint32_t kNone = MeshEdge::kNone;

Vec3 to_vec(double x, double y, double z) {
  return {static_cast<Real>(x), static_cast<Real>(y), static_cast<Real>(z)};
}

// The angle already set on the side in triangle `other` of the edge of triangle `t` starting at vertex `from`
// (its neighbour across that edge is `t`, and it runs the other way: it ends at `from`).
Real twin_angle(std::span<const MeshTriangle> triangles, std::span<const MeshEdge> edges, std::size_t t,
                std::uint32_t from, std::uint32_t other) {
  const MeshTriangle& o = triangles[other];
  for (std::size_t k = 0; k < 3; ++k) {
    if (edges[3 * other + k].neighbour == t && o[(k + 1) % 3] == from) return edges[3 * other + k].angle;
  }
  return 0;  // unreachable: build_edge_adjacency links the two sides of an edge to each other
}

}  // namespace

void compute_triangle_normals(std::span<const Vec3> vertices, std::span<const MeshTriangle> triangles,
                              std::vector<Vec3>& normals) {
  normals.resize(triangles.size());
  for (std::size_t t = 0; t < triangles.size(); ++t) {
    // In double: the cross product of float edges is exact there up to rounding of the products' sum.
    const Vec3 a = vertices[triangles[t][0]];
    const Vec3 b = vertices[triangles[t][1]];
    const Vec3 c = vertices[triangles[t][2]];
    const double ux = double(b.x) - a.x, uy = double(b.y) - a.y, uz = double(b.z) - a.z;
    const double vx = double(c.x) - a.x, vy = double(c.y) - a.y, vz = double(c.z) - a.z;
    const double nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    const double len = std::sqrt(nx * nx + ny * ny + nz * nz);
    normals[t] = len > 0 ? to_vec(nx / len, ny / len, nz / len) : Vec3{};
  }
}

void build_edge_adjacency(std::size_t vertex_count, std::span<const MeshTriangle> triangles, std::vector<MeshEdge>& edges) {
  const std::size_t slots = triangles.size() * 3;
  edges.assign(slots, MeshEdge{});
  // Bucket every edge slot (3 t + k) by its lower vertex: a counting sort, O(V + n).
  std::vector<std::uint32_t> start(vertex_count + 1, 0);
  const auto low = [&](std::size_t slot) {
    const MeshTriangle& tri = triangles[slot / 3];
    const std::size_t k = slot % 3;
    return std::min(tri[k], tri[(k + 1) % 3]);
  };
  const auto high = [&](std::size_t slot) {
    const MeshTriangle& tri = triangles[slot / 3];
    const std::size_t k = slot % 3;
    return std::max(tri[k], tri[(k + 1) % 3]);
  };
  for (std::size_t s = 0; s < slots; ++s) ++start[low(s) + 1];
  for (std::size_t v = 0; v < vertex_count; ++v) start[v + 1] += start[v];
  // Each bucket entry keeps its slot's higher vertex beside the slot: the scans below read one contiguous run.
  struct Entry {
    std::uint32_t high;
    std::uint32_t slot;
  };
  std::vector<Entry> bucket(slots);
  std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
  for (std::size_t s = 0; s < slots; ++s) bucket[fill[low(s)]++] = {high(s), static_cast<std::uint32_t>(s)};

  // Within a bucket (a vertex's few edges), the slots with the same higher vertex are one edge.
  for (std::size_t v = 0; v < vertex_count; ++v) {
    for (std::uint32_t i = start[v]; i < start[v + 1]; ++i) {
      const auto [h, s] = bucket[i];
      if (edges[s].neighbour != kNone || edges[s].kind == EdgeKind::non_manifold) continue;  // matched already
      std::uint32_t match = kNone;
      int sharing = 1;
      for (std::uint32_t j = start[v]; j < start[v + 1]; ++j) {
        if (j == i || bucket[j].high != h) continue;
        ++sharing;
        match = bucket[j].slot;
      }
      if (sharing == 1) continue;  // boundary
      const MeshTriangle& ts = triangles[s / 3];
      const MeshTriangle& to = triangles[match / 3];
      const bool opposite_runs = ts[s % 3] == to[(match % 3 + 1) % 3];
      if (sharing == 2 && opposite_runs) {
        edges[s].neighbour = match / 3;
        edges[match].neighbour = s / 3;
      } else {
        for (std::uint32_t j = start[v]; j < start[v + 1]; ++j) {
          if (bucket[j].high == h) edges[bucket[j].slot].kind = EdgeKind::non_manifold;
        }
      }
    }
  }
}

void classify_edges(std::span<const Vec3> vertices, std::span<const MeshTriangle> triangles,
                    std::span<const Vec3> normals, Real flat_angle, bool fix_internal_edges,
                    std::span<MeshEdge> edges) {
  for (std::size_t s = 0; s < edges.size(); ++s) {
    MeshEdge& e = edges[s];
    if (e.kind == EdgeKind::non_manifold || e.neighbour == kNone) {
      e.angle = 0;
      e.active = true;
      continue;
    }
    const std::size_t t = s / 3;
    const Vec3 n = normals[t];
    const Vec3 m = normals[e.neighbour];
    const MeshTriangle& tri = triangles[t];
    // Both sides of an edge have the same bend, so the side in the later triangle copies it. The angle between
    // the normals, by atan2(|n × m|, n · m): accurate near 0, where acos is not.
    const Real angle = e.neighbour < t ? twin_angle(triangles, edges, t, tri[s % 3], e.neighbour)
                                       : std::atan2(length(cross(n, m)), dot(n, m));
    e.angle = angle;
    if (angle <= flat_angle) {
      e.kind = EdgeKind::flat;
      e.active = !fix_internal_edges;
      continue;
    }
    // The neighbour's vertex off the edge lies below this triangle's plane on a ridge, above it in a valley.
    const MeshTriangle& other = triangles[e.neighbour];
    std::uint32_t apex = other[0];
    for (const std::uint32_t w : other) {
      if (w != tri[s % 3] && w != tri[(s % 3 + 1) % 3]) apex = w;
    }
    const Real side = dot(n, vertices[apex] - vertices[tri[s % 3]]);
    e.kind = side < 0 ? EdgeKind::convex : EdgeKind::concave;
    e.active = e.kind == EdgeKind::convex || !fix_internal_edges;
  }
}

}  // namespace sweepkit

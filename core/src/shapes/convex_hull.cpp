#include "sweepkit/shapes/convex_hull.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <map>
#include <utility>

#include "../validate.hpp"
#include "quickhull.hpp"

namespace sweepkit {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

Real distance_to_line(Vec3 p, Vec3 a, Vec3 dir_unit) {
  const Vec3 ap = p - a;
  return length(ap - dir_unit * dot(ap, dir_unit));
}

/// One face's vertex loop (input point indices) and outward unit normal, before the hull is indexed.
struct Polygon {
  std::vector<int> loop;
  Vec3 normal;
};

/// True when the loop turns left (about its normal) at every corner.
bool is_convex(const Polygon& f, const Vec3* p) {
  const std::size_t n = f.loop.size();
  for (std::size_t k = 0; k < n; ++k) {
    const Vec3 a = p[f.loop[(k + n - 1) % n]], b = p[f.loop[k]], c = p[f.loop[(k + 1) % n]];
    if (!(dot(cross(b - a, c - b), f.normal) > 0)) return false;
  }
  return true;
}

/// Groups the triangles of the mesh into faces: breadth-first from each unvisited triangle (the seed), a
/// neighbour joins the seed's face when its vertices are all within `tol` of the seed's plane and it faces the
/// same way (Gregorius 2014's coplanar merge, measured against one plane so the faces stay flat within 2 tol).
/// Each face's loop is its boundary, chained; its normal the area-weighted mean of its triangles' normals.
std::vector<Polygon> merge_coplanar(const std::vector<detail::HullTriangle>& tris, const Vec3* p, Real tol) {
  std::vector<int> group(tris.size(), -1);
  std::vector<Polygon> faces;
  for (std::size_t seed = 0; seed < tris.size(); ++seed) {
    if (group[seed] >= 0) continue;
    const int id = static_cast<int>(faces.size());
    const detail::HullTriangle& s = tris[seed];
    std::vector<int> members{static_cast<int>(seed)};
    group[seed] = id;
    for (std::size_t k = 0; k < members.size(); ++k) {
      for (int u : tris[at(members[k])].adj) {
        if (group[at(u)] >= 0) continue;
        const detail::HullTriangle& t = tris[at(u)];
        bool coplanar = dot(t.normal, s.normal) > 0;
        for (int v : t.v) coplanar = coplanar && std::fabs(dot(s.normal, p[v]) + s.constant) <= tol;
        if (coplanar) {
          group[at(u)] = id;
          members.push_back(u);
        }
      }
    }
    Vec3 area_normal;
    std::map<int, int> next;  // boundary edges a -> b, counter-clockwise seen from outside
    for (int m : members) {
      const detail::HullTriangle& t = tris[at(m)];
      area_normal = area_normal + cross(p[t.v[1]] - p[t.v[0]], p[t.v[2]] - p[t.v[0]]);
      for (int e = 0; e < 3; ++e) {
        if (group[at(t.adj[e])] != id) next[t.v[e]] = t.v[(e + 1) % 3];
      }
    }
    Polygon face;
    const Real len = length(area_normal);
    face.normal = len > 0 ? area_normal * (Real(1) / len) : s.normal;
    const int start = next.begin()->first;
    int v = start;
    do {
      face.loop.push_back(v);
      v = next[v];
    } while (v != start && face.loop.size() <= next.size());
    if (members.size() == 1 || (v == start && face.loop.size() == next.size() && is_convex(face, p))) {
      faces.push_back(std::move(face));
      continue;
    }
    // A fold: a point added when it was more than tol above the hull, which later points left within tol of
    // this plane, is a reflex corner of the merged loop. The triangles then stay faces of their own (the hull
    // is convex there within tol).
    for (int m : members) faces.push_back({{tris[at(m)].v[0], tris[at(m)].v[1], tris[at(m)].v[2]}, tris[at(m)].normal});
  }
  return faces;
}

/// Drops the loop vertices that are not corners: a vertex on fewer than three faces lies on the edge between
/// two, so it is dropped when it is within tol of the line through its neighbours in each of its loops (and each
/// loop keeps three vertices). A vertex on two faces that fails this (two faces merged around a real corner,
/// possible when many facets are nearly coplanar) stays: the loops are then still a closed polyhedron.
void drop_edge_points(std::vector<Polygon>& faces, const Vec3* p, int point_count, Real tol) {
  std::vector<int> face_count(at(point_count), 0);
  for (const Polygon& f : faces) {
    for (int v : f.loop) ++face_count[at(v)];
  }
  std::vector<char> keep(at(point_count), 1);
  for (const Polygon& f : faces) {
    const std::size_t n = f.loop.size();
    for (std::size_t k = 0; k < n; ++k) {
      const int v = f.loop[k];
      if (face_count[at(v)] >= 3 || n <= 3) {
        keep[at(v)] = 1 + (face_count[at(v)] < 3);  // 2: vetoed
        continue;
      }
      const Vec3 a = p[f.loop[(k + n - 1) % n]], b = p[f.loop[(k + 1) % n]];
      const Real len = length(b - a);
      const bool on_line = len > 0 && distance_to_line(p[v], a, (b - a) * (Real(1) / len)) <= tol;
      if (!on_line) keep[at(v)] = 2;
      else if (keep[at(v)] != 2) keep[at(v)] = 0;
    }
  }
  for (Polygon& f : faces) {
    std::erase_if(f.loop, [&](int v) { return keep[at(v)] == 0; });
  }
}

/// The convex polygon of coplanar points (all within tol of the plane through p[i0], p[i1], p[i2] with unit
/// normal n), counter-clockwise about n: Andrew's monotone chain in the plane's coordinates, dropping points
/// within tol of the line through their neighbours.
std::vector<int> polygon_hull(const Vec3* p, int count, int i0, Vec3 n, Vec3 u, Real tol) {
  const Vec3 w = cross(n, u);
  std::vector<int> order(at(count));
  for (int i = 0; i < count; ++i) order[at(i)] = i;
  auto coord = [&](int i) { return std::pair<Real, Real>{dot(p[i] - p[i0], u), dot(p[i] - p[i0], w)}; };
  std::sort(order.begin(), order.end(), [&](int a, int b) { return coord(a) < coord(b); });
  // Turn of o -> a -> b, as the distance of b to the left of the line o -> a (length units).
  auto left_of = [&](int o, int a, int b) {
    const auto [ox, oy] = coord(o);
    const auto [ax, ay] = coord(a);
    const auto [bx, by] = coord(b);
    const Real len = std::hypot(ax - ox, ay - oy);
    return len > 0 ? ((ax - ox) * (by - oy) - (ay - oy) * (bx - ox)) / len : Real(0);
  };
  std::vector<int> hull;
  for (int pass = 0; pass < 2; ++pass) {
    const std::size_t base = hull.size();
    for (int k = 0; k < count; ++k) {
      const int i = order[at(pass == 0 ? k : count - 1 - k)];
      while (hull.size() >= base + 2 && left_of(hull[hull.size() - 2], hull.back(), i) <= tol) hull.pop_back();
      hull.push_back(i);
    }
    hull.pop_back();  // the last point of each chain starts the other
  }
  return hull;
}

/// Indexes the polygons into `out`: vertices in input order, loops, planes (constant from the loop's highest
/// vertex along the normal, so every vertex is on or below), unique edges with their two faces.
void index_hull(const std::vector<Polygon>& polys, const Vec3* p, int point_count, ConvexHull& out) {
  std::vector<int> index(at(point_count), -1);
  for (const Polygon& f : polys) {
    for (int v : f.loop) index[at(v)] = 0;
  }
  for (int i = 0; i < point_count; ++i) {
    if (index[at(i)] == 0) {
      index[at(i)] = static_cast<int>(out.vertices.size());
      out.vertices.push_back(p[i]);
    }
  }
  std::map<std::pair<int, int>, std::size_t> edge_of;
  for (const Polygon& f : polys) {
    HullFace face;
    face.normal = f.normal;
    face.first = static_cast<std::int32_t>(out.face_vertices.size());
    face.count = static_cast<std::int32_t>(f.loop.size());
    Real top = -kMaxMagnitude * 4;
    for (int v : f.loop) top = std::max(top, dot(f.normal, p[v]));
    face.constant = -top;
    const int fi = static_cast<int>(out.faces.size());
    for (std::size_t k = 0; k < f.loop.size(); ++k) {
      const int a = index[at(f.loop[k])];
      const int b = index[at(f.loop[(k + 1) % f.loop.size()])];
      out.face_vertices.push_back(a);
      const auto key = std::minmax(a, b);
      auto [it, inserted] = edge_of.try_emplace(key, out.edges.size());
      if (inserted) {
        HullEdge e;
        e.vertex[0] = key.first, e.vertex[1] = key.second;
        out.edges.push_back(e);
      }
      out.edges[it->second].face[a < b ? 0 : 1] = fi;
    }
    out.faces.push_back(face);
  }
}

/// Centroid (of the volume; of the area when flat) and the two radii.
void measure(ConvexHull& h) {
  Vec3 mean;
  for (Vec3 v : h.vertices) mean = mean + v;
  mean = mean * (Real(1) / static_cast<Real>(h.vertices.size()));
  Vec3 weighted;
  Real total = 0;
  const int faces = h.flat ? 1 : static_cast<int>(h.faces.size());
  for (int f = 0; f < faces; ++f) {
    const Vec3 v0 = h.face_vertex(f, 0);
    for (int k = 1; k + 1 < h.faces[at(f)].count; ++k) {
      const Vec3 v1 = h.face_vertex(f, k), v2 = h.face_vertex(f, k + 1);
      // Flat: triangle (v0, v1, v2), weight its area; solid: tetrahedron (mean, v0, v1, v2), weight its volume.
      const Real w = h.flat ? length(cross(v1 - v0, v2 - v0)) : dot(v0 - mean, cross(v1 - mean, v2 - mean));
      const Vec3 c = h.flat ? (v0 + v1 + v2) * (Real(1) / Real(3)) : (mean + v0 + v1 + v2) * Real(0.25);
      weighted = weighted + c * w;
      total += w;
    }
  }
  h.centroid = total > 0 ? weighted * (Real(1) / total) : mean;
  for (Vec3 v : h.vertices) {
    h.radius = std::max(h.radius, length(v));
    h.centroid_radius = std::max(h.centroid_radius, length(v - h.centroid));
  }
}

ConvexHullResult fail(InputError error, int argument, int index = -1) {
  ConvexHullResult r;
  r.error = error;
  r.error_argument = argument;
  r.error_index = index;
  return r;
}

}  // namespace

ConvexHullResult build_convex_hull(const Vec3* points, int count, Real coplanar_tolerance) {
  if (!(coplanar_tolerance >= 0) || !std::isfinite(coplanar_tolerance)) return fail(InputError::tolerance_invalid, 2);
  for (int i = 0; i < count; ++i) {
    if (!detail::in_range(points[i])) return fail(InputError::point_not_finite, 0, i);
  }
  if (count < 3) return fail(InputError::too_few_points, 0);
  Vec3 biggest;
  Vec3 lo = points[0], hi = points[0];
  int lo_i[3] = {0, 0, 0}, hi_i[3] = {0, 0, 0};
  for (int i = 0; i < count; ++i) {
    for (int k = 0; k < 3; ++k) {
      biggest[k] = std::max(biggest[k], std::fabs(points[i][k]));
      if (points[i][k] < lo[k]) lo[k] = points[i][k], lo_i[k] = i;
      if (points[i][k] > hi[k]) hi[k] = points[i][k], hi_i[k] = i;
    }
  }
  const Real tol = std::max(coplanar_tolerance, kHullMinRelative) * (biggest.x + biggest.y + biggest.z);
  // The initial simplex (Barber et al. §3): the extreme pair on the widest axis, the point furthest from their
  // line, the point furthest from that plane.
  int axis = 0;
  for (int k = 1; k < 3; ++k) {
    if (hi[k] - lo[k] > hi[axis] - lo[axis]) axis = k;
  }
  const int i0 = lo_i[axis], i1 = hi_i[axis];
  if (length(points[i1] - points[i0]) <= tol) return fail(InputError::too_few_points, 0);
  const Vec3 dir = (points[i1] - points[i0]) * (Real(1) / length(points[i1] - points[i0]));
  int i2 = i0;
  for (int i = 0; i < count; ++i) {
    if (distance_to_line(points[i], points[i0], dir) > distance_to_line(points[i2], points[i0], dir)) i2 = i;
  }
  if (distance_to_line(points[i2], points[i0], dir) <= tol) {
    // On one line: two distinct points (each point within tol of an end) are too few, more are collinear.
    for (int i = 0; i < count; ++i) {
      if (length(points[i] - points[i0]) > tol && length(points[i] - points[i1]) > tol) {
        return fail(InputError::points_collinear, 0);
      }
    }
    return fail(InputError::too_few_points, 0);
  }
  const Vec3 n_raw = cross(points[i1] - points[i0], points[i2] - points[i0]);
  const Vec3 n = n_raw * (Real(1) / length(n_raw));
  int i3 = i0;
  for (int i = 0; i < count; ++i) {
    if (std::fabs(dot(points[i] - points[i0], n)) > std::fabs(dot(points[i3] - points[i0], n))) i3 = i;
  }
  ConvexHullResult result;
  result.status = Status::hit;
  result.hull.tolerance = tol;
  std::vector<Polygon> faces;
  if (std::fabs(dot(points[i3] - points[i0], n)) <= tol) {
    // Coplanar: a two-sided polygon, face 0 facing n, face 1 facing -n.
    result.hull.flat = true;
    Polygon top{polygon_hull(points, count, i0, n, dir, tol), n};
    Polygon bottom{std::vector<int>(top.loop.rbegin(), top.loop.rend()), -n};
    faces = {std::move(top), std::move(bottom)};
  } else {
    const int simplex[4] = {i0, i1, i2, i3};
    faces = merge_coplanar(detail::quickhull_triangles(points, count, simplex, tol), points, tol);
    drop_edge_points(faces, points, count, tol);
  }
  index_hull(faces, points, count, result.hull);
  measure(result.hull);
  return result;
}

}  // namespace sweepkit

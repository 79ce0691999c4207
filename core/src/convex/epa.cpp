#include "sweepkit/convex/epa.hpp"

#include <cmath>
#include <limits>

#include "sweepkit/tolerance.hpp"

namespace sweepkit {
namespace {

constexpr int kMaxVertices = kEpaMaxIterations + 4;
constexpr int kMaxFaces = 2 * kMaxVertices;  // a closed triangulated polytope has 2V − 4 faces
constexpr int kMaxEdges = 3 * kMaxFaces;

struct Face {
  int v[3] = {0, 0, 0};
  Vec3 n;         // unit outward normal (0 for a degenerate face)
  Real dist = 0;  // n · v0: distance of the face's plane from the origin (outward positive)
};

/// The expanding polytope: vertices of B − A and outward-wound triangles, fixed capacity.
/// The arrays (about 7 KB) are left uninitialised (union members with an empty constructor): only the first
/// vertex_count and face_count entries are ever read, each written first, and zeroing them all cost more than a
/// typical EPA run.
struct Polytope {
  union {
    SimplexVertex vertices[kMaxVertices];
  };
  int vertex_count = 0;
  union {
    Face faces[kMaxFaces];
  };
  int face_count = 0;

  Polytope() {}  // NOLINT: leaves the arrays uninitialised on purpose (see above)

  /// Adds triangle (i, j, k), wound so that (vj − vi) × (vk − vi) points out.
  void add_face(int i, int j, int k) {
    Face& f = faces[face_count++];
    f.v[0] = i;
    f.v[1] = j;
    f.v[2] = k;
    const Vec3 a = vertices[i].w;
    const Vec3 n = cross(vertices[j].w - a, vertices[k].w - a);
    const Real len = length(n);
    if (len > 0) {
      f.n = n * (Real(1) / len);
      f.dist = dot(f.n, a);
    } else {
      f.n = {};
      f.dist = std::numeric_limits<Real>::max();  // never the nearest face
    }
  }

  int nearest_face() const {
    int best = 0;
    for (int i = 1; i < face_count; ++i) {
      if (faces[i].dist < faces[best].dist) best = i;
    }
    return best;
  }

  /// Adds vertex `v`: removes every face that sees it or has it in its plane (within `coplanar`, length units: a
  /// face kept with v in its plane would fold back over the new fan) and fans the horizon to it.
  /// Returns false (polytope unchanged) when the capacity would be exceeded.
  bool expand(const SimplexVertex& v, Real coplanar) {
    if (vertex_count >= kMaxVertices) return false;
    const Vec3 w = v.w;
    int edges[kMaxEdges][2];
    int edge_count = 0;
    bool removed[kMaxFaces] = {};
    int removed_count = 0;
    for (int f = 0; f < face_count; ++f) {
      const Face& face = faces[f];
      if (!(dot(face.n, w - vertices[face.v[0]].w) > -coplanar)) continue;
      removed[f] = true;
      ++removed_count;
      for (int e = 0; e < 3; ++e) {
        const int p = face.v[e], q = face.v[(e + 1) % 3];
        int found = -1;
        for (int k = 0; k < edge_count && found < 0; ++k) {
          if (edges[k][0] == q && edges[k][1] == p) found = k;
        }
        if (found >= 0) {
          edges[found][0] = edges[edge_count - 1][0];
          edges[found][1] = edges[edge_count - 1][1];
          --edge_count;
        } else if (edge_count < kMaxEdges) {
          edges[edge_count][0] = p;
          edges[edge_count][1] = q;
          ++edge_count;
        } else {
          return false;
        }
      }
    }
    if (removed_count == 0 || face_count - removed_count + edge_count > kMaxFaces) return false;
    int kept = 0;
    for (int f = 0; f < face_count; ++f) {
      if (!removed[f]) faces[kept++] = faces[f];
    }
    face_count = kept;
    const int index = vertex_count++;
    vertices[index] = v;
    for (int e = 0; e < edge_count; ++e) add_face(edges[e][0], edges[e][1], index);
    return true;
  }
};

Vec3 normalized_or(Vec3 v, Vec3 fallback) {
  const Real len = length(v);
  return len > 0 ? v * (Real(1) / len) : fallback;
}

/// Unit vector perpendicular to direction u nearest +y (nearest +x when u is within 45° of y).
Vec3 perpendicular_nearest_y(Vec3 u) {
  const Vec3 unit = normalized_or(u, {1, 0, 0});
  const Vec3 base = std::fabs(unit.y) < std::sqrt(Real(0.5)) ? Vec3{0, 1, 0} : Vec3{1, 0, 0};
  return normalized_or(base - unit * dot(base, unit), {0, 1, 0});
}

/// The zero-depth answer for a B − A without volume.
EpaResult degenerate(const GjkResult& gjk, EpaShape shape, Vec3 normal) {
  EpaResult r;
  r.shape = shape;
  r.normal = normal;
  r.point_a = gjk.point_a;
  r.point_b = gjk.point_a;
  return r;
}

}  // namespace

EpaResult epa_penetration(const ConvexProxy& a, const Pose& pose_a, const ConvexProxy& b, const Pose& pose_b,
                          const GjkResult& gjk, EpaTrace* trace) {
  // The pair's local frame, as gjk_distance's: A's pose position is the origin, so the polytope's points and the
  // tolerances are set by the pair's geometry, not by where it sits. GJK's simplex keeps its points of B − A (w);
  // its support points are moved into this frame, and the witnesses back to world space at the end.
  const Vec3 origin = pose_a.position;
  const Pose local_a{Vec3{}, pose_a.rotation};
  const Pose local_b{pose_b.position - pose_a.position, pose_b.rotation};
  const auto support = [&](Vec3 d) { return minkowski_support(a, local_a, b, local_b, d); };
  Real scale = gjk.scale;
  const auto tolerance = [&]() { return kConvexRelativeTolerance * scale; };

  // Blow the simplex up to a tetrahedron holding the origin (on its boundary when GJK stopped on a face).
  Polytope poly;
  for (int i = 0; i < gjk.simplex.count; ++i) {
    poly.vertices[i] = gjk.simplex.vertices[i];
    poly.vertices[i].point_a = poly.vertices[i].point_a - origin;
    poly.vertices[i].point_b = poly.vertices[i].point_b - origin;
  }
  int& n = poly.vertex_count;
  n = gjk.simplex.count;
  const auto accept = [&](const SimplexVertex& v) {
    scale = std::max(scale, coordinate_scale(v));
    poly.vertices[n++] = v;
  };
  // Each pass adds a vertex, or (a collinear triangle) drops back to a segment; at extreme scales the two tests
  // can disagree by rounding and cycle, so the passes are capped (found by the fuzzer): a B − A that does not
  // open up into a tetrahedron in that many passes is taken as flat along its segment.
  for (int pass = 0; n < 4; ++pass) {
    SimplexVertex* v = poly.vertices;
    if (pass >= 16) {
      return degenerate(gjk, EpaShape::segment, perpendicular_nearest_y(normalized_or(v[1].w - v[0].w, {1, 0, 0})));
    }
    if (n == 1) {
      const Vec3 axes[6] = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
      bool found = false;
      for (const Vec3& d : axes) {
        const SimplexVertex s = support(d);
        if (!found && length(s.w - v[0].w) > tolerance()) {
          accept(s);
          found = true;
        }
      }
      if (!found) return degenerate(gjk, EpaShape::point, {0, 1, 0});
    } else if (n == 2) {
      const Vec3 u = normalized_or(v[1].w - v[0].w, {1, 0, 0});
      const Vec3 d0 = perpendicular_nearest_y(u);
      const Vec3 d1 = cross(u, d0);
      SimplexVertex best;
      Real best_off = -1;
      for (int k = 0; k < 6; ++k) {  // six directions 60° apart around the segment
        const Real angle = Real(k) * Real(1.0471975511965976);
        const SimplexVertex s = support(d0 * std::cos(angle) + d1 * std::sin(angle));
        const Real off = length(cross(s.w - v[0].w, u));
        if (off > best_off) {
          best = s;
          best_off = off;
        }
      }
      if (best_off <= tolerance()) return degenerate(gjk, EpaShape::segment, perpendicular_nearest_y(u));
      accept(best);
    } else {
      const Vec3 normal = cross(v[1].w - v[0].w, v[2].w - v[0].w);
      if (length(normal) <= tolerance() * tolerance()) {
        // Collinear triangle: keep its two furthest-apart points and grow from the segment.
        int far = 2;
        if (length_squared(v[2].w - v[0].w) < length_squared(v[1].w - v[0].w)) far = 1;
        v[1] = v[far];
        n = 2;
        continue;
      }
      const Vec3 unit = normal * (Real(1) / length(normal));
      const SimplexVertex up = support(unit);
      const SimplexVertex down = support(-unit);
      const Real h_up = dot(up.w - v[0].w, unit);
      const Real h_down = -dot(down.w - v[0].w, unit);
      if (std::max(h_up, h_down) <= tolerance()) {
        Vec3 flat = unit;
        const Vec3 towards_b = local_b.position;
        const Real side = dot(flat, towards_b);
        const bool flip = side != 0 ? side < 0 : (flat.x != 0 ? flat.x < 0 : (flat.y != 0 ? flat.y < 0 : flat.z < 0));
        return degenerate(gjk, EpaShape::flat, flip ? -flat : flat);
      }
      accept(h_up >= h_down ? up : down);
    }
  }

  // The tetrahedron's faces, wound outwards (away from its centroid).
  const Vec3 centroid = (poly.vertices[0].w + poly.vertices[1].w + poly.vertices[2].w + poly.vertices[3].w) * Real(0.25);
  const int tets[4][3] = {{0, 1, 2}, {0, 3, 1}, {0, 2, 3}, {1, 3, 2}};
  for (const auto& t : tets) {
    const Vec3 p0 = poly.vertices[t[0]].w;
    const Vec3 nrm = cross(poly.vertices[t[1]].w - p0, poly.vertices[t[2]].w - p0);
    if (dot(nrm, p0 - centroid) >= 0) {
      poly.add_face(t[0], t[1], t[2]);
    } else {
      poly.add_face(t[0], t[2], t[1]);
    }
  }

  EpaResult out;
  int best = poly.nearest_face();
  for (;;) {
    best = poly.nearest_face();
    const Face& f = poly.faces[best];
    const SimplexVertex s = support(f.n);
    if (trace != nullptr) {
      EpaTraceStep step;
      for (int i = 0; i < poly.face_count; ++i) {
        for (int k = 0; k < 3; ++k) step.triangles.push_back(poly.vertices[poly.faces[i].v[k]].w);
      }
      step.closest_face = best;
      step.support = s.w;
      trace->steps.push_back(std::move(step));
    }
    scale = std::max(scale, coordinate_scale(s));
    if (dot(s.w, f.n) - f.dist <= tolerance() || out.iterations >= kEpaMaxIterations) break;
    bool duplicate = false;
    for (int i = 0; i < poly.vertex_count; ++i) {
      duplicate = duplicate || (poly.vertices[i].index_a == s.index_a && poly.vertices[i].index_b == s.index_b);
    }
    if (duplicate || !poly.expand(s, tolerance())) break;
    ++out.iterations;
  }

  // The origin's projection onto the nearest face, in barycentric coordinates (Ericson §3.4), gives the witnesses.
  const Face& f = poly.faces[best];
  const SimplexVertex& p0 = poly.vertices[f.v[0]];
  const SimplexVertex& p1 = poly.vertices[f.v[1]];
  const SimplexVertex& p2 = poly.vertices[f.v[2]];
  const Vec3 e1 = p1.w - p0.w, e2 = p2.w - p0.w, q = f.n * f.dist - p0.w;
  const Real d11 = dot(e1, e1), d12 = dot(e1, e2), d22 = dot(e2, e2), dq1 = dot(q, e1), dq2 = dot(q, e2);
  const Real denom = d11 * d22 - d12 * d12;
  Real l1 = 0, l2 = 0;
  if (denom > 0) {
    l1 = (d22 * dq1 - d12 * dq2) / denom;
    l2 = (d11 * dq2 - d12 * dq1) / denom;
  }
  const Real l0 = 1 - l1 - l2;
  out.depth = f.dist > 0 ? f.dist : Real(0);
  out.normal = -f.n;  // f.n points out of B − A; B moves back along it to separate, so A → B is −n
  out.point_a = p0.point_a * l0 + p1.point_a * l1 + p2.point_a * l2;
  out.point_b = out.point_a - out.normal * out.depth + origin;
  out.point_a = out.point_a + origin;
  out.shape = EpaShape::solid;
  return out;
}

}  // namespace sweepkit

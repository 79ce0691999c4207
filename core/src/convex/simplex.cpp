#include "sweepkit/convex/simplex.hpp"

#include <cmath>

#include "sweepkit/tolerance.hpp"

namespace sweepkit {
namespace {

/// Keeps the listed vertices (in that order) with the given weights.
void keep(Simplex& s, int n, const int* which, const Real* weights) {
  SimplexVertex kept[4];
  for (int i = 0; i < n; ++i) {
    kept[i] = s.vertices[which[i]];
    kept[i].weight = weights[i];
  }
  for (int i = 0; i < n; ++i) s.vertices[i] = kept[i];
  s.count = n;
}

Vec3 combination(const Simplex& s) {
  Vec3 p;
  for (int i = 0; i < s.count; ++i) p = p + s.vertices[i].w * s.vertices[i].weight;
  return p;
}

/// Closest point to the origin of segment (i, j); keeps one or both vertices.
Vec3 solve_segment(Simplex& s, int i, int j) {
  const Vec3 a = s.vertices[i].w;
  const Vec3 ab = s.vertices[j].w - a;
  const Real t = -dot(a, ab);
  const Real denom = length_squared(ab);
  if (t <= 0 || denom <= 0) {
    const int w[1] = {i};
    const Real l[1] = {1};
    keep(s, 1, w, l);
  } else if (t >= denom) {
    const int w[1] = {j};
    const Real l[1] = {1};
    keep(s, 1, w, l);
  } else {
    const Real u = t / denom;
    const int w[2] = {i, j};
    const Real l[2] = {1 - u, u};
    keep(s, 2, w, l);
  }
  return combination(s);
}

/// Closest point to the origin of triangle (i, j, k) by its Voronoi regions (Ericson §5.1.5 with p = origin).
Vec3 solve_triangle(Simplex& s, int i, int j, int k) {
  const Vec3 a = s.vertices[i].w, b = s.vertices[j].w, c = s.vertices[k].w;
  const Vec3 ab = b - a, ac = c - a;
  const Real d1 = -dot(ab, a), d2 = -dot(ac, a);
  if (d1 <= 0 && d2 <= 0) return solve_segment(s, i, i);  // vertex a
  const Real d3 = -dot(ab, b), d4 = -dot(ac, b);
  if (d3 >= 0 && d4 <= d3) return solve_segment(s, j, j);  // vertex b
  const Real vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) return solve_segment(s, i, j);  // edge ab
  const Real d5 = -dot(ab, c), d6 = -dot(ac, c);
  if (d6 >= 0 && d5 <= d6) return solve_segment(s, k, k);  // vertex c
  const Real vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) return solve_segment(s, i, k);  // edge ac
  const Real va = d3 * d6 - d5 * d4;
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) return solve_segment(s, j, k);  // edge bc
  const Real sum = va + vb + vc;
  if (!(sum > 0)) {
    // Collinear points that passed every edge test (rounding): the nearest of the three edges.
    Simplex best = s;
    Vec3 p = solve_segment(best, i, j);
    const int pairs[2][2] = {{i, k}, {j, k}};
    for (const auto& e : pairs) {
      Simplex trial = s;
      const Vec3 q = solve_segment(trial, e[0], e[1]);
      if (length_squared(q) < length_squared(p)) {
        best = trial;
        p = q;
      }
    }
    s = best;
    return p;
  }
  const Real v = vb / sum, w = vc / sum;
  const int which[3] = {i, j, k};
  const Real l[3] = {1 - v - w, v, w};
  keep(s, 3, which, l);
  return combination(s);
}

/// Closest point to the origin of the tetrahedron (Ericson §5.1.6): the nearest of the faces whose plane separates
/// the origin from the opposite vertex; the whole tetrahedron when no face does (origin inside). A flat
/// tetrahedron (volume within rounding of zero) has no inside: every face is tried. So is one whose inside weights
/// fall outside [0, 1]: the side tests rounded a face's verdict (an origin a rounding off a face plane).
Vec3 solve_tetrahedron(Simplex& s) {
  const Vec3 a = s.vertices[0].w, b = s.vertices[1].w, c = s.vertices[2].w, d = s.vertices[3].w;
  const Real volume = dot(d - a, cross(b - a, c - a));
  const Real edges = length(b - a) * length(c - a) * length(d - a);
  const bool flat = std::fabs(volume) <= kConvexRelativeTolerance * edges;
  // The nearest face solution among those whose plane separates the origin from the opposite vertex (every face
  // when `all`); false when none does.
  const auto nearest_face = [&](bool all, Simplex& best, Vec3& best_p) {
    const int faces[4][4] = {{0, 1, 2, 3}, {0, 2, 3, 1}, {0, 3, 1, 2}, {1, 3, 2, 0}};
    bool found = false;
    Real best_d2 = 0;
    for (const auto& f : faces) {
      const Vec3 p0 = s.vertices[f[0]].w;
      const Vec3 n = cross(s.vertices[f[1]].w - p0, s.vertices[f[2]].w - p0);
      const Real side_origin = -dot(p0, n);
      const Real side_opposite = dot(s.vertices[f[3]].w - p0, n);
      if (!all && side_origin * side_opposite >= 0) continue;  // origin on the tetrahedron's side of this face
      Simplex trial = s;
      const Vec3 p = solve_triangle(trial, f[0], f[1], f[2]);
      const Real d2 = length_squared(p);
      if (!found || d2 < best_d2) {
        best = trial;
        best_p = p;
        best_d2 = d2;
        found = true;
      }
    }
    return found;
  };
  Simplex best;
  Vec3 best_p;
  if (nearest_face(flat, best, best_p)) {
    s = best;
    return best_p;
  }
  // Inside: barycentric weights by signed sub-volumes (for completeness; the point is the origin). Divided, not
  // multiplied by 1 / volume: a subnormal volume's reciprocal overflows, and 0 · inf would make the weights NaN.
  const Real wb = dot(-a, cross(c - a, d - a)) / volume;
  const Real wc = dot(-a, cross(d - a, b - a)) / volume;
  const Real wd = dot(-a, cross(b - a, c - a)) / volume;
  const Real wa = 1 - wb - wc - wd;
  constexpr Real kSlack = Real(1e-3);  // weights this far outside [0, 1] are rounding; beyond, the verdict was wrong
  const auto in_unit = [](Real w) { return w >= -kSlack && w <= 1 + kSlack; };
  if (!(in_unit(wa) && in_unit(wb) && in_unit(wc) && in_unit(wd)) && nearest_face(true, best, best_p)) {
    s = best;
    return best_p;
  }
  s.vertices[0].weight = wa;
  s.vertices[1].weight = wb;
  s.vertices[2].weight = wc;
  s.vertices[3].weight = wd;
  return combination(s);
}

/// The Voronoi solve of reduce_to_closest on the simplex as given.
Vec3 solve(Simplex& simplex) {
  switch (simplex.count) {
    case 1:
      simplex.vertices[0].weight = 1;
      return simplex.vertices[0].w;
    case 2:
      return solve_segment(simplex, 0, 1);
    case 3:
      return solve_triangle(simplex, 0, 1, 2);
    case 4:
      return solve_tetrahedron(simplex);
    default:
      return {};
  }
}

}  // namespace

Vec3 reduce_to_closest(Simplex& simplex) {
  // The Voronoi tests multiply up to three coordinates: for tiny shapes (1e-12) the products underflow to
  // subnormals and lose their sign tests (a sliver tetrahedron then seemed to hold the origin, with weights of
  // 1e8 or NaN), for huge ones (1e13) they overflow. Solved on the vertices scaled by a power of two that brings
  // the largest coordinate into [0.5, 1) (exact), then scaled back. Coordinates of game scale (1/256 to 256)
  // need no scaling: there only products of rounding noise underflow.
  Real largest = 0;
  for (int i = 0; i < simplex.count; ++i) {
    const Vec3 w = simplex.vertices[i].w;
    largest = std::fmax(largest, std::fmax(std::fabs(w.x), std::fmax(std::fabs(w.y), std::fabs(w.z))));
  }
  int exponent = 0;
  const bool game_scale = largest >= Real(1) / 256 && largest < 256;
  if (simplex.count > 1 && !game_scale && largest > 0 && std::isfinite(largest)) std::frexp(largest, &exponent);
  if (exponent == 0) return solve(simplex);
  const auto scaled = [](Vec3 v, int e) { return Vec3{std::ldexp(v.x, e), std::ldexp(v.y, e), std::ldexp(v.z, e)}; };
  for (int i = 0; i < simplex.count; ++i) simplex.vertices[i].w = scaled(simplex.vertices[i].w, -exponent);
  const Vec3 closest = solve(simplex);
  for (int i = 0; i < simplex.count; ++i) simplex.vertices[i].w = scaled(simplex.vertices[i].w, exponent);
  return scaled(closest, exponent);
}

void simplex_witness_points(const Simplex& simplex, Vec3& point_a, Vec3& point_b) {
  point_a = {};
  point_b = {};
  for (int i = 0; i < simplex.count; ++i) {
    point_a = point_a + simplex.vertices[i].point_a * simplex.vertices[i].weight;
    point_b = point_b + simplex.vertices[i].point_b * simplex.vertices[i].weight;
  }
}

}  // namespace sweepkit

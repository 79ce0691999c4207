#include "sweepkit/query/closest_point_triangle.hpp"

#include "sweepkit/math/min_max.hpp"
#include "sweepkit/math/segment.hpp"
#include "sweepkit/tolerance.hpp"

namespace sweepkit {

namespace {

// The closest point on the segment from corner `from` to corner `to` of a degenerate triangle, with the feature:
// the edge, or a corner when the point clamps to an end.
TrianglePoint closest_on_edge(Vec3 from, Vec3 to, Vec3 p, TriangleFeature edge, TriangleFeature at_from,
                              TriangleFeature at_to) {
  const Real s = closest_fraction_on_segment(from, to, p);
  const TriangleFeature feature = s <= 0 ? at_from : (s >= 1 ? at_to : edge);
  return {from + s * (to - from), feature};
}

}  // namespace

TrianglePoint closest_point_on_triangle(const Triangle& t, Vec3 p) {
  const Vec3 ab = t.b - t.a;
  const Vec3 ac = t.c - t.a;
  const Vec3 bc = t.c - t.b;
  const Vec3 area = cross(ab, ac);
  const Real scale = max_of(length_squared(ab), max_of(length_squared(ac), length_squared(bc)));
  if (length_squared(area) <= kZeroLengthSquared * scale * scale || scale <= kZeroLengthSquared) {
    // Degenerate: the longest edge holds the whole triangle.
    if (length_squared(ab) >= scale) return closest_on_edge(t.a, t.b, p, TriangleFeature::edge_ab, TriangleFeature::vertex_a, TriangleFeature::vertex_b);
    if (length_squared(bc) >= scale) return closest_on_edge(t.b, t.c, p, TriangleFeature::edge_bc, TriangleFeature::vertex_b, TriangleFeature::vertex_c);
    return closest_on_edge(t.c, t.a, p, TriangleFeature::edge_ca, TriangleFeature::vertex_c, TriangleFeature::vertex_a);
  }
  // Corner a's region: p projects before a on both edges leaving it.
  const Vec3 ap = p - t.a;
  const Real d1 = dot(ab, ap);
  const Real d2 = dot(ac, ap);
  if (d1 <= 0 && d2 <= 0) return {t.a, TriangleFeature::vertex_a};
  // Corner b's region.
  const Vec3 bp = p - t.b;
  const Real d3 = dot(ab, bp);
  const Real d4 = dot(ac, bp);
  if (d3 >= 0 && d4 <= d3) return {t.b, TriangleFeature::vertex_b};
  // Edge ab's region: between a and b along ab, and outside the face across ab (its barycentric weight of c <= 0).
  const Real vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) return {t.a + (d1 / (d1 - d3)) * ab, TriangleFeature::edge_ab};
  // Corner c's region.
  const Vec3 cp = p - t.c;
  const Real d5 = dot(ab, cp);
  const Real d6 = dot(ac, cp);
  if (d6 >= 0 && d5 <= d6) return {t.c, TriangleFeature::vertex_c};
  // Edge ca's region.
  const Real vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) return {t.a + (d2 / (d2 - d6)) * ac, TriangleFeature::edge_ca};
  // Edge bc's region.
  const Real va = d3 * d6 - d5 * d4;
  if (va <= 0 && (d4 - d3) >= 0 && (d5 - d6) >= 0) {
    return {t.b + ((d4 - d3) / ((d4 - d3) + (d5 - d6))) * bc, TriangleFeature::edge_bc};
  }
  // The face: barycentric weights (va, vb, vc) / (va + vb + vc), all positive here.
  const Real inv = Real(1) / (va + vb + vc);
  return {t.a + (vb * inv) * ab + (vc * inv) * ac, TriangleFeature::face};
}

}  // namespace sweepkit
